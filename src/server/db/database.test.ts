import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../tests/support/test-app.js";
import { DataDirInUseError, openDatabase } from "./database.js";

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("on a PostgreSQL server", () => {
  it("survives the server terminating its connections: the next request succeeds", async () => {
    const lines: string[] = [];
    const t = await createTestApp({ logStream: { write: (l) => void lines.push(l) } }, { LOG_LEVEL: "warn" });
    try {
      // Several requests at once, so the pool holds several idle connections.
      const warm = await Promise.all(
        Array.from({ length: 5 }, () => t.app.inject({ method: "GET", url: "/api/health" })),
      );
      expect(warm.every((r) => r.statusCode === 200)).toBe(true);
      const dbName = (await sql<{ db: string }>`select current_database() as db`.execute(t.database.db)).rows[0]!.db;

      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [dbName],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThan(0);

      // Each broken idle connection is reported (not thrown) and dropped from the pool.
      const deadline = Date.now() + 5000;
      while (
        lines.filter((l) => l.includes("database connection lost")).length < killed.rowCount! &&
        Date.now() < deadline
      ) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(lines.filter((l) => l.includes("database connection lost")).length).toBe(killed.rowCount);
      const after = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(after.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.runIf(serverUrl)("prepared statements on a PostgreSQL server", () => {
  it("keep answering when a table changes under a prepared select * (another process migrating)", async () => {
    const t = await createTestApp({}, { LOG_LEVEL: "warn" });
    try {
      const read = () => t.database.db.selectFrom("faqs").selectAll().where("id", ">", 0).execute();
      // Several at once, so several pooled connections hold the statement prepared.
      const before = await Promise.all(Array.from({ length: 5 }, read));
      expect(before[0]!.length).toBeGreaterThan(0);
      await sql`alter table faqs add column extra text`.execute(t.database.db);
      const after = await Promise.all(Array.from({ length: 5 }, read));
      expect(after.every((rows) => rows.length === before[0]!.length)).toBe(true);
      expect(after[0]![0]).toHaveProperty("extra", null);
    } finally {
      await t.close();
    }
  });
});

describe("the embedded database", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  // With the product's own stale time (15 s), so the refusal waits ~17 s. A shorter one made this
  // test flaky: on a busy machine the holder's lock refresh (every half stale time) came late, the
  // second opener took the lock as stale, and the holder, finding it taken, stopped the process.
  it("refuses a second opener of the same data folder; the first keeps working", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-lock-"));
    dirs.push(dir);
    const first = await openDatabase({ pgliteDir: path.join(dir, "db") });
    try {
      await sql`create table notes (id int primary key)`.execute(first.db);
      await expect(openDatabase({ pgliteDir: path.join(dir, "db") })).rejects.toBeInstanceOf(DataDirInUseError);
      await sql`insert into notes values (1)`.execute(first.db);
    } finally {
      await first.close();
    }
    // Released on close: the next process opens it and sees the first one's commits.
    const next = await openDatabase({ pgliteDir: path.join(dir, "db") });
    try {
      expect((await sql<{ n: number }>`select count(*)::int as n from notes`.execute(next.db)).rows[0]!.n).toBe(1);
    } finally {
      await next.close();
    }
  }, 90_000);
});
