import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { healthSchema, readinessSchema, type Health, type Readiness } from "#shared/health";

/** The health report and the readiness answer (features/health/index.ts). */
export function healthRoutes(check: () => Promise<Health>, ready: () => Promise<Readiness>) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        "/api/health",
        { schema: { tags: ["health"], response: { 200: healthSchema } } },
        async (_request, reply) => {
          // Never cached by a proxy: it is the state of this process now.
          return reply.header("cache-control", "no-store").send(await check());
        },
      )
      .get(
        "/api/ready",
        { schema: { tags: ["health"], response: { 200: readinessSchema, 503: readinessSchema } } },
        async (_request, reply) => {
          const body = await ready();
          return reply
            .status(body.ready ? 200 : 503)
            .header("cache-control", "no-store")
            .send(body);
        },
      );
  };
}
