import { healthCheckNames, type ComponentHealth, type Health, type HealthCheckName } from "#shared/health";
import type { DatabaseKind } from "../../db/database.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createHealthRepository } from "./health.repository.js";
import { healthRoutes } from "./health.routes.js";

type Deps = {
  databaseKind: DatabaseKind;
  /** The migration applied at start, and every migration this version knows, in order. */
  migration: string | null;
  knownMigrations: string[];
  /** The mail transport itself (the mailer only queues). */
  mail: { check(): Promise<ComponentHealth> };
};

/** A check that throws or hangs is a failed check, never a failed report. */
const CHECK_TIMEOUT_MS = 5_000;
async function settle(check: () => Promise<ComponentHealth>): Promise<ComponentHealth> {
  try {
    return await Promise.race([
      check(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), CHECK_TIMEOUT_MS).unref()),
    ]);
  } catch {
    return { status: "error", detail: "No answer" };
  }
}

/**
 * GET /api/health: every part the server depends on, checked by a real round trip where there is
 * one. The database failing makes the answer 503 (this process cannot serve anything); any other
 * part failing leaves it 200 with status `degraded`, so a load balancer keeps a process that
 * cannot send mail for a minute. The migration version cannot change under a running process
 * (it is applied at start), so it is not asked of the migrator each time (that took DDL locks).
 */
export function createHealthFeature(p: Platform, deps: Deps): Feature<Record<string, never>> {
  const repo = createHealthRepository(p.db);
  const migrations = (): ComponentHealth => {
    const known = deps.knownMigrations;
    const at = deps.migration ? known.indexOf(deps.migration) : -1;
    if (deps.migration && at === -1) return { status: "error", detail: `The database holds ${deps.migration}, which this version does not know` };
    if (at < known.length - 1) return { status: "error", detail: `${known.length - 1 - at} pending` };
    return { status: "ok", detail: `${known.length} applied, the latest ${deps.migration}` };
  };
  const parts: Record<HealthCheckName, () => Promise<ComponentHealth>> = {
    database: async () => (await repo.ping(), { status: "ok", detail: deps.databaseKind === "pglite" ? "PGlite, embedded" : "PostgreSQL server" }),
    migrations: async () => migrations(),
    mail: () => deps.mail.check(),
    storage: () => p.storage.check(),
    realtime: () => p.bus.check(),
    jobs: () => p.jobs.check(),
  };
  const check = async (): Promise<{ code: 200 | 503; body: Health }> => {
    const checks = await Promise.all(healthCheckNames.map(async (name) => ({ name, ...(await settle(parts[name])) })));
    const databaseDown = checks.some((c) => c.name === "database" && c.status === "error");
    const status = databaseDown ? "error" : checks.some((c) => c.status === "error") ? "degraded" : "ok";
    return { code: databaseDown ? 503 : 200, body: { status, database: deps.databaseKind, migration: deps.migration, checks } };
  };
  return { name: "health", service: {}, routes: healthRoutes(check) };
}
