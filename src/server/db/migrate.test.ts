import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { freshPostgres } from "../../../tests/support/test-app.js";
import { openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { migrations } from "./migrations/index.js";

const base = process.env.TEST_DATABASE_URL;

// Several server processes on one PostgreSQL: only there can starts overlap (PGlite is one process).
describe.skipIf(!base)("migrations", () => {
  it("run once when several processes start together on an empty database", async () => {
    const fresh = await freshPostgres(base!);
    const processes = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl: fresh.url })));
    try {
      const latest = Object.keys(migrations).at(-1);
      expect(await Promise.all(processes.map((p) => migrateToLatest(p.db)))).toEqual([latest, latest, latest, latest]);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        processes[0]!.db,
      );
      expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      for (const p of processes) await p.close();
      await fresh.drop();
    }
  });
});
