import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Metrics } from "./metrics.js";

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * GET /api/metrics for Prometheus, only with `Authorization: Bearer $METRICS_TOKEN`. Without a
 * token configured the route does not exist: the numbers say how busy the service is, which is
 * nobody's business but the operator's. Every request is counted under its route pattern (never
 * the raw URL, which may carry a token).
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  { token, pool }: { token: string | undefined; pool: () => { total: number; idle: number; waiting: number } },
): void {
  metrics.gaugeByLabel("db_pool_connections", "Database pool connections by state", "state", () => {
    const { total, idle, waiting } = pool();
    return [
      ["total", total],
      ["idle", idle],
      ["waiting", waiting],
    ];
  });
  // A callback hook: no promise per request.
  app.addHook("onResponse", (request, reply, done) => {
    metrics.httpRequest(
      request.method,
      request.routeOptions.url ?? "(no route)",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  if (!token) return;
  app.get("/api/metrics", { config: { notJson: "text" }, schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? "")?.[1] ?? "";
    if (!same(given, token)) {
      return reply
        .status(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ error: { code: "UNAUTHORIZED", message: "A metrics token is required." } });
    }
    return reply
      .header("content-type", metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.registry.metrics());
  });
}
