import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invitationResultSchema, invitationSchema } from "#shared/invitations";
import { RateLimits } from "#shared/limits";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { byUser, type RateLimitGuard } from "../../platform/http/rate-limit.js";
import type { InvitationsService } from "./invitations.service.js";

export function invitationsRoutes(service: InvitationsService, rateLimit: RateLimitGuard) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      "/api/invitations",
      {
        onRequest: requireUser,
        preHandler: rateLimit("invite", RateLimits.invitesPerUser, byUser),
        schema: { tags: ["invitations"], body: invitationSchema, response: { 201: invitationResultSchema } },
      },
      async (request, reply) =>
        reply.status(201).send(await service.invite(signedIn(request), request.body.email, request.body.message)),
    );
  };
}
