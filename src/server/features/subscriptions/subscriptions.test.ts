import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { freeStatus, type Receipt, type SubscriptionStatus } from "#shared/subscriptions";
import { advancePlan } from "../../../../scripts/billing.js";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";
import { createEventBus } from "../../platform/events/event-bus.js";
import { createSubscriptionsServices } from "./index.js";

// The services' clock (paid periods); accounts and sessions keep real time.
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "POST", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: m.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const statusOf = async (m: Member) => json(await as(m, "GET", "/api/subscription")) as SubscriptionStatus;
const receiptsOf = async (m: Member) => json(await as(m, "GET", "/api/payments")).receipts as Receipt[];
const DAY = 24 * 60 * 60 * 1000;

/** Starts a checkout and answers its payment id (the test checkout's approval page is ours). */
async function startCheckout(m: Member, plan: string, extra: object = {}): Promise<string> {
  const res = await as(m, "POST", "/api/payments/checkout", { plan, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const { approvalUrl, payment_id } = json(res);
  expect(approvalUrl).toMatch(new RegExp(`/test-checkout/${payment_id}$`));
  return payment_id as string;
}
/** The buyer's browser coming back from approving (what the Approve button does). */
const returnFrom = (m: Member, paymentId: string) => as(m, "GET", `/api/payments/return?payment=${paymentId}`);

describe("buying a plan through the test checkout", () => {
  it("charges our price whatever the client sends, activates once however often the return comes, and shows a receipt", async () => {
    clock = new Date("2026-01-31T10:00:00Z");
    const m = await createMember(t.app);
    expect(await statusOf(m)).toEqual(freeStatus);
    const paymentId = await startCheckout(m, "unlocked-plus", { amount_cents: 1, price: "0.01" });

    // A double return, a reload and a concurrent return: one activation, one month.
    const returns = await Promise.all([returnFrom(m, paymentId), returnFrom(m, paymentId), returnFrom(m, paymentId)]);
    for (const r of returns) {
      expect(r.statusCode).toBe(303);
      expect(r.headers.location).toBe("/subscription?checkout=success");
    }
    expect((await returnFrom(m, paymentId)).headers.location).toBe("/subscription?checkout=success");

    const status = await statusOf(m);
    expect(status).toMatchObject({
      subscribed: true,
      subscription_tier: "unlocked-plus",
      subscription_end: "2026-02-28T10:00:00.000Z",
      echo_addon: null,
    });
    expect(status.entitlements).toMatchObject({
      unlimitedMessages: true,
      readReceipts: true,
      videoChat: true,
      aiDigest: true,
      connectionDna: false,
      memoryVault: false,
    });
    expect(status.memberships).toEqual([
      { plan: "unlocked-plus", period_end: "2026-02-28T10:00:00.000Z", renews: true },
    ]);
    expect(await receiptsOf(m)).toEqual([
      expect.objectContaining({
        plan: "unlocked-plus",
        kind: "checkout",
        amount_cents: 1200,
        currency: "USD",
        status: "completed",
      }),
    ]);
  });

  it("refuses a payload naming another member, a visitor, an unknown plan, and a plan already renewing", async () => {
    const [m, other] = [await createMember(t.app), await createMember(t.app)];
    const forOther = await as(m, "POST", "/api/payments/checkout", { plan: "unlocked-plus", userId: other.id });
    expect(forOther.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/payments/checkout", payload: { plan: "unlocked-plus" } }))
        .statusCode,
    ).toBe(401);
    expect((await as(m, "POST", "/api/payments/checkout", { plan: "unlocked-gold" })).statusCode).toBe(400);
    expect(await receiptsOf(m)).toEqual([]);

    await returnFrom(m, await startCheckout(m, "unlocked-plus", { userId: m.id }));
    const again = await as(m, "POST", "/api/payments/checkout", { plan: "unlocked-plus" });
    expect(again.statusCode).toBe(409);
    expect(json(again).error.code).toBe(ErrorCodes.alreadySubscribed);
  });

  it("never lets one member finish, read or cancel another's payment", async () => {
    const [buyer, other] = [await createMember(t.app), await createMember(t.app)];
    const paymentId = await startCheckout(buyer, "unlocked-beyond");
    expect((await returnFrom(other, paymentId)).statusCode).toBe(404);
    expect((await as(other, "GET", `/api/payments/cancel?payment=${paymentId}`)).statusCode).toBe(404);
    expect((await as(other, "GET", `/api/payments/test-checkout/${paymentId}`)).statusCode).toBe(404);
    expect(await statusOf(other)).toEqual(freeStatus);
    expect(await receiptsOf(other)).toEqual([]);
    // The buyer's own checkout is untouched and still completes.
    expect(json(await as(buyer, "GET", `/api/payments/test-checkout/${paymentId}`))).toMatchObject({
      plan: "unlocked-beyond",
      amount_cents: 3900,
      status: "pending",
    });
    expect((await returnFrom(buyer, paymentId)).headers.location).toBe("/subscription?checkout=success");
  });

  it("turning back at the checkout charges nothing and activates nothing", async () => {
    const m = await createMember(t.app);
    const paymentId = await startCheckout(m, "unlocked-plus");
    const back = await as(m, "GET", `/api/payments/cancel?payment=${paymentId}`);
    expect(back.headers.location).toBe("/subscription?checkout=cancelled");
    expect((await returnFrom(m, paymentId)).headers.location).toBe("/subscription?checkout=failed");
    expect(await statusOf(m)).toEqual(freeStatus);
    expect(await receiptsOf(m)).toEqual([expect.objectContaining({ status: "cancelled", amount_cents: 1200 })]);
  });
});

describe("the life of a plan", () => {
  it("cancelling keeps access to the end of the paid period, then drops to free", async () => {
    clock = new Date("2026-03-10T12:00:00Z");
    const m = await createMember(t.app);
    await returnFrom(m, await startCheckout(m, "unlocked-plus"));
    const cancelled = json(
      await as(m, "POST", "/api/subscription/cancel", { plan: "unlocked-plus" }),
    ) as SubscriptionStatus;
    expect(cancelled).toMatchObject({
      subscribed: true,
      subscription_end: "2026-04-10T12:00:00.000Z",
      memberships: [{ plan: "unlocked-plus", renews: false, period_end: "2026-04-10T12:00:00.000Z" }],
    });
    const twice = await as(m, "POST", "/api/subscription/cancel", { plan: "unlocked-plus" });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).error.code).toBe(ErrorCodes.notRenewing);

    clock = new Date("2026-04-10T11:59:59Z");
    expect((await statusOf(m)).subscribed).toBe(true);
    clock = new Date("2026-04-10T12:00:00Z");
    expect(await statusOf(m)).toEqual(freeStatus);
  });

  it("a plan that renews keeps access a day past its end while the renewal charge is on its way", async () => {
    clock = new Date("2026-07-01T00:00:00Z");
    const m = await createMember(t.app);
    await returnFrom(m, await startCheckout(m, "unlocked-plus"));
    clock = new Date("2026-08-01T06:00:00Z");
    expect((await statusOf(m)).subscribed).toBe(true);
    clock = new Date("2026-08-02T00:00:01Z");
    expect(await statusOf(m)).toEqual(freeStatus);
  });

  it("a renewal extends by one period once per provider transaction; an expiry ends it", async () => {
    clock = new Date("2026-05-01T00:00:00Z");
    const m = await createMember(t.app);
    await returnFrom(m, await startCheckout(m, "unlocked-beyond"));
    expect((await statusOf(m)).subscription_end).toBe("2027-05-01T00:00:00.000Z");
    const renewed = await advancePlan(t.database, "renew", m.email, "unlocked-beyond", () => clock, t.bus);
    expect(renewed.subscription_end).toBe("2028-05-01T00:00:00.000Z");
    expect((await receiptsOf(m)).map((r) => [r.kind, r.amount_cents])).toEqual([
      ["renewal", 3900],
      ["checkout", 3900],
    ]);

    await advancePlan(t.database, "expire", m.email, "unlocked-beyond", () => clock, t.bus);
    expect(await statusOf(m)).toEqual(freeStatus);
  });

  it("changing from Plus to Beyond shows Beyond and stops Plus renewing; Beyond's features follow", async () => {
    clock = new Date("2026-06-01T00:00:00Z");
    const m = await createMember(t.app);
    await returnFrom(m, await startCheckout(m, "unlocked-plus"));
    await returnFrom(m, await startCheckout(m, "unlocked-beyond"));
    const status = await statusOf(m);
    expect(status).toMatchObject({
      subscription_tier: "unlocked-beyond",
      subscription_end: "2027-06-01T00:00:00.000Z",
    });
    expect(status.entitlements).toMatchObject({ connectionDna: true, memoryVault: true, unlimitedMessages: true });
    expect(status.memberships).toEqual(
      expect.arrayContaining([
        { plan: "unlocked-plus", period_end: "2026-07-01T00:00:00.000Z", renews: false },
        { plan: "unlocked-beyond", period_end: "2027-06-01T00:00:00.000Z", renews: true },
      ]),
    );
  });

  it("the Echo add-on sits beside a tier; the lifetime one replaces the monthly, never ends and cannot be bought twice", async () => {
    const m = await createMember(t.app);
    await returnFrom(m, await startCheckout(m, "unlocked-echo-monthly"));
    await returnFrom(m, await startCheckout(m, "unlocked-echo-lifetime"));
    expect(json(await as(m, "GET", "/api/subscription")).memberships).toEqual(
      expect.arrayContaining([expect.objectContaining({ plan: "unlocked-echo-monthly", renews: false })]),
    );
    await advancePlan(t.database, "expire", m.email, "unlocked-echo-monthly", () => clock, t.bus);
    const status = await statusOf(m);
    expect(status).toMatchObject({ subscribed: false, subscription_tier: "free", echo_addon: "lifetime" });
    expect(status.entitlements).toMatchObject({ echoChats: true, unlimitedMessages: false });
    expect(status.memberships).toEqual([{ plan: "unlocked-echo-lifetime", period_end: null, renews: false }]);
    expect((await as(m, "POST", "/api/payments/checkout", { plan: "unlocked-echo-lifetime" })).statusCode).toBe(409);
    expect((await as(m, "POST", "/api/payments/checkout", { plan: "unlocked-echo-monthly" })).statusCode).toBe(409);
    clock = new Date(clock.getTime() + 3650 * DAY);
    expect((await statusOf(m)).echo_addon).toBe("lifetime");
  });
});

