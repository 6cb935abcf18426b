import type { MatchList } from "#shared/matching";
import type { Feature, Platform } from "../../platform/feature.js";
import { createMemoryVaultRepository } from "./memory-vault.repository.js";
import { memoryVaultRoutes } from "./memory-vault.routes.js";
import { createMemoryVaultService, type MemoryVaultService } from "./memory-vault.service.js";

/**
 * Memory Vault (part 2 §2, §3; Unlocked Beyond): favourite matches, inspiring prompts and moments,
 * private to their owner. Subscriptions decides who holds the plan; matching which matches a
 * member may name.
 */
export function createMemoryVaultFeature(
  p: Platform,
  deps: {
    entitled: (userId: string) => Promise<boolean>;
    matchesOf: (userId: string) => Promise<MatchList>;
    partnerIn: (matchId: string, userId: string) => Promise<{ partnerId: string } | null>;
  },
): Feature<MemoryVaultService> {
  const repo = createMemoryVaultRepository(p.db);
  const service = createMemoryVaultService({ repo, ...deps });
  return { name: "memory-vault", service, routes: memoryVaultRoutes(service), exportOf: repo.exportRows };
}
export type { MemoryVaultService };
