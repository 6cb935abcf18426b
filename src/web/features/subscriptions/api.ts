import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PlanCode } from "#shared/plans";
import {
  checkoutResponseSchema,
  receiptsSchema,
  subscriptionStatusSchema,
  testCheckoutSchema,
} from "#shared/subscriptions";
import { api, keyOf } from "../../lib/api";
import { myPlanQuery } from "../../lib/my-plan";

export const subscriptionQueries = {
  all: ["subscription"] as const,
  status: myPlanQuery,
  receipts: () =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, "receipts"] as const,
      queryFn: async ({ client }) => (await api("/api/payments", receiptsSchema, { client })).receipts,
    }),
  testCheckout: (paymentId: string) =>
    queryOptions({
      queryKey: [...subscriptionQueries.all, "test-checkout", paymentId] as const,
      queryFn: ({ client }) =>
        api(`/api/payments/test-checkout/${encodeURIComponent(paymentId)}`, testCheckoutSchema, { client }),
    }),
};

export const useReceipts = () => useQuery(subscriptionQueries.receipts());
export const useTestCheckout = (paymentId: string) => useQuery(subscriptionQueries.testCheckout(paymentId));

/**
 * Starts a purchase and opens the provider's approval page in a new tab (part 2 §2 /pricing).
 * The tab is opened in the click itself, so no popup blocker stops it, then sent on once the
 * server answers; if the server refuses, the empty tab is closed (payment errors are only
 * logged on /pricing, part 2 §8; /subscription shows the outcome of a finished checkout).
 */
export function useCheckout() {
  return useMutation({
    mutationFn: async (vars: { plan: PlanCode; tab: Window | null }) => {
      const { plan, tab } = vars;
      try {
        const { approvalUrl } = await api("/api/payments/checkout", checkoutResponseSchema, {
          method: "POST",
          body: { plan },
          idempotencyKey: keyOf(vars),
        });
        if (tab && !tab.closed) tab.location.href = approvalUrl;
        else window.location.assign(approvalUrl);
      } catch (err) {
        tab?.close();
        console.warn("checkout could not start", err);
        throw err;
      }
    },
  });
}

export function useCancelPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (plan: PlanCode) =>
      api("/api/subscription/cancel", subscriptionStatusSchema, { method: "POST", body: { plan } }),
    onSuccess: (status) => qc.setQueryData(subscriptionQueries.status().queryKey, status),
  });
}
