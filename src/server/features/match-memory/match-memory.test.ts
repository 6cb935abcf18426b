import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { MatchMemoryLimits } from "#shared/limits";
import { MatchText } from "#shared/messages";
import { MatchMemoryText, PremiumText } from "#shared/premium-messages";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, matchedPair, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

// The services' clock: a plan's end is a moment passing, not an event.
let clock = new Date();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const memory = (m: Member, matchId: string, note?: string) =>
  t.app.inject({
    method: note === undefined ? "GET" : "PUT",
    url: `/api/matches/${matchId}/memory`,
    headers: { cookie: m.cookie },
    ...(note === undefined ? {} : { payload: { note } }),
  });
const stored = () => t.database.db.selectFrom("match_memory_notes").selectAll().execute();

describe("private Match Memory", () => {
  it("is written by Unlocked+ and Beyond members only; a free member is told why and nothing is stored", async () => {
    const [free, bea, matchId] = await matchedPair(t.app, ["Fay", "Bea"]);
    expect(json(await memory(free, matchId))).toEqual({ note: "", updated_at: null, can_edit: false });
    const refused = await memory(free, matchId, "Likes jazz");
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toEqual({ code: ErrorCodes.premiumRequired, message: PremiumText.plusRequired });
    expect(await stored()).toEqual([]);

    // Beyond includes it; Bea writes about Fay.
    await grantTier(t.database, bea.email, "unlocked-beyond", 30, t.bus);
    expect(json(await memory(bea, matchId, "Fay's sister is visiting in May"))).toMatchObject({ can_edit: true });
    expect((await t.app.inject({ method: "GET", url: `/api/matches/${matchId}/memory` })).statusCode).toBe(401);
  });

  it("is its author's alone, limited, kept while matched and gone with the match", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    const cleo = await createMember(t.app, { name: "Cleo", gender: "woman" });
    await grantTier(t.database, ada.email, "unlocked-plus", 30, t.bus);
    await grantTier(t.database, cleo.email, "unlocked-plus", 30, t.bus);

    const saved = await memory(ada, matchId, "  Her dog is called Pepper  ");
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({ note: "Her dog is called Pepper", can_edit: true });
    expect(json(await memory(ada, matchId)).note).toBe("Her dog is called Pepper");
    // Bea, in the same match, reads only her own (empty) note; Cleo, outside it, finds no match.
    expect(json(await memory(bea, matchId))).toEqual({ note: "", updated_at: null, can_edit: false });
    for (const res of [await memory(cleo, matchId), await memory(cleo, matchId, "Snooping")]) {
      expect(res.statusCode).toBe(404);
      expect(json(res).error.message).toBe(MatchText.matchNotFound);
    }

    const long = await memory(ada, matchId, "x".repeat(MatchMemoryLimits.noteMax + 1));
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(json(long).error)).toContain(MatchMemoryText.tooLong);
    expect(json(await memory(ada, matchId)).note).toBe("Her dog is called Pepper");

    // The match ends: the note goes with it.
    const unmatch = await t.app.inject({
      method: "DELETE",
      url: `/api/matches/${matchId}`,
      headers: { cookie: bea.cookie },
    });
    expect(unmatch.statusCode, unmatch.body).toBeLessThan(300);
    expect((await stored()).filter((r) => r.match_id === matchId)).toEqual([]);
  });

  it("follows the plan: readable but not editable after it ends, editable again when it returns; empty removes", async () => {
    const [ada, , matchId] = await matchedPair(t.app, ["Ana", "Bo"]);
    await grantTier(t.database, ada.email, "unlocked-plus", 30, t.bus);
    await memory(ada, matchId, "Training for a half marathon");

    clock = new Date(clock.getTime() + 31 * 24 * 60 * 60 * 1000);
    expect(json(await memory(ada, matchId))).toMatchObject({ note: "Training for a half marathon", can_edit: false });
    expect((await memory(ada, matchId, "Changed")).statusCode).toBe(403);

    // The operator's grant counts from the real date: 60 days reach past the test's clock.
    await grantTier(t.database, ada.email, "unlocked-plus", 60, t.bus);
    expect(json(await memory(ada, matchId, "Ran it in 1:58"))).toMatchObject({
      note: "Ran it in 1:58",
      can_edit: true,
    });
    expect(json(await memory(ada, matchId, "   "))).toEqual({ note: "", updated_at: null, can_edit: true });
    expect((await stored()).filter((r) => r.match_id === matchId)).toEqual([]);
  });
});
