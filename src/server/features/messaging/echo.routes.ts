import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  echoChatsSchema,
  echoDecisionResultSchema,
  echoDecisionSchema,
  echoResponseSchema,
  echoStateSchema,
} from "#shared/echo";
import { matchParamsSchema } from "#shared/matching";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { EchoService } from "./echo.service.js";
import { memberRead } from "../../platform/http/page-reads.js";

/**
 * The member's Echo chats; a conversation's Echo chat: read it, start it (a new match, Echo
 * Amplified), decide at its end. `matchIdsOf` is the member's visible matches (matching).
 */
export function echoRoutes(echo: EchoService, matchIdsOf: (userId: string) => Promise<string[]>) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["messaging"];
    r.get(
      "/api/echo-chats",
      { onRequest: requireUser, schema: { tags, response: { 200: echoChatsSchema } } },
      async (request) => echo.mine(signedIn(request).id, await matchIdsOf(signedIn(request).id)),
    );
    const base = "/api/conversations/:matchId/echo";
    memberRead(
      app,
      base,
      { tags, params: matchParamsSchema, response: { 200: echoResponseSchema } },
      async ({ user, params }) => ({ echo: await echo.state(user.id, params.matchId) }),
    );
    r.post(
      base,
      { onRequest: requireUser, schema: { tags, params: matchParamsSchema, response: { 201: echoStateSchema } } },
      async (request, reply) => reply.status(201).send(await echo.start(signedIn(request).id, request.params.matchId)),
    );
    r.post(
      `${base}/decision`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          params: matchParamsSchema,
          body: echoDecisionSchema,
          response: { 200: echoDecisionResultSchema },
        },
      },
      async (request) => echo.decide(signedIn(request).id, request.params.matchId, request.body.choice),
    );
  };
}
