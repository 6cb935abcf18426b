import type { DatabaseKind } from "../../db/database.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createHealthRepository } from "./health.repository.js";
import { healthRoutes } from "./health.routes.js";

/**
 * GET /api/health. Asking the migrator for the version on every call took DDL locks (~25 ms a
 * request on PostgreSQL); the version cannot change under a running process, so it is read once.
 */
export function createHealthFeature(p: Platform, deps: { databaseKind: DatabaseKind; migration: string | null }): Feature<Record<string, never>> {
  const repo = createHealthRepository(p.db);
  const check = async () => {
    await repo.ping();
    return { status: "ok" as const, database: deps.databaseKind, migration: deps.migration };
  };
  return { name: "health", service: {}, routes: healthRoutes(check) };
}
