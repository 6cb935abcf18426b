import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RateLimits } from "#shared/limits";
import { freeStatus, type Receipt, type SubscriptionStatus } from "#shared/subscriptions";
import { setUpPayPalPlans } from "../../../../scripts/paypal-setup.js";
import { startFakePayPal, paypalEnv, type FakePayPal } from "../../../../tests/support/fake-paypal.js";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

/** Payments through PayPal's REST API, against a local fake of it (tests/support/fake-paypal.ts). */
let paypal: FakePayPal;
let t: TestApp;
beforeAll(async () => {
  paypal = await startFakePayPal();
  t = await createTestApp({}, paypalEnv(paypal));
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const as = (m: Member, method: "GET" | "POST", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: m.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const statusOf = async (m: Member) => json(await as(m, "GET", "/api/subscription")) as SubscriptionStatus;
const receiptsOf = async (m: Member) => json(await as(m, "GET", "/api/payments")).receipts as Receipt[];

async function checkout(m: Member, plan: string): Promise<{ paymentId: string; ref: string }> {
  const res = await as(m, "POST", "/api/payments/checkout", { plan });
  expect(res.statusCode, res.body).toBe(200);
  const { approvalUrl, payment_id } = json(res);
  expect(approvalUrl.startsWith(`${paypal.url}/checkoutnow?`)).toBe(true);
  const ref = new URL(approvalUrl).searchParams.get("ba_token") ?? new URL(approvalUrl).searchParams.get("token")!;
  return { paymentId: payment_id, ref };
}
const back = (m: Member, paymentId: string, ref: string) =>
  as(m, "GET", `/api/payments/return?payment=${paymentId}&token=${ref}`);

let eventSeq = 0;
const webhook = (
  event_type: string,
  resource: object,
  signature = paypal.validSignature,
  id = `WH-EVT-${(eventSeq += 1)}`,
) =>
  t.app.inject({
    method: "POST",
    url: "/api/payments/paypal/webhook",
    headers: {
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": `${paypal.url}/cert.pem`,
      "paypal-transmission-id": id,
      "paypal-transmission-sig": signature,
      "paypal-transmission-time": new Date().toISOString(),
    },
    payload: { id, event_type, resource },
  });

describe("PayPal subscriptions", () => {
  it("activates Unlocked+ on return only once PayPal says it is active, once, with one token for many calls", async () => {
    const m = await createMember(t.app);
    const { paymentId, ref } = await checkout(m, "unlocked-plus");
    // Back without approving: PayPal's subscription is not active, so nothing is sold.
    expect((await back(m, paymentId, ref)).headers.location).toBe("/subscription?checkout=failed");
    expect(await statusOf(m)).toEqual(freeStatus);

    const second = await checkout(m, "unlocked-plus");
    paypal.approve(second.ref);
    const returns = await Promise.all([back(m, second.paymentId, second.ref), back(m, second.paymentId, second.ref)]);
    expect(returns.map((r) => r.headers.location)).toEqual([
      "/subscription?checkout=success",
      "/subscription?checkout=success",
    ]);
    expect(await statusOf(m)).toMatchObject({
      subscribed: true,
      subscription_tier: "unlocked-plus",
      memberships: [{ plan: "unlocked-plus", renews: true }],
    });
    expect(paypal.tokenRequests).toBe(1);

    // The first charge's notice belongs to the checkout; a later one is a renewal, applied once.
    const firstSale = { id: "SALE-1", billing_agreement_id: second.ref, amount: { total: "12.00", currency: "USD" } };
    expect((await webhook("PAYMENT.SALE.COMPLETED", firstSale)).statusCode).toBe(200);
    expect((await receiptsOf(m)).filter((r) => r.status === "completed")).toHaveLength(1);
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 2);
    (paypal.subscriptions.get(second.ref)!.billing_info as Record<string, unknown>).next_billing_time =
      next.toISOString();
    const renewal = { id: "SALE-2", billing_agreement_id: second.ref, amount: { total: "12.00", currency: "USD" } };
    const id = "WH-RENEWAL";
    expect((await webhook("PAYMENT.SALE.COMPLETED", renewal, paypal.validSignature, id)).statusCode).toBe(200);
    expect((await webhook("PAYMENT.SALE.COMPLETED", renewal, paypal.validSignature, id)).statusCode).toBe(200);
    expect((await webhook("PAYMENT.SALE.COMPLETED", renewal)).statusCode).toBe(200); // a new id, the same sale
    expect((await receiptsOf(m)).map((r) => [r.kind, r.amount_cents, r.status])).toEqual(
      expect.arrayContaining([
        ["renewal", 1200, "completed"],
        ["checkout", 1200, "completed"],
      ]),
    );
    expect((await receiptsOf(m)).filter((r) => r.kind === "renewal")).toHaveLength(1);
    expect((await statusOf(m)).subscription_end).toBe(next.toISOString());

    // Cancelling cancels at PayPal too, and keeps access to the end.
    const cancelled = json(
      await as(m, "POST", "/api/subscription/cancel", { plan: "unlocked-plus" }),
    ) as SubscriptionStatus;
    expect(cancelled).toMatchObject({ subscribed: true, memberships: [{ renews: false }] });
    expect(paypal.subscriptions.get(second.ref)!.status).toBe("CANCELLED");

    // A refund of the renewal ends the plan now.
    expect(
      (
        await webhook("PAYMENT.SALE.REFUNDED", {
          id: "REF-1",
          links: [{ rel: "up", href: `${paypal.url}/v1/payments/sale/SALE-2` }],
        })
      ).statusCode,
    ).toBe(200);
    expect(await statusOf(m)).toEqual(freeStatus);
  });

  it("refuses an unverified notification and changes nothing", async () => {
    const m = await createMember(t.app);
    const { paymentId, ref } = await checkout(m, "unlocked-beyond");
    paypal.approve(ref);
    const forged = await webhook("BILLING.SUBSCRIPTION.ACTIVATED", { id: ref, custom_id: paymentId }, "forged");
    expect(forged.statusCode).toBe(400);
    expect(await statusOf(m)).toEqual(freeStatus);
    // The genuine notice activates it even though the buyer never came back.
    expect((await webhook("BILLING.SUBSCRIPTION.ACTIVATED", { id: ref, custom_id: paymentId })).statusCode).toBe(200);
    expect((await statusOf(m)).subscription_tier).toBe("unlocked-beyond");
    expect((await webhook("BILLING.SUBSCRIPTION.EXPIRED", { id: ref })).statusCode).toBe(200);
    expect(await statusOf(m)).toEqual(freeStatus);
  });
});

describe("PayPal's notification route", () => {
  it("asks PayPal nothing about a POST without its signature headers, and limits each address", async () => {
    const before = paypal.verifyCalls;
    const ip = "203.0.113.77";
    const anonymous = (headers: Record<string, string>) =>
      t.app.inject({
        method: "POST",
        url: "/api/payments/paypal/webhook",
        remoteAddress: ip,
        headers,
        payload: { id: "WH-X", event_type: "BILLING.SUBSCRIPTION.ACTIVATED", resource: {} },
      });
    const partial = { "paypal-transmission-id": "x", "paypal-transmission-sig": "y" };
    const badTime = {
      ...partial,
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": "https://example.com/c",
      "paypal-transmission-time": "soon",
    };
    for (const headers of [{}, partial, badTime]) expect((await anonymous(headers)).statusCode).toBe(400);
    expect(paypal.verifyCalls).toBe(before);
    const statuses: number[] = [];
    for (let i = 0; i < RateLimits.paymentWebhooksPerIp.max; i += 1) statuses.push((await anonymous({})).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBe(3);
    expect(paypal.verifyCalls).toBe(before);
  });
});

describe("PayPal orders (the lifetime add-on)", () => {
  it("captures on return, once, and refuses a capture that does not match our price", async () => {
    const m = await createMember(t.app);
    const { paymentId, ref } = await checkout(m, "unlocked-echo-lifetime");
    expect(paypal.orders.get(ref)!.purchase_units).toEqual([
      expect.objectContaining({ custom_id: paymentId, amount: { currency_code: "USD", value: "12.00" } }),
    ]);
    paypal.approve(ref);
    expect((await back(m, paymentId, ref)).headers.location).toBe("/subscription?checkout=success");
    expect((await back(m, paymentId, ref)).headers.location).toBe("/subscription?checkout=success");
    expect((await statusOf(m)).echo_addon).toBe("lifetime");
    const capture = paypal.orders.get(ref)!.captured!.id as string;
    // Its capture notice after the return changes nothing more.
    expect((await webhook("PAYMENT.CAPTURE.COMPLETED", { id: capture, custom_id: paymentId })).statusCode).toBe(200);
    expect(await receiptsOf(m)).toEqual([
      expect.objectContaining({ plan: "unlocked-echo-lifetime", amount_cents: 1200, status: "completed" }),
    ]);
    // Refunded: the add-on ends.
    expect(
      (
        await webhook("PAYMENT.CAPTURE.REFUNDED", {
          id: "RF-9",
          links: [{ rel: "up", href: `${paypal.url}/v2/payments/captures/${capture}` }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await statusOf(m)).echo_addon).toBeNull();

    const other = await createMember(t.app);
    const cheap = await checkout(other, "unlocked-echo-lifetime");
    paypal.approve(cheap.ref);
    paypal.chargeOverride = { currency_code: "USD", value: "0.01" };
    try {
      expect((await back(other, cheap.paymentId, cheap.ref)).headers.location).toBe("/subscription?checkout=failed");
    } finally {
      paypal.chargeOverride = null;
    }
    expect(await statusOf(other)).toEqual(freeStatus);
    expect(await receiptsOf(other)).toEqual([expect.objectContaining({ status: "failed" })]);
  });
});

describe("npm run paypal:setup", () => {
  it("makes one product and a billing plan per recurring plan at our price, and finds them the next time", async () => {
    const credentials = { clientId: paypal.clientId, clientSecret: paypal.clientSecret, apiBase: paypal.url };
    const first = await setUpPayPalPlans(credentials);
    const again = await setUpPayPalPlans(credentials);
    expect(again).toEqual(first);
    expect(paypal.products).toHaveLength(1);
    expect(paypal.plans).toHaveLength(3);
    const beyond = paypal.plans.find((p) => p.id === first["unlocked-beyond"])!;
    expect(beyond.billing_cycles).toEqual([
      expect.objectContaining({
        frequency: { interval_unit: "YEAR", interval_count: 1 },
        pricing_scheme: { fixed_price: { value: "39.00", currency_code: "USD" } },
      }),
    ]);
    const plus = paypal.plans.find((p) => p.id === first["unlocked-plus"])!;
    expect(plus.billing_cycles).toEqual([
      expect.objectContaining({
        frequency: { interval_unit: "MONTH", interval_count: 1 },
        pricing_scheme: { fixed_price: { value: "12.00", currency_code: "USD" } },
      }),
    ]);
  });
});

describe("PayPal, out of order and twice", () => {
  it("asks for an early first charge again later, waits for a subscription PayPal is still starting, and never leaves an extra subscription billing", async () => {
    const m = await createMember(t.app);
    const { paymentId, ref } = await checkout(m, "unlocked-plus");
    paypal.approve(ref);
    // The first charge's notice before the buyer is back: not yet (PayPal retries on a 5xx).
    const early = { id: "SALE-EARLY", billing_agreement_id: ref, amount: { total: "12.00", currency: "USD" } };
    expect((await webhook("PAYMENT.SALE.COMPLETED", early, paypal.validSignature, "WH-EARLY")).statusCode).toBe(503);
    // PayPal still starting it: the return waits instead of failing.
    paypal.subscriptions.get(ref)!.status = "APPROVED";
    expect((await back(m, paymentId, ref)).headers.location).toBe("/subscription?checkout=pending");
    expect(await statusOf(m)).toEqual(freeStatus);
    paypal.subscriptions.get(ref)!.status = "ACTIVE";
    expect((await webhook("BILLING.SUBSCRIPTION.ACTIVATED", { id: ref, custom_id: paymentId })).statusCode).toBe(200);
    expect((await statusOf(m)).subscription_tier).toBe("unlocked-plus");
    // The retried notice now belongs to the checkout; refunding it ends the plan and its billing.
    expect((await webhook("PAYMENT.SALE.COMPLETED", early, paypal.validSignature, "WH-EARLY")).statusCode).toBe(200);
    expect((await receiptsOf(m)).filter((r) => r.kind === "renewal")).toHaveLength(0);
    expect(
      (
        await webhook("PAYMENT.SALE.REFUNDED", {
          id: "REF-EARLY",
          links: [{ rel: "up", href: `${paypal.url}/v1/payments/sale/SALE-EARLY` }],
        })
      ).statusCode,
    ).toBe(200);
    expect(await statusOf(m)).toEqual(freeStatus);
    expect(paypal.subscriptions.get(ref)!.status).toBe("CANCELLED");

    // Two checkouts of one plan from two tabs, both approved: the older subscription is cancelled
    // at PayPal, so only one goes on billing (both payments count: two periods).
    const [one, two] = [await checkout(m, "unlocked-beyond"), await checkout(m, "unlocked-beyond")];
    paypal.approve(one.ref);
    paypal.approve(two.ref);
    expect((await back(m, one.paymentId, one.ref)).headers.location).toBe("/subscription?checkout=success");
    expect((await back(m, two.paymentId, two.ref)).headers.location).toBe("/subscription?checkout=success");
    expect(paypal.subscriptions.get(one.ref)!.status).toBe("CANCELLED");
    expect(paypal.subscriptions.get(two.ref)!.status).toBe("ACTIVE");
    const end = new Date((await statusOf(m)).subscription_end!);
    expect(end.getTime() - Date.now()).toBeGreaterThan(700 * 24 * 60 * 60 * 1000);
  });
});
