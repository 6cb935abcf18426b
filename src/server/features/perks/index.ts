import type { Entitlements } from "#shared/plans";
import type { Feature, Platform } from "../../platform/feature.js";
import { createPerksRepository } from "./perks.repository.js";
import { perksRoutes } from "./perks.routes.js";
import { createPerksService, type PerksService } from "./perks.service.js";

/**
 * Beyond's perks that are a member's choice: Unlocked Mode (enforced by the visibility policy,
 * which reads perk_settings), the Beyond badge (`badgesAmong`, asked by every feature that shows
 * a person) and the onboarding overlays seen. Subscriptions says what the plan allows.
 */
export function createPerksFeature(
  p: Platform,
  deps: {
    entitlements: (userId: string) => Promise<Entitlements>;
    badgeHolders: (userIds: readonly string[]) => Promise<Set<string>>;
  },
): Feature<PerksService> {
  const repo = createPerksRepository(p.db);
  const service = createPerksService({ repo, bus: p.bus, ...deps });
  return {
    name: "perks",
    service,
    routes: perksRoutes(service),
    exportOf: repo.exportRows,
    subscribe(bus) {
      bus.onEverywhere("PerkSettingsChanged", ({ userId }) => service.forget(userId));
      bus.onEverywhere("RealtimeResync", () => service.forgetAll());
    },
  };
}
export type { PerksService };
