import type { Feature, Platform } from "../../platform/feature.js";
import { createMatchingRepository } from "./matching.repository.js";
import { matchingRoutes } from "./matching.routes.js";
import { createMatchingService, type MatchingService } from "./matching.service.js";

/** Matching: likes, passes and mutual matches, and the distance between zips; discovery builds on them. */
export function createMatchingFeature(p: Platform): Feature<MatchingService> {
  const service = createMatchingService({ repo: createMatchingRepository(p.db), bus: p.bus });
  return { name: "matching", service, routes: matchingRoutes(service) };
}
export type { MatchingService };
