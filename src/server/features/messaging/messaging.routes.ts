import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { matchParamsSchema } from "#shared/matching";
import {
  allowanceSchema,
  conversationListSchema,
  conversationPageQuerySchema,
  conversationSchema,
  markReadSchema,
  messageListSchema,
  messagePageQuerySchema,
  messageSchema,
  readResultSchema,
  sendMessageSchema,
  unreadCountSchema,
} from "#shared/messaging";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { idempotencyKeyOf } from "../../platform/idempotency/idempotency.js";
import type { MessagingService } from "./messaging.service.js";

export function messagingRoutes(service: MessagingService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["messaging"];
    const auth = { onRequest: requireUser };

    r.get(
      "/api/messages/allowance",
      { ...auth, schema: { tags, response: { 200: allowanceSchema } } },
      async (request) => service.allowance(signedIn(request).id),
    );
    r.get(
      "/api/conversations",
      {
        ...auth,
        schema: { tags, querystring: conversationPageQuerySchema, response: { 200: conversationListSchema } },
      },
      async (request) => service.conversations(signedIn(request).id, request.query),
    );
    r.get(
      "/api/conversations/unread",
      { ...auth, schema: { tags, response: { 200: unreadCountSchema } } },
      async (request) => service.unreadCount(signedIn(request).id),
    );
    r.get(
      "/api/conversations/:matchId",
      { ...auth, schema: { tags, params: matchParamsSchema, response: { 200: conversationSchema } } },
      async (request) => service.conversation(signedIn(request).id, request.params.matchId),
    );
    r.get(
      "/api/conversations/:matchId/messages",
      {
        ...auth,
        schema: {
          tags,
          params: matchParamsSchema,
          querystring: messagePageQuerySchema,
          response: { 200: messageListSchema },
        },
      },
      async (request) => service.messages(signedIn(request).id, request.params.matchId, request.query),
    );
    r.post(
      "/api/conversations/:matchId/read",
      {
        ...auth,
        schema: { tags, params: matchParamsSchema, body: markReadSchema, response: { 200: readResultSchema } },
      },
      async (request) => service.markRead(signedIn(request).id, request.params.matchId, request.body.up_to),
    );
    r.post(
      "/api/conversations/:matchId/messages",
      // A send repeated with its Idempotency-Key (a retry after a dropped connection) is answered, not
      // sent twice. The key is kept on the message itself, not through the generic guard (`once`):
      // two round trips fewer for the most frequent write (ADR 0433).
      {
        ...auth,
        schema: { tags, params: matchParamsSchema, body: sendMessageSchema, response: { 201: messageSchema } },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request) ?? null;
        const sent = await service.send(signedIn(request).id, request.params.matchId, request.body.message_text, key);
        if (sent.replayed) void reply.header("idempotent-replayed", "true");
        return reply.status(201).send(sent.message);
      },
    );
  };
}
