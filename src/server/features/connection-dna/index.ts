import type { Feature, Platform } from "../../platform/feature.js";
import { createConnectionDnaRepository } from "./connection-dna.repository.js";
import { connectionDnaRoutes } from "./connection-dna.routes.js";
import { createConnectionDnaService, type ConnectionDnaService } from "./connection-dna.service.js";

const MESSAGE_FLUSH_MS = 5_000;

type Deps = Omit<Parameters<typeof createConnectionDnaService>[0], "repo" | "now">;

/**
 * Connection DNA (part 2 §2, §3; Unlocked Beyond): the engine (engine.ts, insights.ts) over the
 * member's answers, profile and activity, recomputed in the background when those change.
 */
export function createConnectionDnaFeature(p: Platform, deps: Deps): Feature<ConnectionDnaService> {
  const repo = createConnectionDnaRepository(p.db);
  const service = createConnectionDnaService({ repo, now: p.now, ...deps });
  const later = (work: Promise<void>) => p.tasks.run(work);
  // Messages come by the hundred a second: their senders and recipients are gathered and looked
  // at together every few seconds, in one query, off the send path. A restart loses at most a
  // few seconds of these, which the next read an hour on makes up.
  const talked = new Set<string>();
  const flush = setInterval(() => {
    if (talked.size === 0) return;
    const userIds = [...talked];
    talked.clear();
    later(service.refreshAfterMessages(userIds));
  }, MESSAGE_FLUSH_MS);
  flush.unref();
  return {
    name: "connection-dna",
    exportOf: repo.exportRows,
    service,
    routes: async (app) => {
      app.addHook("onClose", async () => clearInterval(flush));
      await app.register(connectionDnaRoutes(service));
    },
    subscribe(bus) {
      // Off the request's path, retried on failure; a refresh recomputes from the source rows, so
      // a redelivery writes the same result again.
      const offPath = { offPath: true };
      const refreshAll = async (userIds: readonly string[]) => void (await Promise.all(userIds.map(service.refresh)));
      bus.on("QuizCompleted", "connection-dna.on-quiz", ({ userId }) => service.refresh(userId), offPath);
      bus.on("ProfileCompleted", "connection-dna.on-profile", ({ userId }) => service.refresh(userId), offPath);
      bus.on("MatchCreated", "connection-dna.on-match", ({ userIds }) => refreshAll(userIds), offPath);
      bus.on("MatchEnded", "connection-dna.on-unmatch", ({ userIds }) => refreshAll(userIds), offPath);
      bus.on("MessageSent", "connection-dna.on-message", ({ senderId, recipientId }) => {
        talked.add(senderId);
        talked.add(recipientId);
      });
    },
  };
}
export type { ConnectionDnaService };
