import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createSafetyRepository } from "./safety.repository.js";
import { safetyRoutes } from "./safety.routes.js";
import { createSafetyService, type SafetyService } from "./safety.service.js";

/**
 * Safety (part 2 §3, §4): each account's settings (a row with the spec's defaults from
 * `UserCreated`) and blocks (reports are the moderation feature's). The visibility policy reads profile_visibility and blocks;
 * messaging asks `settings` for the recipient's rules.
 */
export function createSafetyFeature(
  p: Platform,
  deps: Pick<Parameters<typeof createSafetyService>[0], "likeness">,
): Feature<SafetyService> {
  const repo = createSafetyRepository(p.db);
  const service = createSafetyService({
    repo,
    atomically: atomicallyWith(p.bus, createSafetyRepository),
    bus: p.bus,
    ...deps,
  });
  return {
    exportOf: repo.exportRows,
    name: "safety",
    service,
    routes: safetyRoutes(service),
    subscribe(bus) {
      bus.on("UserCreated", "safety.defaults", ({ userId }) => repo.createDefaults(userId));
      // A photo its owner deleted, or a moderator removed, does not live on as a thumbnail in blockers' lists.
      bus.on("PhotoRemoved", "safety.forget-block-thumbnail", ({ userId, photoId }) =>
        repo.forgetPhoto(userId, photoId),
      );
      bus.onEverywhere("SafetySettingsChanged", ({ userId }) => service.forgetSettings(userId));
      bus.onEverywhere("RealtimeResync", () => service.forgetAllSettings());
    },
  };
}
export type { SafetyService };
