import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { earlyAccessChoiceSchema, earlyAccessParamsSchema, earlyAccessSchema } from "#shared/early-access";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { EarlyAccessService } from "./early-access.service.js";

/** /api/early-access: the flagged features as they stand for the member, and their own switches. */
export function earlyAccessRoutes(service: EarlyAccessService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["early-access"];
    r.get(
      "/api/early-access",
      { onRequest: requireUser, schema: { tags, response: { 200: earlyAccessSchema } } },
      async (request) => service.forMember(signedIn(request).id),
    );
    r.put(
      "/api/early-access/:name",
      {
        onRequest: requireUser,
        schema: {
          tags,
          params: earlyAccessParamsSchema,
          body: earlyAccessChoiceSchema,
          response: { 200: earlyAccessSchema },
        },
      },
      async (request) => service.choose(signedIn(request).id, request.params.name, request.body.on),
    );
  };
}
