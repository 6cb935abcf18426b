import { freeStatus, paidTiers, type SubscriptionStatus, type Tier } from "#shared/subscriptions";
import type { EventBus } from "../../platform/events/event-bus.js";
import type { SubscriptionsRepository } from "./subscriptions.repository.js";

type Deps = { repo: SubscriptionsRepository; bus: EventBus; now: () => Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What plan a member is on, as every gate asks it (never the client). A paid tier counts until
 * its subscription_end (a null end never lapses); after that the member is free again.
 */
export function createSubscriptionsService({ repo, bus, now }: Deps) {
  async function status(userId: string): Promise<SubscriptionStatus> {
    const row = await repo.find(userId);
    if (!row) return freeStatus;
    const at = now().getTime();
    const active = (end: Date | null) => end === null || end.getTime() > at;
    const paid = (paidTiers as readonly Tier[]).includes(row.tier) && active(row.subscription_end);
    const echo = row.echo_addon !== null && active(row.echo_end) ? row.echo_addon : null;
    return {
      subscribed: paid,
      subscription_tier: paid ? row.tier : "free",
      subscription_end: paid && row.subscription_end ? row.subscription_end.toISOString() : null,
      echo_addon: echo,
    };
  }

  return {
    status,

    /** Unlimited messages and read receipts (Plus and Beyond). */
    async isPremium(userId: string): Promise<boolean> {
      return (await status(userId)).subscribed;
    },

    /**
     * An operator's grant (`npm run grant`), until payments land: the tier for `days` from now
     * (free ends any paid period at once).
     */
    async grant(userId: string, tier: Tier, days: number): Promise<SubscriptionStatus> {
      await repo.setTier(userId, tier, tier === "free" ? null : new Date(now().getTime() + days * DAY_MS));
      await bus.emit("SubscriptionChanged", { userId });
      return status(userId);
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
