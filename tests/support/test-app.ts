import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { buildApp, type AppDeps } from "../../src/server/app.js";
import { loadConfig } from "../../src/server/config.js";
import { openDatabase, type DatabaseHandle } from "../../src/server/db/database.js";
import { migrateToLatest } from "../../src/server/db/migrate.js";
import { createEventBus, type EventBus } from "../../src/server/platform/events/event-bus.js";

/**
 * A real app on a fresh database: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again in close()), or the database named
 * by DATABASE_URL in `env` (kept).
 */
export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** This app's DATA_DIR (uploads live under uploads/). */
  dataDir: string;
  /**
   * The app's event bus, so an operator's command run beside it (grantTier) reaches its handlers;
   * absent when the test gives the app REDIS_URL (the app then builds its own, carried by Redis).
   */
  bus: EventBus | undefined;
  close: () => Promise<void>;
};

/** Where tests/support/migrated-once.ts (Vitest's global set-up) left this run's migrated schema. */
export const SnapshotEnv = { pglite: "UNLOCKED_TEST_PGLITE_SNAPSHOT", template: "UNLOCKED_TEST_PG_TEMPLATE" } as const;

/** This run's migrated PGlite folder (read once per worker), or undefined outside a Vitest run. */
let snapshot: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = process.env[SnapshotEnv.pglite];
  if (!file) return undefined;
  return (snapshot ??= new Blob([readFileSync(file)]));
}

/** A new database on the server: empty, or a copy of `template` (a database nobody is connected to). */
export async function freshPostgres(
  baseUrl: string,
  { template }: { template?: string | undefined } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `unlocked_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "unlocked-test-"));
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(dataDir, { recursive: true, force: true })];
  const close = async () => {
    for (const step of cleanups.reverse()) await step();
  };
  try {
    // A cheap scrypt cost keeps account factories fast; auth.test.ts checks the real one separately.
    const config = loadConfig({
      NODE_ENV: "test",
      APP_URL: "http://localhost:3000",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      ...(env.NODE_ENV && env.NODE_ENV !== "test" ? {} : { TEST_PASSWORD_HASH_N: "1024" }),
      ...env,
    });
    // DATABASE_URL in `env`: an existing database another app used before (a restart), kept.
    const base = process.env.TEST_DATABASE_URL;
    // Each file's database starts as the run's migrated copy (migrated-once.ts) when there is one;
    // migrateToLatest then only confirms it is current.
    const pgdb =
      !env.DATABASE_URL && base
        ? await freshPostgres(base, { template: process.env[SnapshotEnv.template] })
        : undefined;
    if (pgdb) cleanups.push(pgdb.drop);
    const databaseUrl = env.DATABASE_URL ?? pgdb?.url;
    const loadDataDir = databaseUrl ? undefined : migratedPglite();
    const database = await openDatabase({ databaseUrl, ...(loadDataDir ? { loadDataDir } : {}) });
    // The pool has fully closed (database.close waits for every connection) before the drop.
    cleanups.push(database.close);
    const migration = await migrateToLatest(database.db);
    const bus =
      overrides.bus ??
      (config.redisUrl
        ? undefined
        : createEventBus({
            db: database.db,
            onError: (err, event, handler) =>
              console.error(`event handler ${handler ?? "(everywhere)"} for ${event} failed`, err),
          }));
    const app = await buildApp({ config, database, migration, ...overrides, ...(bus ? { bus } : {}) });
    cleanups.push(() => app.close());
    await app.ready();
    return { app, database, dataDir, bus, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** Distinct client addresses, so per-IP limits of one test don't leak into another. */
let ipCounter = 1;
export function nextIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export function cookieHeader(res: LightMyRequestResponse): string {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => c.split(";")[0])
    .filter((c) => !c!.endsWith("="))
    .join("; ");
}

export function json<T = any>(res: LightMyRequestResponse): T {
  return JSON.parse(res.body) as T;
}
