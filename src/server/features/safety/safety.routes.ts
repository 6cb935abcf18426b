import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponseSchema } from "#shared/auth";
import { RateLimits } from "#shared/limits";
import { blockSchema, reportSchema, safetySettingsSchema, safetySettingsUpdateSchema } from "#shared/safety";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { byUser, type RateLimitGuard } from "../../platform/http/rate-limit.js";
import type { IdempotencyGuard } from "../../platform/idempotency/idempotency.js";
import type { SafetyService } from "./safety.service.js";

export function safetyRoutes(service: SafetyService, rateLimit: RateLimitGuard, once: IdempotencyGuard) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["safety"];

    r.get(
      "/api/safety-settings",
      { preHandler: requireUser, schema: { tags, response: { 200: safetySettingsSchema } } },
      async (request) => service.settings(signedIn(request).id),
    );
    r.patch(
      "/api/safety-settings",
      {
        preHandler: requireUser,
        schema: { tags, body: safetySettingsUpdateSchema, response: { 200: safetySettingsSchema } },
      },
      async (request) => service.updateSettings(signedIn(request).id, request.body),
    );
    r.post(
      "/api/reports",
      {
        ...once(requireUser, rateLimit("report", RateLimits.reportsPerUser, byUser)),
        schema: { tags, body: reportSchema, response: { 201: okResponseSchema } },
      },
      async (request, reply) => {
        await service.report(signedIn(request).id, request.body);
        return reply.status(201).send({ ok: true as const });
      },
    );
    r.post(
      "/api/blocks",
      { preHandler: requireUser, schema: { tags, body: blockSchema, response: { 201: okResponseSchema } } },
      async (request, reply) => {
        await service.block(signedIn(request).id, request.body.blocked_user_id);
        return reply.status(201).send({ ok: true as const });
      },
    );
  };
}
