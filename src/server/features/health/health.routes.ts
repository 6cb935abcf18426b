import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthSchema, type Health } from "#shared/health";

/** The health report (features/health/index.ts): 200 while the database answers, else 503. */
export function healthRoutes(check: () => Promise<{ code: 200 | 503; body: Health }>) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get("/api/health", { schema: { tags: ["health"], response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
        const { code, body } = await check();
        // Never cached by a proxy: it is the state of this process now.
        return reply.status(code).header("cache-control", "no-store").send(body);
      });
  };
}
