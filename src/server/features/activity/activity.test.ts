import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMembers } from "../../../../tests/support/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.js";
import { createActivityRepository } from "./activity.repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("once-only journey events", () => {
  // On PostgreSQL every query is a prepared statement, and from its sixth run on a connection the
  // server may switch to a generic plan, which cannot match a partial unique index against a
  // bound parameter ("no unique or exclusion constraint matching the ON CONFLICT specification").
  it("are recorded once per member, however many times the statement has run before", async () => {
    const members = await createMembers(t.app, 12);
    const repo = createActivityRepository(t.database.db);
    for (const m of members) {
      expect(await repo.recordOnce(m.id, "quiz_completed")).toBe(true);
      expect(await repo.recordOnce(m.id, "quiz_completed")).toBe(false);
    }
  });
});
