/**
 * `npm run db:types`: regenerates src/server/db/schema.generated.ts from the migrated schema:
 * a fresh database on the PostgreSQL server (TEST_DATABASE_URL, else the local one), every
 * migration applied, then kysely-codegen (.kysely-codegenrc.json: its settings and the column
 * types the database cannot tell, such as a plan's code). `npm run db:types -- --check` fails
 * when the file is out of date instead (CI runs it).
 */
import { spawnSync } from "node:child_process";
import { freshPostgres } from "../tests/support/test-app.js";
import { openDatabase } from "../src/server/db/database.js";
import { migrateToLatest } from "../src/server/db/migrate.js";

const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const check = process.argv.includes("--check");
const pg = await freshPostgres(base);
let status: number;
try {
  const database = await openDatabase({ databaseUrl: pg.url });
  await migrateToLatest(database.db);
  await database.close();
  const run = spawnSync(
    "npx",
    ["kysely-codegen", "--url", pg.url, "--log-level", "warn", ...(check ? ["--verify"] : [])],
    { stdio: "inherit" },
  );
  status = run.status ?? 1;
  if (status !== 0 && check)
    console.error("src/server/db/schema.generated.ts is out of date: run npm run db:types and commit it.");
} finally {
  await pg.drop();
}
process.exit(status);
