import type { CheckoutService } from "./checkout.service.js";
import type { PaymentsRepository } from "./payments.repository.js";
import type { PayPalExtras } from "./providers/paypal.js";

type Deps = {
  paypal: PayPalExtras;
  checkout: CheckoutService;
  payments: PaymentsRepository;
  log: (event: string, details: Record<string, unknown>) => void;
};

type Resource = {
  id?: string;
  custom_id?: string;
  billing_agreement_id?: string;
  amount?: { total?: string; currency?: string; value?: string; currency_code?: string };
  links?: { rel: string; href: string }[];
};
export type PayPalEvent = { id?: string; event_type?: string; resource?: Resource };

const cents = (value: string | undefined) => Math.round(Number(value ?? "NaN") * 100);

/** The event refers to something we have not recorded yet: PayPal should send it again later. */
class NotYet extends Error {}

/** The headers PayPal signs every notification with (its verify-webhook-signature takes them). */
const signatureHeaders = [
  "paypal-auth-algo",
  "paypal-cert-url",
  "paypal-transmission-id",
  "paypal-transmission-sig",
  "paypal-transmission-time",
];
const signedLike = (headers: Record<string, string | string[] | undefined>) =>
  signatureHeaders.every((name) => {
    const value = headers[name];
    return typeof value === "string" && value.length > 0 && value.length <= 2048;
  }) && !Number.isNaN(Date.parse(String(headers["paypal-transmission-time"])));

/**
 * PayPal's notifications. Each is first verified by PayPal itself (verify-webhook-signature);
 * an unverified one changes nothing. Every effect is idempotent on its own (a payment completes
 * once, a transaction id is unique, a renewal sets the period's end), and a handled event's id is
 * recorded afterwards, so a replay is skipped and a failure is retried by PayPal.
 */
export function createPayPalWebhooks({ paypal, checkout, payments, log }: Deps) {
  async function apply(type: string, r: Resource): Promise<void> {
    switch (type) {
      case "BILLING.SUBSCRIPTION.ACTIVATED":
        // The buyer approved but never came back to us (a closed tab): the same completion.
        if (r.custom_id) await checkout.completeFromProvider("paypal", r.custom_id);
        return;
      case "BILLING.SUBSCRIPTION.CANCELLED":
        if (r.id) await checkout.providerEnded("paypal", r.id, "cancelled");
        return;
      case "BILLING.SUBSCRIPTION.EXPIRED":
      case "BILLING.SUBSCRIPTION.SUSPENDED":
        if (r.id) await checkout.providerEnded("paypal", r.id, "expired");
        return;
      case "PAYMENT.SALE.COMPLETED": {
        const subscriptionId = r.billing_agreement_id;
        if (!subscriptionId || !r.id) return;
        const sub = await paypal.subscription(subscriptionId);
        const next = sub.billing_info?.next_billing_time ? new Date(sub.billing_info.next_billing_time) : undefined;
        // The subscription's first charge belongs to its checkout; every later one is a renewal.
        if (await payments.claimFirstSale("paypal", subscriptionId, r.id)) return;
        // Before the checkout is activated (the buyer still on their way back): later, please.
        if (!(await checkout.knowsSubscription("paypal", subscriptionId)))
          throw new NotYet(`subscription ${subscriptionId} not active here yet`);
        await checkout.renew({
          provider: "paypal",
          subscriptionId,
          txnId: r.id,
          amountCents: cents(r.amount?.total),
          currency: r.amount?.currency ?? "",
          ...(next ? { periodEnd: next } : {}),
        });
        return;
      }
      case "PAYMENT.CAPTURE.COMPLETED":
        if (r.custom_id) await checkout.completeFromProvider("paypal", r.custom_id);
        return;
      case "PAYMENT.CAPTURE.REFUNDED":
      case "PAYMENT.SALE.REFUNDED": {
        // The refund's "up" link names what was refunded (the capture or the sale).
        const up = r.links
          ?.find((l) => l.rel === "up")
          ?.href.split("/")
          .filter(Boolean);
        const refundedId = up?.at(-1) ?? (r as { sale_id?: string }).sale_id;
        if (refundedId) await checkout.refund("paypal", refundedId);
        return;
      }
      default:
        return;
    }
  }

  return {
    async handle(
      headers: Record<string, string | string[] | undefined>,
      event: PayPalEvent,
    ): Promise<"applied" | "replay" | "unverified" | "retry"> {
      // Only what carries PayPal's signature headers is worth asking PayPal about: any anonymous
      // POST here once cost an outbound call to PayPal's verification API.
      if (!signedLike(headers) || !(await paypal.verifyWebhook(headers, event))) {
        log("payment.webhook_unverified", { event: event.id ?? null, type: event.event_type ?? null });
        return "unverified";
      }
      if (!event.id || !event.event_type) return "applied";
      if (await payments.handled("paypal", event.id)) return "replay";
      try {
        await apply(event.event_type, event.resource ?? {});
      } catch (err) {
        if (!(err instanceof NotYet)) throw err;
        log("payment.webhook_not_yet", { event: event.id, type: event.event_type, reason: err.message });
        return "retry";
      }
      await payments.firstDelivery("paypal", event.id, event.event_type);
      return "applied";
    },
  };
}
export type PayPalWebhooks = ReturnType<typeof createPayPalWebhooks>;
