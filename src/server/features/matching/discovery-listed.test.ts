import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Candidate, DiscoveryResponse } from "#shared/matching";
import type { ProfileUpdate } from "#shared/profile-fields";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });

/** Everyone in one town (Fargo), wanting anyone 18–99, complete enough to be discovered. */
const local = (name: string): ProfileUpdate => ({
  name,
  gender: "woman",
  interested_in: [],
  date_of_birth: "1991-03-01",
  zip_code: "58102",
  distance_preference: 25,
});
const found = async (viewer: Member) =>
  ((json(await as(viewer, "GET", "/api/discover")) as DiscoveryResponse).candidates as Candidate[]).map((c) => c.id);
const listed = async (m: Member) =>
  (
    await t.database.db
      .selectFrom("discovery_candidates")
      .select("listed")
      .where("user_id", "=", m.id)
      .executeTakeFirstOrThrow()
  ).listed;

describe("discovery's `listed` (the policy's shortcut for members who never chose Unlocked Mode)", () => {
  it("is false while Unlocked Mode is chosen, whatever the plan, and true again once it is given up", async () => {
    const [hana, viewer] = [await createMember(t.app, local("Hana")), await createMember(t.app, local("Ivo"))];
    expect(await listed(hana)).toBe(true);
    await grantTier(t.database, hana.email, "unlocked-beyond", 30, t.bus);
    expect((await as(hana, "PATCH", "/api/perks", { unlocked_mode: true })).statusCode).toBe(200);
    // The perk's event rewrote the row before the answer: the full rule hides her at once.
    expect(await listed(hana)).toBe(false);
    expect(await found(viewer)).not.toContain(hana.id);
    // Her profile changing rewrites the row from the policy again: still not listed.
    expect((await as(hana, "PATCH", "/api/profile", { bio: "Back soon." })).statusCode).toBe(200);
    expect(await listed(hana)).toBe(false);
    // The plan ends with the mode still chosen: nothing rewrites `listed`, and the full rule
    // (the plan no longer gives the mode) shows her.
    await grantTier(t.database, hana.email, "free", 1, t.bus);
    expect(await listed(hana)).toBe(false);
    expect(await found(viewer)).toContain(hana.id);
    await grantTier(t.database, hana.email, "unlocked-beyond", 30, t.bus);
    expect(await found(viewer)).not.toContain(hana.id);
    expect((await as(hana, "PATCH", "/api/perks", { unlocked_mode: false })).statusCode).toBe(200);
    expect(await listed(hana)).toBe(true);
    expect(await found(viewer)).toContain(hana.id);
  });

  it("never stands in for confirmation or visibility: changed under a listed row, they hide at once", async () => {
    const [ana, bo, viewer] = [
      await createMember(t.app, local("Ana")),
      await createMember(t.app, local("Bo")),
      await createMember(t.app, local("Cy")),
    ];
    expect(await found(viewer)).toEqual(expect.arrayContaining([ana.id, bo.id]));
    // Written around the features: no event rewrites their rows, which stay listed.
    await t.database.db.updateTable("users").set({ email_verified: false }).where("id", "=", ana.id).execute();
    await t.database.db
      .updateTable("safety_settings")
      .set({ profile_visibility: "private" })
      .where("user_id", "=", bo.id)
      .execute();
    expect([await listed(ana), await listed(bo)]).toEqual([true, true]);
    const ids = await found(viewer);
    expect(ids).not.toContain(ana.id);
    expect(ids).not.toContain(bo.id);
  });
});
