import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthSchema, type Health } from "#shared/health";

/** Liveness with one real database round trip; the migration is the one applied at start. */
export function healthRoutes(check: () => Promise<Health>) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get("/api/health", { schema: { tags: ["health"], response: { 200: healthSchema } } }, check);
  };
}
