import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "../../config.js";
import type { Database } from "../../db/types.js";
import { atomicallyWith, type EventBus } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createCheckoutService, type CheckoutService } from "./checkout.service.js";
import { createMembershipsRepository } from "./memberships.repository.js";
import { createPaymentsRepository } from "./payments.repository.js";
import type { PaymentProvider } from "./providers/provider.js";
import { createPayPalWebhooks } from "./paypal-webhooks.js";
import { createPayPal } from "./providers/paypal.js";
import { createTestCheckout } from "./providers/test-checkout.js";
import { subscriptionsRoutes } from "./subscriptions.routes.js";
import { createSubscriptionsService, type SubscriptionsService } from "./subscriptions.service.js";

type Deps = {
  db: Kysely<Database>;
  config: Pick<Config, "env" | "appUrl" | "paypal">;
  bus: EventBus;
  now: () => Date;
  log: Pick<FastifyBaseLogger, "warn">;
};

/**
 * The feature's services, wired: the app's feature below, and the operator's commands
 * (scripts/billing.ts, scripts/grant.ts) that work on the same database.
 */
export function createSubscriptionsServices({ db, config, bus, now, log }: Deps) {
  const memberships = createMembershipsRepository(db);
  const payments = createPaymentsRepository(db);
  const paypal = config.paypal ? createPayPal(config.paypal) : null;
  // The test checkout stands in for PayPal outside production (ADR 0309).
  const test = config.env === "production" ? null : createTestCheckout(config.appUrl);
  const providers: Partial<Record<"paypal" | "test", PaymentProvider>> = {
    ...(test ? { test } : {}),
    ...(paypal ? { paypal } : {}),
  };
  const provider: PaymentProvider | null = paypal ?? test;
  const subscriptions = createSubscriptionsService({
    repo: memberships,
    atomically: atomicallyWith(bus, createMembershipsRepository),
    now,
    stopProviderBilling: async (name, subscriptionId) => {
      if (name !== "grant") await providers[name]?.cancelSubscription(subscriptionId);
    },
  });
  const checkout = createCheckoutService({
    payments,
    memberships,
    atomically: atomicallyWith(bus, (trx) => ({
      payments: createPaymentsRepository(trx),
      memberships: createMembershipsRepository(trx),
    })),
    provider,
    providers,
    forgetPlans: subscriptions.forgetPlans,
    now,
    appUrl: config.appUrl,
    log: (event, details) => log.warn({ event, ...details }, "payment"),
  });
  const logWarn = (event: string, details: Record<string, unknown>) => log.warn({ event, ...details }, "payment");
  const webhooks = paypal ? createPayPalWebhooks({ paypal, checkout, payments, log: logWarn }) : null;
  return { subscriptions, checkout, memberships, payments, webhooks, testCheckout: test !== null && paypal === null };
}

/**
 * Plans and payments: the plans each member holds (memberships) and what they unlock, which
 * every premium gate asks; checkout through a payment provider; the ledger of receipts.
 */
export function createSubscriptionsFeature(p: Platform): Feature<SubscriptionsService & { checkout: CheckoutService }> {
  const { subscriptions, checkout, memberships, payments, webhooks, testCheckout } = createSubscriptionsServices(p);
  return {
    name: "subscriptions",
    service: { ...subscriptions, checkout },
    routes: subscriptionsRoutes(subscriptions, checkout, {
      testCheckout,
      webhooks,
      rateLimit: p.rateLimit,
      once: p.once,
    }),
    exportOf: async (userId) => ({ ...(await memberships.exportRows(userId)), ...(await payments.exportRows(userId)) }),
    subscribe(bus) {
      // The plans kept in memory (subscriptions.service.ts): the services forget them before they
      // emit; a change made elsewhere (another process, an operator's command) is forgotten in
      // every process when the event reaches it.
      bus.onEverywhere("SubscriptionChanged", ({ userId }) => subscriptions.forgetPlans(userId));
      bus.onEverywhere("RealtimeResync", () => subscriptions.forgetAllPlans());
    },
  };
}
export type { SubscriptionsService, CheckoutService };
