import type { Feature, Platform } from "../../platform/feature.js";
import { createMatchMemoryRepository } from "./match-memory.repository.js";
import { matchMemoryRoutes } from "./match-memory.routes.js";
import { createMatchMemoryService, type MatchMemoryService } from "./match-memory.service.js";

/**
 * Private Match Memory (Unlocked+ and Beyond): a member's notes about each match, only ever read
 * by their author. Subscriptions decides who may write; matching which matches are the member's.
 */
export function createMatchMemoryFeature(
  p: Platform,
  deps: {
    entitled: (userId: string) => Promise<boolean>;
    partnerIn: (matchId: string, userId: string) => Promise<{ partnerId: string } | null>;
  },
): Feature<MatchMemoryService> {
  const repo = createMatchMemoryRepository(p.db);
  const service = createMatchMemoryService({ repo, ...deps });
  return { name: "match-memory", service, routes: matchMemoryRoutes(service), exportOf: repo.exportRows };
}
export type { MatchMemoryService };
