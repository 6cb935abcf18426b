import { queryOptions, useQuery } from "@tanstack/react-query";
import { freeStatus, subscriptionStatusSchema, type SubscriptionStatus } from "#shared/subscriptions";
import { api, readingOnServer } from "./api";
import { useSession } from "./session";
import { firstReads } from "./page-data";

/**
 * The member's plan, which every premium gate and badge reads: shared below the features; the
 * subscriptions feature owns checkout, cancelling and receipts.
 */
export const myPlanQuery = () =>
  queryOptions({
    queryKey: ["subscription", "status"] as const,
    // Part 2 §4: a failed check counts as free, never as an error on the page.
    queryFn: ({ client }): Promise<SubscriptionStatus> =>
      api("/api/subscription", subscriptionStatusSchema, { client }).catch((err: unknown) => {
        if (readingOnServer(client)) throw err;
        return freeStatus;
      }),
  });

/** The loader of a page whose first screen depends on the member's plan (a premium page's gate, its badges). */
export const planPageLoader = firstReads(({ client, member }) =>
  member ? [client.ensureQueryData(myPlanQuery())] : [],
);

/** The plan check, asked only for a signed-in member (a visitor has no plan to ask about). */
function useStatus(enabled: boolean) {
  const member = Boolean(useSession().user);
  return useQuery({ ...myPlanQuery(), enabled: enabled && member });
}

/** The member's plans as the server has them (free while loading, when the check fails, and for visitors). */
export function useSubscription(enabled = true): SubscriptionStatus {
  return useStatus(enabled).data ?? freeStatus;
}

/** Whether the plan check has answered yet (so a screen does not flash "Free" first). */
export function useSubscriptionLoaded(enabled = true): boolean {
  return !useStatus(enabled).isPending;
}
