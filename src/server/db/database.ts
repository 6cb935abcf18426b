import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect } from "kysely";
import { PGliteDialect } from "kysely-pglite-dialect";
import pg from "pg";
import type { Database } from "./types.js";

export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  close: () => Promise<void>;
};

// Dates travel as 'YYYY-MM-DD' strings and bigint counts as numbers on both engines,
// so repositories see the same shapes whichever database is underneath.
const DATE_OID = 1082;
const INT8_OID = 20;

export type OpenDatabaseOptions = {
  /** A postgres:// URL. When absent, the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; absent means in memory (tests). */
  pgliteDir?: string | undefined;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: string) => {
          if (oid === DATE_OID) return (v: string) => v;
          if (oid === INT8_OID) return (v: string) => Number(v);
          return pg.types.getTypeParser(oid, format as "text");
        }) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: "postgres", close: () => db.destroy() };
  }
  if (options.pgliteDir) fs.mkdirSync(path.resolve(options.pgliteDir), { recursive: true });
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: path.resolve(options.pgliteDir) } : {}),
    parsers: {
      [DATE_OID]: (v: string) => v,
      [INT8_OID]: (v: string) => Number(v),
    },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: "pglite", close: () => db.destroy() };
}
