import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createAiDigestRepository } from "./ai-digest.repository.js";
import { aiDigestRoutes } from "./ai-digest.routes.js";
import { createAiDigestService, type AiDigestService } from "./ai-digest.service.js";
import { createIcebreakers } from "./icebreakers.js";

type Deps = Omit<Parameters<typeof createAiDigestService>[0], "repo" | "now" | "llm" | "atomically"> &
  Pick<Parameters<typeof createIcebreakers>[0], "conversationBegun"> & {
    /** Asked of early access: is the icebreakers flag on for this member? */
    icebreakersEnabled: (userId: string) => Promise<boolean>;
  };

/** Queue names: the daily run, and one member's digest (keyed by member and day). */
export const DigestJobs = { daily: "ai-digest.daily", member: "ai-digest.member" } as const;

/**
 * The AI Digest (part 2 §2, §7; Unlocked+ and Beyond): the engine (digest-engine.ts), the
 * generate call, and a daily job on the queue that writes every subscriber's digest.
 */
export function createAiDigestFeature(
  p: Platform,
  { icebreakersEnabled, conversationBegun, ...deps }: Deps,
): Feature<AiDigestService> {
  const repo = createAiDigestRepository(p.db);
  const icebreakers = createIcebreakers({
    enabled: icebreakersEnabled,
    conversationBegun,
    matchesOf: deps.matchesOf,
    questions: deps.questions,
    personOf: deps.personOf,
    now: p.now,
  });
  const service = createAiDigestService({
    repo,
    now: p.now,
    llm: p.llm,
    atomically: atomicallyWith(p.bus, createAiDigestRepository),
    ...deps,
  });
  p.jobs.define(DigestJobs.daily, async () => {
    const queued = await service.fanOut((userId, key) => p.jobs.send(DigestJobs.member, { userId }, key));
    p.log.info({ queued }, "ai digest: daily run queued");
  });
  p.jobs.define<{ userId: string }>(DigestJobs.member, ({ userId }) => service.generateDaily(userId), {
    singletonPerKey: true,
  });
  p.jobs.schedule(DigestJobs.daily, p.config.jobs.digestCron);
  return {
    name: "ai-digest",
    exportOf: service.exportRows,
    service,
    routes: aiDigestRoutes(service, icebreakers, p.rateLimit),
    subscribe: (bus) =>
      bus.on("AccountDeleted", "ai-digest.forget-person", ({ userId, matchIds }) =>
        service.forgetPerson(userId, matchIds),
      ),
  };
}
export type { AiDigestService };
