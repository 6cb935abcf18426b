import type { Feature, Platform } from "../../platform/feature.js";
import { createConnectionDnaRepository } from "./connection-dna.repository.js";
import { connectionDnaRoutes } from "./connection-dna.routes.js";
import { createConnectionDnaService, type ConnectionDnaService } from "./connection-dna.service.js";

type Deps = Omit<Parameters<typeof createConnectionDnaService>[0], "repo" | "now">;

/**
 * Connection DNA (part 2 §2, §3; Unlocked Beyond): the engine (engine.ts, insights.ts) over the
 * member's answers, profile and activity, recomputed in the background when those change.
 */
export function createConnectionDnaFeature(p: Platform, deps: Deps): Feature<ConnectionDnaService> {
  const service = createConnectionDnaService({ repo: createConnectionDnaRepository(p.db), now: p.now, ...deps });
  const later = (work: Promise<void>) => p.tasks.run(work);
  return {
    name: "connection-dna",
    service,
    routes: connectionDnaRoutes(service),
    subscribe(bus) {
      bus.on("QuizCompleted", ({ userId }) => later(service.refresh(userId)));
      bus.on("ProfileCompleted", ({ userId }) => later(service.refresh(userId)));
      bus.on("MatchCreated", ({ userIds }) => later(Promise.all(userIds.map(service.refresh)).then(() => undefined)));
      bus.on("MatchEnded", ({ userIds }) => later(Promise.all(userIds.map(service.refresh)).then(() => undefined)));
      bus.on("MessageSent", ({ senderId, recipientId }) => later(Promise.all([senderId, recipientId].map(service.refreshAfterMessage)).then(() => undefined)));
    },
  };
}
export type { ConnectionDnaService };
