/* eslint-disable @typescript-eslint/no-explicit-any -- the migrator runs before and across typed schemas */
import { Migrator, type Kysely } from "kysely";
import { migrations } from "./migrations/index.js";

function migrator(db: Kysely<any>) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/**
 * Brings the schema to the newest migration; returns the name of the last applied one. Several
 * processes starting together take turns: Kysely's migrator holds a PostgreSQL advisory lock for
 * the whole run, so the first applies every migration and the others find nothing left to do
 * (migrate.test.ts starts four at once on an empty database).
 */
export async function migrateToLatest(db: Kysely<any>): Promise<string | null> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
  return currentMigration(db);
}

export async function currentMigration(db: Kysely<any>): Promise<string | null> {
  const all = await migrator(db).getMigrations();
  return all.filter((m) => m.executedAt).at(-1)?.name ?? null;
}
