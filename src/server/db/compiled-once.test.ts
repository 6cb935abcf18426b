import { Kysely, PostgresDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { compiledOnce } from "./compiled-once.js";
import type { Database } from "./types.js";

// Compiling needs no connection: a dialect with a pool that is never asked for one.
const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: {} as never }) });

describe("a query compiled once", () => {
  it("keeps the first build's SQL and puts each call's arguments where they belong, however often they appear", () => {
    const query = compiledOnce((matchId: string, userId: string) =>
      db
        .selectFrom("matches")
        .select("id")
        .where("id", "=", matchId)
        .where((eb) => eb.or([eb("user1_id", "=", userId), eb("user2_id", "=", userId)]))
        .where(sql<boolean>`${"fixed"} = ${"fixed"}`),
    );
    const first = query("m1", "u1");
    const second = query("m2", "u2");
    expect(second.sql).toBe(first.sql);
    expect(first.parameters).toEqual(["m1", "u1", "u1", "fixed", "fixed"]);
    expect(second.parameters).toEqual(["m2", "u2", "u2", "fixed", "fixed"]);
  });

  it("refuses a builder that uses an argument as anything but a value", () => {
    const query = compiledOnce((column: string) => db.selectFrom("matches").select(sql.ref(column).as("x")));
    expect(() => query("id")).toThrow(/argument 0 is not used as a value/);
  });
});
