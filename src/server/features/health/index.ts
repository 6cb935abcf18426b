import {
  healthCheckNames,
  type ComponentHealth,
  type Health,
  type HealthCheckName,
  type Readiness,
} from "#shared/health";
import type { DatabaseKind } from "../../db/database.js";
import type { Feature, Platform } from "../../platform/feature.js";
import type { Lifecycle } from "../../platform/lifecycle.js";
import { withinTime } from "../../platform/time-limit.js";
import { createHealthRepository } from "./health.repository.js";
import { healthRoutes } from "./health.routes.js";

type Deps = {
  databaseKind: DatabaseKind;
  /** The migration applied at start, and every migration this version knows, in order. */
  migration: string | null;
  knownMigrations: string[];
  /** The mail transport itself (the mailer only queues). */
  mail: { check(): Promise<ComponentHealth> };
  lifecycle: Lifecycle;
};

/** A check that throws or hangs is a failed check, never a failed report. */
const CHECK_TIMEOUT_MS = 5_000;
/** Readiness is asked every few seconds by a load balancer: it must answer sooner. */
const READY_TIMEOUT_MS = 2_000;
async function settle(check: () => Promise<ComponentHealth>, timeoutMs = CHECK_TIMEOUT_MS): Promise<ComponentHealth> {
  try {
    return await withinTime(check(), timeoutMs);
  } catch {
    return { status: "error", detail: "No answer" };
  }
}

/**
 * GET /api/health: every part the server depends on, checked by a real round trip where there is
 * one. It answers 200 whenever the process is up (liveness: a database outage is no reason to
 * restart the process), with status `error` when the database fails and `degraded` when another
 * part does. GET /api/ready is what a load balancer asks: 503 while the database or Redis cannot
 * be reached or the process shuts down. The migration version cannot change under a running process
 * (it is applied at start), so it is not asked of the migrator each time (that took DDL locks).
 */
export function createHealthFeature(p: Platform, deps: Deps): Feature<Record<string, never>> {
  const repo = createHealthRepository(p.db);
  const migrations = (): ComponentHealth => {
    const known = deps.knownMigrations;
    const at = deps.migration ? known.indexOf(deps.migration) : -1;
    if (deps.migration && at === -1)
      return { status: "error", detail: `The database holds ${deps.migration}, which this version does not know` };
    if (at < known.length - 1) return { status: "error", detail: `${known.length - 1 - at} pending` };
    return { status: "ok", detail: `${known.length} applied, the latest ${deps.migration}` };
  };
  const parts: Record<HealthCheckName, () => Promise<ComponentHealth>> = {
    database: async () => (
      await repo.ping(),
      { status: "ok", detail: deps.databaseKind === "pglite" ? "PGlite, embedded" : "PostgreSQL server" }
    ),
    migrations: async () => migrations(),
    mail: () => deps.mail.check(),
    storage: () => p.storage.check(),
    realtime: () => p.bus.check(),
    jobs: () => p.jobs.check(),
  };
  const check = async (): Promise<Health> => {
    const checks = await Promise.all(healthCheckNames.map(async (name) => ({ name, ...(await settle(parts[name])) })));
    const databaseDown = checks.some((c) => c.name === "database" && c.status === "error");
    const status = databaseDown ? "error" : checks.some((c) => c.status === "error") ? "degraded" : "ok";
    return { status, database: deps.databaseKind, migration: deps.migration, checks };
  };
  const ready = async (): Promise<Readiness> => {
    if (deps.lifecycle.shuttingDown) return { ready: false, reason: "shutting-down" };
    const [database, realtime] = await Promise.all([
      settle(parts.database, READY_TIMEOUT_MS),
      settle(parts.realtime, READY_TIMEOUT_MS),
    ]);
    if (database.status === "error") return { ready: false, reason: "database" };
    // Without Redis this process's members would miss what happens in the others.
    if (realtime.status === "error") return { ready: false, reason: "redis" };
    return { ready: true };
  };
  return { name: "health", service: {}, routes: healthRoutes(check, ready) };
}
