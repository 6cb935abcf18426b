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
      bus.on("QuizCompleted", ({ userId }) => later(service.refresh(userId)));
      bus.on("ProfileCompleted", ({ userId }) => later(service.refresh(userId)));
      bus.on("MatchCreated", ({ userIds }) => later(Promise.all(userIds.map(service.refresh)).then(() => undefined)));
      bus.on("MatchEnded", ({ userIds }) => later(Promise.all(userIds.map(service.refresh)).then(() => undefined)));
      bus.on("MessageSent", ({ senderId, recipientId }) => {
        talked.add(senderId);
        talked.add(recipientId);
      });
    },
  };
}
export type { ConnectionDnaService };
