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
import { memberRead } from "../../platform/http/page-reads.js";

export function messagingRoutes(service: MessagingService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["messaging"];
    const auth = { onRequest: requireUser };

    memberRead(app, "/api/messages/allowance", { tags, response: { 200: allowanceSchema } }, async ({ user }) =>
      service.allowance(user.id),
    );
    memberRead(
      app,
      "/api/conversations",
      { tags, querystring: conversationPageQuerySchema, response: { 200: conversationListSchema } },
      async ({ user, query }) => service.conversations(user.id, query),
    );
    r.get(
      "/api/conversations/unread",
      { ...auth, schema: { tags, response: { 200: unreadCountSchema } } },
      async (request) => service.unreadCount(signedIn(request).id),
    );
    memberRead(
      app,
      "/api/conversations/:matchId",
      { tags, params: matchParamsSchema, response: { 200: conversationSchema } },
      async ({ user, params }) => service.conversation(user.id, params.matchId),
    );
    memberRead(
      app,
      "/api/conversations/:matchId/messages",
      { tags, params: matchParamsSchema, querystring: messagePageQuerySchema, response: { 200: messageListSchema } },
      async ({ user, params, query }) => service.messages(user.id, params.matchId, query),
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
