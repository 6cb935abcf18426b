import type { Feature, Platform } from "../../platform/feature.js";
import { createSafetyRepository } from "./safety.repository.js";

/**
 * Safety settings (part 2 §3): each account gets its row with the spec's defaults when it is
 * created; the visibility policy reads profile_visibility. The /safety screen, reports and blocks
 * come with the messaging and safety issue.
 */
export function createSafetyFeature(p: Platform): Feature<Record<string, never>> {
  const repo = createSafetyRepository(p.db);
  return {
    name: "safety",
    service: {},
    subscribe(bus) {
      bus.on("UserCreated", ({ userId }) => repo.createDefaults(userId));
    },
  };
}
