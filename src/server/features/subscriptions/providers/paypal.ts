import type { PayPalConfig } from "../../../config.js";
import { decimalAmount, type PlanCode } from "#shared/plans";
import { PaymentFailed, type PaymentProvider } from "./provider.js";

/** Dollars as PayPal writes them ("12.00") to our integer cents. */
const toCents = (value: string | undefined): number => Math.round(Number(value ?? "NaN") * 100);

type Link = { rel: string; href: string };
type Money = { currency_code: string; value: string };

/** A PayPal subscription as GET /v1/billing/subscriptions/{id} answers it (the fields we read). */
export type PayPalSubscription = {
  id: string;
  status: string;
  plan_id: string;
  custom_id?: string;
  billing_info?: { next_billing_time?: string; last_payment?: { amount: Money; time?: string } };
};

/** What the webhook route needs beyond checkout: verification and a subscription's state. */
export type PayPalExtras = {
  /** PayPal's own verdict on a notification (verify-webhook-signature), never our guess. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean>;
  subscription(id: string): Promise<PayPalSubscription>;
  /** Our plan for one of PayPal's billing plan ids (null: not one of ours). */
  planOf(planId: string): PlanCode | null;
};

/**
 * PayPal's REST API: an OAuth client-credentials token (kept until shortly before it expires),
 * the Subscriptions API for the recurring plans (billing plans made by `npm run paypal:setup`)
 * and Orders v2 (intent CAPTURE) for the one-time lifetime add-on. Only ids and amounts are read
 * and logged; card details never reach us.
 */
