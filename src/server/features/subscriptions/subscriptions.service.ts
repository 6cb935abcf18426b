import { ErrorCodes } from "#shared/errors";
import { SubscriptionText } from "#shared/messages";
import { entitlementsOf, planCodes, type Entitlement, type Entitlements, type PlanCode } from "#shared/plans";
import { freeStatus, type SubscriptionStatus, type Tier } from "#shared/subscriptions";
import { createReadThroughCache } from "../../platform/cache/read-through.js";
import { DomainError } from "../../platform/errors.js";
import type { Atomically } from "../../platform/events/event-bus.js";
import { givesAccessAt, type MembershipsRepository } from "./memberships.repository.js";

type Deps = {
  repo: MembershipsRepository;
  /** The repository in one transaction whose events commit with it (the event outbox). */
  atomically: Atomically<MembershipsRepository>;
  now: () => Date;
  /** Stops a provider's recurring billing (PayPal's subscription) when a member cancels. */
  stopProviderBilling: (provider: "paypal" | "test" | "grant", subscriptionId: string) => Promise<void>;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What plans a member holds and what they unlock, as every gate asks it (never the client).
 * A plan counts until its period_end (null: for good); the tier shown is Beyond over Plus.
 */
export function createSubscriptionsService({ repo, atomically, now, stopProviderBilling }: Deps) {
  // Every premium gate asks (each message sent, each conversation opened): a member's plans are
  // kept in memory, evicted in every process when they change (SubscriptionChanged, subscribed in
  // index.ts), else after ten seconds. What is kept are the plans giving access when they were
  // read; whether each still does is decided at every ask, so a plan stops counting when it ends.
  const plans = createReadThroughCache(async (userId: string) => ({ rows: await repo.active(userId, now()) }));
  async function active(userId: string) {
    const at = now();
    return (await plans.get(userId)).rows.filter((row) => givesAccessAt(row, at));
  }

  async function status(userId: string): Promise<SubscriptionStatus> {
    const rows = await active(userId);
    if (rows.length === 0) return freeStatus;
    const held = (plan: PlanCode) => rows.find((r) => r.plan === plan);
    const tierRow = held("unlocked-beyond") ?? held("unlocked-plus");
    const echo = held("unlocked-echo-lifetime") ?? held("unlocked-echo-monthly");
    return {
      subscribed: tierRow !== undefined,
      subscription_tier: (tierRow?.plan as Tier | undefined) ?? "free",
      subscription_end: tierRow?.period_end ? tierRow.period_end.toISOString() : null,
      echo_addon: echo ? (echo.plan === "unlocked-echo-lifetime" ? "lifetime" : "monthly") : null,
      entitlements: entitlementsOf(rows.map((r) => r.plan)),
      memberships: rows.map((r) => ({
        plan: r.plan,
        period_end: r.period_end?.toISOString() ?? null,
        renews: r.renews,
      })),
    };
  }

  return {
    status,

    /** The member's plans changed (here or in another process): the next ask reads them again. */
    forgetPlans: (userId: string): void => plans.evict(userId),

    /** Changes may have been missed (the event carrier was away): every next ask reads again. */
    forgetAllPlans: (): void => plans.clear(),

    /** What the member's plans unlock: the one answer every premium gate asks. */
    async entitlements(userId: string): Promise<Entitlements> {
      return (await status(userId)).entitlements;
    },

    /** One entitlement as a yes-or-no question about a member: the gate a feature is handed. */
    entitledTo(entitlement: Entitlement): (userId: string) => Promise<boolean> {
      return async (userId) => (await status(userId)).entitlements[entitlement];
    },

    /** Until when priority matching ranks the member first among equals; null without a tier. */
    async priorityUntil(userId: string): Promise<Date | null> {
      // The latest end among the tiers held (Plus may outlast a Beyond that was left).
      // Read from the database, not the plans kept in memory: asked only when a plan changed,
      // by handlers that may run before this process has forgotten the old plans.
      const ends = (await repo.active(userId, now()))
        .filter((r) => r.plan === "unlocked-plus" || r.plan === "unlocked-beyond")
        .map((r) => r.period_end?.getTime() ?? Infinity);
      if (ends.length === 0) return null;
      const latest = Math.max(...ends);
      return Number.isFinite(latest) ? new Date(latest) : new Date("9999-12-31T00:00:00Z");
    },

    /** Every member whose plans include `entitlement` now, a page at a time (ids in order; pass the last as `after`). */
    async holdersOf(entitlement: Entitlement, after: string | null, limit: number): Promise<string[]> {
      const plans = planCodes.filter((code) => entitlementsOf([code])[entitlement]);
      return plans.length ? repo.holders(plans, now(), after, limit) : [];
    },

    /** Of these members, those whose plans include `entitlement` now: one query for a page of people (badges). */
    async holdingAmong(entitlement: Entitlement, userIds: readonly string[]): Promise<Set<string>> {
      const plans = planCodes.filter((code) => entitlementsOf([code])[entitlement]);
      return new Set(plans.length ? await repo.holdingAmong(plans, userIds, now()) : []);
    },

    /** Unlimited messages and read receipts (Plus and Beyond). */
    async isPremium(userId: string): Promise<boolean> {
      return (await status(userId)).entitlements.unlimitedMessages;
    },

    /**
     * Cancels a plan's renewal: access is kept to the end of the paid period, and nothing of
     * it is refunded (part 2 §9). The provider stops billing first, so a failure there leaves
     * the plan renewing rather than charging someone who cancelled.
     */
    async cancel(userId: string, plan: PlanCode): Promise<SubscriptionStatus> {
      const row = await repo.find(userId, plan);
      const active = row && (row.period_end === null || row.period_end > now());
      if (!row || !active || !row.renews)
        throw new DomainError("conflict", ErrorCodes.notRenewing, SubscriptionText.notRenewing);
      if (row.provider_subscription_id) await stopProviderBilling(row.provider, row.provider_subscription_id);
      await atomically(async (r, emit) => {
        await r.stopRenewal(userId, plan);
        emit("SubscriptionChanged", { userId });
      });
      plans.evict(userId);
      return status(userId);
    },

    /**
     * Before an account is deleted: every plan still renewing stops billing at its provider first
     * (a failure throws, and the deletion does not go ahead while the provider might charge again).
     */
    async stopAllBilling(userId: string): Promise<void> {
      for (const row of await repo.renewing(userId)) {
        if (row.provider_subscription_id) await stopProviderBilling(row.provider, row.provider_subscription_id);
        await repo.stopRenewal(userId, row.plan);
      }
      plans.evict(userId);
    },

    /** An operator's grant: a plan (a tier or an Echo add-on) for `days`, unbilled; `free` ends the tiers. */
    async grant(userId: string, tier: Tier | PlanCode, days: number): Promise<SubscriptionStatus> {
      const at = now();
      await atomically(async (r, emit) => {
        if (tier === "free") {
          for (const plan of ["unlocked-plus", "unlocked-beyond"] as const)
            if (await r.find(userId, plan)) await r.end(userId, plan, at);
        } else {
          await r.upsert({
            userId,
            plan: tier,
            periodEnd: new Date(at.getTime() + days * DAY_MS),
            renews: false,
            provider: "grant",
            subscriptionId: null,
          });
        }
        emit("SubscriptionChanged", { userId });
      });
      plans.evict(userId);
      return status(userId);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
