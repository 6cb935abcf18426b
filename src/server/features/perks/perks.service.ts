import { ErrorCodes } from "#shared/errors";
import { overlayNames, PerkText, type OverlayName, type PerkSettings, type PerkSettingsUpdate } from "#shared/perks";
import type { Entitlements } from "#shared/plans";
import { createReadThroughCache } from "../../platform/cache/read-through.js";
import { DomainError } from "../../platform/errors.js";
import type { EventBus } from "../../platform/events/event-bus.js";
import type { PerksRepository } from "./perks.repository.js";

type Deps = {
  repo: PerksRepository;
  bus: EventBus;
  /** Asked of subscriptions: what the member's plans unlock now (kept in memory there, ended by time). */
  entitlements: (userId: string) => Promise<Entitlements>;
  /** Asked of subscriptions: of these members, those whose plan includes the badge now (one query). */
  badgeHolders: (userIds: readonly string[]) => Promise<Set<string>>;
};

/**
 * The member's choices about Beyond's perks, and what they add up to with the plan held now:
 * a choice outlives the plan (turned on again, it counts again when Beyond returns), but only the
 * plan makes it count. Unlocked Mode itself is enforced by the visibility policy, not here.
 */
export function createPerksService({ repo, bus, entitlements, badgeHolders }: Deps) {
  // Read on every page a Beyond member opens (the nav's Unlocked Mode, each page's tip): kept in
  // memory, evicted in every process when they change (PerkSettingsChanged, subscribed in
  // index.ts), else after ten seconds.
  const choices = createReadThroughCache((userId: string) => repo.settings(userId));

  async function settings(userId: string): Promise<PerkSettings> {
    const [row, plan] = await Promise.all([choices.get(userId), entitlements(userId)]);
    return {
      unlocked_mode: row.unlocked_mode && plan.unlockedMode,
      badge_hidden: row.badge_hidden,
      badge_shown: plan.beyondBadge && !row.badge_hidden,
      overlays_pending: plan.onboardingOverlays ? overlayNames.filter((n) => !row.overlays_seen.includes(n)) : [],
    };
  }
  async function changed(userId: string): Promise<PerkSettings> {
    choices.evict(userId);
    await bus.emit("PerkSettingsChanged", { userId });
    return settings(userId);
  }

  return {
    settings,

    forget: (userId: string): void => choices.evict(userId),
    forgetAll: (): void => choices.clear(),

    async update(userId: string, changes: PerkSettingsUpdate): Promise<PerkSettings> {
      if (changes.unlocked_mode === true && !(await entitlements(userId)).unlockedMode)
        throw new DomainError("forbidden", ErrorCodes.premiumRequired, PerkText.unlockedModeRequired);
      await repo.update(userId, {
        ...(changes.unlocked_mode === undefined ? {} : { unlocked_mode: changes.unlocked_mode }),
        ...(changes.badge_hidden === undefined ? {} : { badge_hidden: changes.badge_hidden }),
      });
      return changed(userId);
    },

    async overlaySeen(userId: string, name: OverlayName): Promise<PerkSettings> {
      await repo.markSeen(userId, name);
      return changed(userId);
    },

    async replayOverlays(userId: string): Promise<PerkSettings> {
      await repo.forgetSeen(userId);
      return changed(userId);
    },

    /**
     * Of these members, those whose Beyond badge shows now (an active plan, not hidden by them):
     * asked for every page of people, so two queries at most, and one when nobody on it has Beyond.
     */
    async badgesAmong(ids: readonly string[]): Promise<Set<string>> {
      const holders = await badgeHolders([...new Set(ids)]);
      if (holders.size === 0) return holders;
      const hidden = await repo.badgeHiddenAmong([...holders]);
      return new Set([...holders].filter((id) => !hidden.has(id)));
    },
  };
}
export type PerksService = ReturnType<typeof createPerksService>;
