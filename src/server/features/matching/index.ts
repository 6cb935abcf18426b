import type { DiscoveryResponse } from "#shared/matching";
import type { Feature, Platform } from "../../platform/feature.js";
import { createDiscoveryRepository } from "./discovery.repository.js";
import { createDiscoveryRankingsRepository } from "./discovery-rankings.repository.js";
import { createDiscoverySearchRepository } from "./discovery-search.repository.js";
import { createDiscoveryService } from "./discovery.service.js";
import { atomicallyWith } from "../../platform/events/event-bus.js";
import { createMatchingRepository } from "./matching.repository.js";
import { matchingRoutes } from "./matching.routes.js";
import { createMatchingService, type MatchingService } from "./matching.service.js";

type Deps = {
  /** Main photos as veils for a free member's "Likes you" (profiles feature). */
  veilsOf: (userIds: readonly string[]) => Promise<(string | null)[]>;
  /** Someone's photos and prompts as a viewer sees them, to check and show a like's part (profiles). */
  partsOf: Parameters<typeof createMatchingService>[0]["partsOf"];
} & Pick<
  Parameters<typeof createDiscoveryService>[0],
  | "profileFacts"
  | "memberIdsAfter"
  | "answersOf"
  | "scorer"
  | "ranker"
  | "ageVerified"
  | "sharesLocation"
  | "priorityUntil"
  | "unlimitedFilters"
  | "expandedMatching"
  | "badgesAmong"
  | "isVerified"
>;

const MatchingJobs = { sweepRankings: "matching.sweep-rankings" } as const;

/**
 * Matching: discovery (its own projection of discoverable members, kept from profile and quiz
 * events), likes, passes and mutual matches, and the distance between zips.
 */
export type MatchingFeatureService = MatchingService & {
  /** The member's best new candidates, as discovery ranks them (the AI digest's insights). */
  candidates: (userId: string) => Promise<DiscoveryResponse>;
};

export function createMatchingFeature(
  p: Platform,
  { veilsOf, partsOf, ...deps }: Deps,
): Feature<MatchingFeatureService> {
  const matchingRepo = createMatchingRepository(p.db);
  const discovery = createDiscoveryService({
    repo: createDiscoveryRepository(p.db),
    search: createDiscoverySearchRepository(p.db),
    rankings: createDiscoveryRankingsRepository(p.db),
    now: p.now,
    ...deps,
  });
  // Members from before discovery existed get their rows in the background at start.
  p.tasks.run(discovery.backfillIfEmpty());
  p.jobs.define(MatchingJobs.sweepRankings, async () => void (await discovery.sweepRankings()));
  p.jobs.schedule(MatchingJobs.sweepRankings, "*/15 * * * *");
  const service = {
    ...createMatchingService({
      repo: matchingRepo,
      atomically: atomicallyWith(p.bus, createMatchingRepository),
      bus: p.bus,
      now: p.now,
      expandedMatching: deps.expandedMatching,
      cardsOf: discovery.cardsOf,
      veilsOf,
      partsOf,
    }),
    candidates: (userId: string) => discovery.discover(userId, {}),
  };
  return {
    exportOf: matchingRepo.exportRows,
    name: "matching",
    service,
    routes: matchingRoutes(service, discovery, p.once),
    subscribe(bus) {
      // Discovery's projection of the member is recomputed from the source rows: a redelivery rewrites the same row.
      bus.on("ProfileChanged", "matching.discovery-on-profile", ({ userId }) => discovery.refresh(userId));
      bus.on("QuizCompleted", "matching.discovery-on-quiz", ({ userId }) => discovery.refresh(userId));
      bus.on("VerificationChanged", "matching.discovery-on-verification", ({ userId }) => discovery.refresh(userId));
      bus.on("SafetySettingsChanged", "matching.discovery-on-safety", ({ userId }) => discovery.refresh(userId));
      bus.on("SubscriptionChanged", "matching.priority-on-plan", ({ userId }) => discovery.refreshPriority(userId));
      bus.on("PerkSettingsChanged", "matching.listed-on-perks", ({ userId }) => discovery.relist(userId));
      bus.on("AccountDeleted", "matching.rankings-forget-person", ({ userId }) => discovery.forgetPerson(userId));
      bus.on("UserUnblocked", "matching.forget-pair", ({ blockerId, blockedId }) =>
        service.forgetPair(blockerId, blockedId),
      );
    },
  };
}
export type { MatchingService };
export { createDiscoveryRepository, type CandidateRow } from "./discovery.repository.js";
