import * as z from "zod/mini";

/**
 * GET /api/health: one line per part the server depends on, the same truth for a load balancer,
 * an operator and the /feature-test page. `off` is a part deliberately not running (JOBS=off);
 * `error` a part that failed its check. Details never name hosts, paths or accounts: the report
 * is public.
 */
export const healthCheckNames = ["database", "migrations", "mail", "storage", "realtime", "jobs"] as const;
export type HealthCheckName = (typeof healthCheckNames)[number];

export const HealthCheckLabels: Record<HealthCheckName, string> = {
  database: "Database",
  migrations: "Migrations",
  mail: "Mail transport",
  storage: "File storage",
  realtime: "Realtime bus",
  jobs: "Job queue",
};

export const componentHealthSchema = z.object({
  status: z.enum(["ok", "off", "error"]),
  detail: z.string(),
});
export type ComponentHealth = z.infer<typeof componentHealthSchema>;

export const healthSchema = z.object({
  /** ok: every part is ok or off; degraded: a part other than the database failed (still serving). */
  status: z.enum(["ok", "degraded", "error"]),
  database: z.enum(["pglite", "postgres"]),
  migration: z.nullable(z.string()),
  checks: z.array(z.extend(componentHealthSchema, { name: z.enum(healthCheckNames) })),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * GET /api/ready: whether this process should be sent work now. Not while it starts (migrations
 * run before the app listens; a placeholder answers `starting`), while the database or Redis
 * cannot be reached, or while it shuts down. GET /api/health stays 200 while the process is up.
 */
export const readinessReasons = ["starting", "database", "redis", "shutting-down"] as const;
export const readinessSchema = z.object({ ready: z.boolean(), reason: z.optional(z.enum(readinessReasons)) });
export type Readiness = z.infer<typeof readinessSchema>;
