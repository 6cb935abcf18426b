import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponseSchema } from "#shared/auth";
import {
  blockedListSchema,
  blockSchema,
  unblockParamsSchema,
  safetySettingsSchema,
  safetySettingsUpdateSchema,
} from "#shared/safety";
import { ErrorCodes } from "#shared/errors";
import { errorBody } from "../../platform/http/errors.js";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { SafetyService } from "./safety.service.js";
import { memberRead } from "../../platform/http/page-reads.js";

export function safetyRoutes(service: SafetyService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["safety"];

    memberRead(app, "/api/safety-settings", { tags, response: { 200: safetySettingsSchema } }, async ({ user }) =>
      service.settings(user.id),
    );
    r.patch(
      "/api/safety-settings",
      {
        onRequest: requireUser,
        schema: { tags, body: safetySettingsUpdateSchema, response: { 200: safetySettingsSchema } },
      },
      async (request) => service.updateSettings(signedIn(request).id, request.body),
    );
    r.post(
      "/api/blocks",
      { onRequest: requireUser, schema: { tags, body: blockSchema, response: { 201: okResponseSchema } } },
      async (request, reply) => {
        await service.block(signedIn(request).id, request.body.blocked_user_id);
        return reply.status(201).send({ ok: true as const });
      },
    );
    memberRead(app, "/api/blocks", { tags, response: { 200: blockedListSchema } }, async ({ user }) =>
      service.blocked(user.id),
    );
    // A file, not JSON: the small photo kept with the block, for the blocker only.
    r.get(
      "/api/blocks/:userId/photo",
      { onRequest: requireUser, config: { notJson: "file" }, schema: { tags, params: unblockParamsSchema } },
      async (request, reply) => {
        const photo = await service.blockedPhoto(signedIn(request).id, request.params.userId);
        if (!photo) return reply.status(404).send(errorBody(ErrorCodes.notFound, "No photo kept with this block"));
        return reply.header("content-type", "image/webp").header("cache-control", "private, no-store").send(photo);
      },
    );
    r.delete(
      "/api/blocks/:userId",
      { onRequest: requireUser, schema: { tags, params: unblockParamsSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await service.unblock(signedIn(request).id, request.params.userId);
        return { ok: true as const };
      },
    );
  };
}
