import { queryOptions, useQuery } from "@tanstack/react-query";
import { freeStatus, subscriptionStatusSchema, type SubscriptionStatus } from "#shared/subscriptions";
import { api } from "../../lib/api";

export const subscriptionQueries = {
  all: ["subscription"] as const,
  status: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, "status"] as const,
      // Part 1 §8: a failed check counts as free, never as an error on the page.
      queryFn: (): Promise<SubscriptionStatus> => api("/api/subscription", subscriptionStatusSchema).catch(() => freeStatus),
    }),
};

/** The member's plan as the server has it (free while loading or when the check fails). */
export function useSubscription(enabled = true): SubscriptionStatus {
  return useQuery({ ...subscriptionQueries.status(), enabled }).data ?? freeStatus;
}
