import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { digestHistorySchema, generateDigestSchema, todayDigestSchema } from "#shared/ai-digest";
import { icebreakersSchema } from "#shared/early-access";
import { matchMemoryParamsSchema } from "#shared/match-memory";
import { RateLimits } from "#shared/limits";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { byUser, type RateLimitGuard } from "../../platform/http/rate-limit.js";
import type { AiDigestService } from "./ai-digest.service.js";

export function aiDigestRoutes(
  service: AiDigestService,
  icebreakers: (userId: string, matchId: string) => Promise<string[]>,
  rateLimit: RateLimitGuard,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["ai-digest"];
    r.get(
      "/api/ai-digest/today",
      { onRequest: requireUser, schema: { tags, response: { 200: todayDigestSchema } } },
      async (request) => service.today(signedIn(request).id),
    );
    r.get(
      "/api/ai-digest/history",
      { onRequest: requireUser, schema: { tags, response: { 200: digestHistorySchema } } },
      async (request) => ({
        digests: await service.history(signedIn(request).id),
      }),
    );
    // Writing a digest reads a member's whole matching picture: a few a minute is plenty.
    r.post(
      "/api/ai-digest/generate",
      {
        onRequest: requireUser,
        preHandler: rateLimit("ai-digest", RateLimits.digestsPerUser, byUser),
        schema: { tags, response: { 200: generateDigestSchema } },
      },
      async (request) => ({ success: true as const, digest: await service.generate(signedIn(request).id) }),
    );
    // Icebreakers (early access): the digest's conversation starters for one new match.
    r.get(
      "/api/conversations/:matchId/icebreakers",
      {
        onRequest: requireUser,
        schema: { tags, params: matchMemoryParamsSchema, response: { 200: icebreakersSchema } },
      },
      async (request) => ({ icebreakers: await icebreakers(signedIn(request).id, request.params.matchId) }),
    );
  };
}
