import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { connectionDnaSchema } from "#shared/connection-dna";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { ConnectionDnaService } from "./connection-dna.service.js";

export function connectionDnaRoutes(service: ConnectionDnaService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      "/api/connection-dna",
      { onRequest: requireUser, schema: { tags: ["connection-dna"], response: { 200: connectionDnaSchema } } },
      async (request) => service.dna(signedIn(request).id),
    );
  };
}