describe("in production without PayPal", () => {
  it("takes no payments: no test checkout provider, and no approval page at all", async () => {
    const m = await createMember(t.app);
    const prodServices = createSubscriptionsServices({
      db: t.database.db,
      config: { env: "production", appUrl: "https://unlocked.example", paypal: undefined },
      bus: createEventBus({ db: t.database.db }),
      now: () => clock,
      log: { warn: () => undefined },
    });
    expect(prodServices.testCheckout).toBe(false);
    await expect(prodServices.checkout.start(m.id, "unlocked-plus")).rejects.toMatchObject({
      code: ErrorCodes.paymentsUnavailable,
    });
    expect(await receiptsOf(m)).toEqual([]);
    // The route is not even there (elsewhere it asks for a session first: 401).
    expect((await t.app.inject({ method: "GET", url: "/api/payments/test-checkout/anything" })).statusCode).toBe(401);
    const prod = await createTestApp(
      {},
      {
        NODE_ENV: "production",
        SESSION_SECRET: "a-production-secret-of-more-than-32-characters",
        SMTP_URL: "smtp://127.0.0.1:9",
      },
    );
    try {
      expect((await prod.app.inject({ method: "GET", url: "/api/payments/test-checkout/anything" })).statusCode).toBe(
        404,
      );
    } finally {
      await prod.close();
    }
  });
});
