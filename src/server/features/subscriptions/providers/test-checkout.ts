import type { PaymentProvider } from "./provider.js";

/**
 * The built-in test checkout (development and tests only; refused in production): the buyer
 * approves on our own page, /test-checkout/{payment}, clearly labelled as a test, and comes back
 * through the same return URL as from PayPal. Approving charges nothing: the amount confirmed is
 * the plan's own price, so the ledger shows what the plan costs.
 */
export function createTestCheckout(appUrl: string): PaymentProvider {
  return {
    name: "test",
    async start({ paymentId }) {
      return { providerRef: `TEST-${paymentId}`, approvalUrl: `${appUrl}/test-checkout/${paymentId}` };
    },
    async confirm({ paymentId, plan }) {
      return {
        txnId: `TEST-TXN-${paymentId}`,
        amountCents: plan.priceCents,
        currency: plan.currency,
        subscriptionId: plan.recurring ? `TEST-SUB-${paymentId}` : null,
      };
    },
    async cancelSubscription() {},
  };
}
