import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import lockfile from "proper-lockfile";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import { preparingPool } from "./prepared-statements.js";
import type { Database } from "./types.js";

export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /**
   * Where connection-level errors go (PostgreSQL restarting, an idle connection dropped by the
   * server or a proxy). They never crash the process: the pool discards the broken connection and
   * the next query opens a new one. The app points this at its logger.
   */
  onConnectionError: (listener: (err: Error) => void) => void;
  /** The PostgreSQL pool's connections (the metrics); PGlite has one, always. */
  poolStats(): { total: number; idle: number; waiting: number };
  /** PGlite only: its whole data folder as a gzipped tarball, consistent (npm run backup). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * Raw SQL for the job queue (pg-boss brings its own statements, several to a text when it
   * installs its schema). On PGlite it runs under Kysely's connection lock, so it never lands
   * inside another request's open transaction on the one shared connection.
   */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  close: () => Promise<void>;
};

// Dates travel as 'YYYY-MM-DD' strings and bigint counts as numbers on both engines,
// so repositories see the same shapes whichever database is underneath.
const DATE_OID = 1082;
const INT8_OID = 20;

/**
 * PGlite's defaults minus "-F" (which turns fsync off), and a smaller buffer pool than its 128 MB:
 * one process serving a small community needs far less, and it is most of the idle RSS
 * (measured: ~310 MB → ~180 MB idle). Note that PGlite's file layer does not pass fsync on to
 * the OS today (strace counts no fsync calls either way): a commit survives the process
 * crashing, not the machine losing power. ADR 0125 says so; PostgreSQL is the answer.
 */
const PGLITE_START_PARAMS = [
  "--single",
  "-O",
  "-j",
  "-c",
  "search_path=public",
  "-c",
  "exit_on_error=false",
  "-c",
  "log_checkpoints=false",
  "-c",
  "max_worker_processes=0",
  "-c",
  "max_parallel_workers=0",
  "-c",
  "max_parallel_workers_per_gather=0",
  "-c",
  "shared_buffers=32MB",
];

/** How long a lock of a process that died without releasing it holds others off. */
const LOCK_STALE_MS = 15_000;

export class DataDirInUseError extends Error {}

/**
 * PGlite is one process's database: two processes on one folder would each keep their own copy
 * in memory and overwrite each other's commits. The second one refuses to start instead.
 * A lock left by a killed process goes stale after 15 s, so we wait that long before refusing.
 */
async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const options = {
    stale: LOCK_STALE_MS,
    lockfilePath: path.join(dir, "..", "db.lock"),
    onCompromised: () => {
      console.error(
        `Another process took over the database lock of ${dir}; stopping so only one process writes to it.`,
      );
      process.exit(1);
    },
  };
  try {
    return await lockfile.lock(dir, options);
  } catch (err) {
    if ((err as { code?: string }).code !== "ELOCKED") throw err;
  }
  console.error(
    `The embedded database in ${dir} is in use; waiting up to ${LOCK_STALE_MS / 1000} s in case its process has just stopped...`,
  );
  try {
    return await lockfile.lock(dir, {
      ...options,
      retries: { retries: Math.ceil(LOCK_STALE_MS / 1000) + 2, minTimeout: 1000, maxTimeout: 1000, factor: 1 },
    });
  } catch (err) {
    if ((err as { code?: string }).code !== "ELOCKED") throw err;
    throw new DataDirInUseError(
      `Another Unlocked process is using the embedded database in ${dir}. ` +
        "Stop it first, give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server between processes.",
    );
  }
}

export type OpenDatabaseOptions = {
  /** A postgres:// URL. When absent, the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PostgreSQL: run queries as named prepared statements (prepared-statements.ts; on unless false). */
  prepare?: boolean;
  /** Folder for PGlite's files; absent means in memory (tests). */
  pgliteDir?: string | undefined;
  /** PGlite only: fills a new pgliteDir from a tarball made by dumpDataDir (npm run restore). */
  loadDataDir?: Blob;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // A database that does not answer fails the request (503) in 5 s instead of holding it.
      connectionTimeoutMillis: 5000,
      types: {
        getTypeParser: ((oid: number, format?: string) => {
          if (oid === DATE_OID) return (v: string) => v;
          if (oid === INT8_OID) return (v: string) => Number(v);
          return pg.types.getTypeParser(oid, format as "text");
        }) as typeof pg.types.getTypeParser,
      },
    });
    let listener: (err: Error) => void = () => {};
    // pg-pool re-emits an idle client's error on the pool, and Node throws an 'error' event
    // nobody listens to. A checked-out or already-removed client is not covered by that, so each
    // client reports its own errors once; the pool's copy only needs to be heard.
    pool.on("error", () => {});
    const open = new Set<pg.PoolClient>();
    pool.on("connect", (client) => {
      open.add(client);
      client.on("error", (err) => listener(err));
      client.once("end", () => open.delete(client));
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: options.prepare === false ? pool : preparingPool(pool) }),
    });
    return {
      db,
      kind: "postgres",
      onConnectionError: (fn) => void (listener = fn),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      executeSql: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
      close: async () => {
        await db.destroy();
        // pool.end() resolves once clients are removed, before their sockets have closed; wait
        // for every connection to really end, so nothing is still closing when we return.
        await Promise.all([...open].map((c) => new Promise<void>((resolve) => c.once("end", () => resolve()))));
      },
    };
  }
  const dataDir = options.pgliteDir ? path.resolve(options.pgliteDir) : undefined;
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => {};
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: PGLITE_START_PARAMS,
    // Discovery's distance (earthdistance on cube) and free-text search (trigrams): migration 0007;
    // its nearest-first index on place and the plain columns of the two-way rules: 0008.
    extensions: { cube, earthdistance, pg_trgm, btree_gist },
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number(v),
    },
  }).catch(async (err: unknown) => {
    await unlock();
    throw err;
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: "pglite",
    onConnectionError: () => {},
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    // Under the connection lock: no statement of ours runs while the folder is copied.
    dumpDataDir: () => db.connection().execute(() => client.dumpDataDir("gzip")),
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
        // Without parameters, pg-boss may send several statements in one text: exec runs them all.
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }),
    close: async () => {
      await db.destroy();
      await unlock();
    },
  };
}
