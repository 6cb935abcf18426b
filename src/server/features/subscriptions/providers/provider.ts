import type { Plan } from "#shared/plans";

/** What a provider answers when a checkout starts: its id for it and where the buyer approves. */
export type StartedCheckout = { providerRef: string; approvalUrl: string };

/**
 * A payment the provider confirms as taken: its transaction id (applied once), what it charged,
 * and for a recurring plan the provider's subscription id (renewals and cancelling refer to it).
 */
export type ConfirmedPayment = { txnId: string; amountCents: number; currency: string; subscriptionId: string | null };

/** The provider refused or the buyer's payment did not go through (logged; nothing charged). */
export class PaymentFailed extends Error {}

/**
 * A payment provider: PayPal's REST API, or the built-in test checkout in development. Both walk
 * the same path: start → the buyer approves at `approvalUrl` → our return URL → confirm → activate.
 */
export interface PaymentProvider {
  readonly name: "paypal" | "test";
  start(p: { paymentId: string; plan: Plan; returnUrl: string; cancelUrl: string }): Promise<StartedCheckout>;
  /** Takes the approved payment (captures an order, checks a subscription is active). */
  confirm(p: {
    paymentId: string;
    plan: Plan;
    providerRef: string;
    query: Record<string, string | undefined>;
  }): Promise<ConfirmedPayment>;
  /** Stops a recurring plan's billing at the provider (the member cancelled or changed plan). */
  cancelSubscription(subscriptionId: string): Promise<void>;
}