export function createPayPal(config: PayPalConfig, fetchImpl: typeof fetch = fetch): PaymentProvider & PayPalExtras {
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const res = await fetchImpl(`${config.apiBase}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "grant_type=client_credentials",
    });
    if (!res.ok) throw new Error(`PayPal token: HTTP ${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, until: Date.now() + Math.max(0, body.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<{ status: number; body: T }> {
    const res = await fetchImpl(`${config.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        "content-type": "application/json",
        // A retried create or capture is the same request to PayPal, never a second charge.
        ...(idempotencyKey ? { "paypal-request-id": idempotencyKey } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  async function subscription(id: string): Promise<PayPalSubscription> {
    const res = await call<PayPalSubscription>("GET", `/v1/billing/subscriptions/${encodeURIComponent(id)}`);
    if (res.status !== 200) throw new PaymentFailed(`subscription ${id}: HTTP ${res.status}`);
    return res.body;
  }

  const approveLink = (links: Link[] | undefined) =>
    links?.find((l) => l.rel === "approve" || l.rel === "payer-action")?.href;
  const planIdOf = (code: PlanCode) => (code === "unlocked-echo-lifetime" ? undefined : config.planIds[code]);

  return {
    name: "paypal",

    async start({ paymentId, plan, returnUrl, cancelUrl }) {
      const context = {
        brand_name: "Unlocked",
        shipping_preference: "NO_SHIPPING",
        return_url: returnUrl,
        cancel_url: cancelUrl,
      };
      if (plan.recurring) {
        const planId = planIdOf(plan.code);
        if (!planId) throw new Error(`no PayPal billing plan for ${plan.code} (run npm run paypal:setup)`);
        const res = await call<{ id: string; links?: Link[] }>(
          "POST",
          "/v1/billing/subscriptions",
          { plan_id: planId, custom_id: paymentId, application_context: { ...context, user_action: "SUBSCRIBE_NOW" } },
          `start-${paymentId}`,
        );
        const href = approveLink(res.body.links);
        if (res.status >= 300 || !href) throw new Error(`PayPal subscription create: HTTP ${res.status}`);
        return { providerRef: res.body.id, approvalUrl: href };
      }
      const res = await call<{ id: string; links?: Link[] }>(
        "POST",
        "/v2/checkout/orders",
        {
          intent: "CAPTURE",
          purchase_units: [
            {
              custom_id: paymentId,
              description: plan.shortName,
              amount: { currency_code: plan.currency, value: decimalAmount(plan.priceCents) },
            },
          ],
          application_context: { ...context, user_action: "PAY_NOW" },
        },
        `start-${paymentId}`,
      );
      const href = approveLink(res.body.links);
      if (res.status >= 300 || !href) throw new Error(`PayPal order create: HTTP ${res.status}`);
      return { providerRef: res.body.id, approvalUrl: href };
    },

    async confirm({ paymentId, plan, providerRef }) {
      if (plan.recurring) {
        const sub = await subscription(providerRef);
        if (sub.custom_id !== paymentId || sub.plan_id !== planIdOf(plan.code))
          throw new PaymentFailed(`subscription ${sub.id} is not this payment's`);
        // APPROVED: the buyer said yes and PayPal is still starting it (its ACTIVATED notice follows).
        if (sub.status === "APPROVED") throw new Error(`subscription ${sub.id} is not active yet`);
        if (sub.status !== "ACTIVE") throw new PaymentFailed(`subscription ${sub.id} is ${sub.status}`);
        // The billing plan carries our price (made from our plan table); a first payment already
        // recorded must match it too.
        const paid = sub.billing_info?.last_payment?.amount;
        return {
          txnId: `SUB-${sub.id}`,
          amountCents: paid ? toCents(paid.value) : plan.priceCents,
          currency: paid?.currency_code ?? plan.currency,
          subscriptionId: sub.id,
        };
      }
      type Capture = { id: string; status: string; amount: Money };
      type Order = {
        id: string;
        status: string;
        purchase_units?: { custom_id?: string; payments?: { captures?: Capture[] } }[];
      };
      let res = await call<Order & { name?: string }>(
        "POST",
        `/v2/checkout/orders/${encodeURIComponent(providerRef)}/capture`,
        {},
        `capture-${paymentId}`,
      );
      // A second return after a capture: PayPal answers 422 ORDER_ALREADY_CAPTURED; read the order.
      if (res.status === 422) res = await call<Order>("GET", `/v2/checkout/orders/${encodeURIComponent(providerRef)}`);
      const unit = res.body.purchase_units?.[0];
      const capture = unit?.payments?.captures?.[0];
      // PayPal itself unavailable, or the capture still PENDING (its COMPLETED notice follows): not settled yet.
      if (res.status >= 500 || capture?.status === "PENDING")
        throw new Error(`order ${providerRef}: ${capture?.status ?? `HTTP ${res.status}`}`);
      if (res.status >= 300 || !capture || capture.status !== "COMPLETED")
        throw new PaymentFailed(`order ${providerRef}: ${res.body.status ?? `HTTP ${res.status}`}`);
      if (unit?.custom_id !== paymentId) throw new PaymentFailed(`order ${providerRef} is not this payment's`);
      return {
        txnId: capture.id,
        amountCents: toCents(capture.amount.value),
        currency: capture.amount.currency_code,
        subscriptionId: null,
      };
    },

    async cancelSubscription(subscriptionId) {
      const res = await call("POST", `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/cancel`, {
        reason: "Cancelled by the member",
      });
      // 422: already cancelled or expired at PayPal, which is what we want.
      if (res.status >= 300 && res.status !== 422) throw new Error(`PayPal cancel: HTTP ${res.status}`);
    },

    async verifyWebhook(headers, event) {
      if (!config.webhookId) return false;
      const header = (name: string) => {
        const v = headers[name];
        return Array.isArray(v) ? v[0] : v;
      };
      const res = await call<{ verification_status?: string }>("POST", "/v1/notifications/verify-webhook-signature", {
        auth_algo: header("paypal-auth-algo"),
        cert_url: header("paypal-cert-url"),
        transmission_id: header("paypal-transmission-id"),
        transmission_sig: header("paypal-transmission-sig"),
        transmission_time: header("paypal-transmission-time"),
        webhook_id: config.webhookId,
        webhook_event: event,
      });
      return res.status === 200 && res.body.verification_status === "SUCCESS";
    },

    subscription,

    planOf(planId) {
      const found = Object.entries(config.planIds).find(([, id]) => id === planId);
      return (found?.[0] as PlanCode | undefined) ?? null;
    },
  };
}
export type PayPal = ReturnType<typeof createPayPal>;
