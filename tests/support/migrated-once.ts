import { rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "../../src/server/db/database.js";
import { migrateToLatest } from "../../src/server/db/migrate.js";
import { freshPostgres, SnapshotEnv } from "./test-app.js";

/**
 * Vitest's global set-up for the API tests: the schema is migrated once per run, and each test
 * file's database starts as a copy of it (ADR: tests start from one migrated database) instead of
 * running every migration again. On PGlite the copy is a dump of the migrated data folder, loaded
 * by each file's PGlite; on a PostgreSQL server (TEST_DATABASE_URL) it is a template database,
 * copied by `CREATE DATABASE … TEMPLATE`. The migrations themselves are tested from empty by
 * src/server/db/migrate.test.ts.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const cleanups: Array<() => Promise<void> | void> = [];

  const pglite = await openDatabase({});
  await migrateToLatest(pglite.db);
  const dump = await pglite.dumpDataDir!();
  await pglite.close();
  const file = path.join(os.tmpdir(), `unlocked-migrated-${process.pid}.tar.gz`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[SnapshotEnv.pglite] = file;
  cleanups.push(() => rmSync(file, { force: true }));

  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const template = await freshPostgres(base);
    const database = await openDatabase({ databaseUrl: template.url });
    await migrateToLatest(database.db);
    // Every connection to it closed: a template is copied only while nobody is connected.
    await database.close();
    process.env[SnapshotEnv.template] = new URL(template.url).pathname.slice(1);
    cleanups.push(template.drop);
  }
  return async () => {
    for (const step of cleanups.reverse()) await step();
  };
}
