import type { FastifyInstance, preHandlerAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { invitationSchema } from "../../../shared/invitations.js";
import type { createInvitationsService } from "./invitations.service.js";

type Deps = { service: ReturnType<typeof createInvitationsService>; requireUser: preHandlerAsyncHookHandler };

export async function invitationsRoutes(app: FastifyInstance, { service, requireUser }: Deps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    "/api/invitations",
    { schema: { tags: ["invitations"], body: invitationSchema }, preHandler: requireUser },
    async (request, reply) => {
      const result = await service.invite(request.user!, request.body.email, request.body.message);
      return reply.status(201).send(result);
    },
  );
}
