import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app.js";
import { compiledOnce } from "./compiled-once.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("compiledOnce", () => {
  it("binds each value where its marker stood, call after call", async () => {
    const db = t.database.db;
    const pair = compiledOnce(db, (first: string, second: string) =>
      db.selectNoFrom([sql<string>`${second}::text`.as("second"), sql<string>`${first}::text`.as("first"), sql<boolean>`${first}::text = ${second}::text`.as("same")]),
    );
    expect(await pair("ada", "bo")).toEqual([{ second: "bo", first: "ada", same: false }]);
    expect(await pair("cy", "cy")).toEqual([{ second: "cy", first: "cy", same: true }]);
  });

  it("refuses what it could not bind: a value inside another parameter, or a missing value", async () => {
    const db = t.database.db;
    expect(() => compiledOnce(db, (name: string) => db.selectNoFrom(sql<string>`${name}::text || ${`%${name}`}::text`.as("pattern")))).toThrow(/inside another parameter/);
    const one = compiledOnce(db, (id: string) => db.selectNoFrom(sql<string>`${id}::text`.as("id")));
    await expect((one as unknown as (...v: string[]) => Promise<unknown>)("a", "b")).rejects.toThrow(/expected 1 values, got 2/);
  });
});
