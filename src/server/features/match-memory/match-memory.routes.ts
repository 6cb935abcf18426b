import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { matchMemoryInputSchema, matchMemoryParamsSchema, matchMemorySchema } from "#shared/match-memory";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { MatchMemoryService } from "./match-memory.service.js";

/** /api/matches/:matchId/memory: the member's own private note about one of their matches. */
export function matchMemoryRoutes(service: MatchMemoryService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["match-memory"];
    const path = "/api/matches/:matchId/memory";

    r.get(
      path,
      {
        onRequest: requireUser,
        schema: { tags, params: matchMemoryParamsSchema, response: { 200: matchMemorySchema } },
      },
      async (request) => service.read(signedIn(request).id, request.params.matchId),
    );
    r.put(
      path,
      {
        onRequest: requireUser,
        schema: {
          tags,
          params: matchMemoryParamsSchema,
          body: matchMemoryInputSchema,
          response: { 200: matchMemorySchema },
        },
      },
      async (request) => service.write(signedIn(request).id, request.params.matchId, request.body.note),
    );
  };
}
