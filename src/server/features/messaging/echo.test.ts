import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EchoState } from "#shared/echo";
import { ErrorCodes } from "#shared/errors";
import { EchoText, PremiumText } from "#shared/premium-messages";
import { grantTier } from "../../../../scripts/grant.js";
import { matchedPair, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

// The services' clock (the Echo chat's days); accounts and sessions keep real time.
const start = new Date("2026-11-24T09:00:00Z");
let clock = start;
const at = (days: number) => (clock = new Date(start.getTime() + days * 24 * 60 * 60 * 1000));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const send = (m: Member, matchId: string, text: string) =>
  as(m, "POST", `/api/conversations/${matchId}/messages`, { message_text: text });
const echoOf = async (m: Member, matchId: string) =>
  json(await as(m, "GET", `/api/conversations/${matchId}/echo`)).echo as EchoState | null;
const stored = async (matchId: string) =>
  (await t.database.db.selectFrom("messages").select("id").where("match_id", "=", matchId).execute()).length;

describe("Echo chats", () => {
  it("start only with Echo Amplified, on a match whose conversation has not begun", async () => {
    at(0);
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    const refused = await as(ada, "POST", `/api/conversations/${matchId}/echo`);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toEqual({ code: ErrorCodes.premiumRequired, message: PremiumText.echoRequired });
    expect(await echoOf(ada, matchId)).toBeNull();

    const [cy, dee, begun] = await matchedPair(t.app, ["Cy", "Dee"]);
    await grantTier(t.database, cy.email, "unlocked-echo-monthly", 30, t.bus);
    expect((await send(dee, begun, "Hello first")).statusCode).toBe(201);
    const late = await as(cy, "POST", `/api/conversations/${begun}/echo`);
    expect(late.statusCode).toBe(409);
    expect(json(late).error.message).toBe(EchoText.onlyNewMatches);
    // Someone outside the match cannot read or start its Echo chat.
    expect((await as(cy, "GET", `/api/conversations/${matchId}/echo`)).statusCode).toBe(404);
    await grantTier(t.database, ada.email, "unlocked-echo-lifetime", 1, t.bus);
    expect((await as(bea, "POST", `/api/conversations/${matchId}/echo`)).statusCode).toBe(403);
  });

  it("reflection at day 0 and 3 lets each person send one message a day; day 4 is open; after day 7 both choose", async () => {
    at(0);
    const [ada, bea, matchId] = await matchedPair(t.app, ["Eve", "Fay"]);
    await grantTier(t.database, ada.email, "unlocked-plus", 30, t.bus);
    await grantTier(t.database, ada.email, "unlocked-echo-lifetime", 1, t.bus);
    const started = await as(ada, "POST", `/api/conversations/${matchId}/echo`);
    expect(started.statusCode, started.body).toBe(201);
    expect(json(started)).toMatchObject({ phase: "reflection", day: 1, can_send: true, my_choice: null });
    expect((await as(ada, "POST", `/api/conversations/${matchId}/echo`)).statusCode).toBe(409);

    // Day 1 (0 days in): one each, even for a premium sender; ten at once from Bea store one.
    expect((await send(ada, matchId, "A first thought")).statusCode).toBe(201);
    const second = await send(ada, matchId, "And another");
    expect(second.statusCode).toBe(403);
    expect(json(second).error).toEqual({ code: ErrorCodes.echoLimit, message: EchoText.reflectionLimit });
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => send(bea, matchId, `Reply ${i}`)));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await stored(matchId)).toBe(2);
    expect(await echoOf(ada, matchId)).toMatchObject({
      phase: "reflection",
      day: 1,
      can_send: false,
      next_send_at: new Date(start.getTime() + 86_400_000).toISOString(),
    });

    // Day 3 (2.9 days in): still reflection, a new day's message.
    at(2.9);
    expect(await echoOf(bea, matchId)).toMatchObject({ phase: "reflection", day: 3, can_send: true });
    expect((await send(bea, matchId, "Day three")).statusCode).toBe(201);
    expect((await send(bea, matchId, "Day three again")).statusCode).toBe(403);

    // Day 4 (3 days in): open.
    at(3);
    expect(await echoOf(bea, matchId)).toMatchObject({ phase: "open", day: 4, can_send: true });
    for (const text of ["Open now", "And again", "And again!"])
      expect((await send(bea, matchId, text)).statusCode).toBe(201);

    // Choosing before the end is refused.
    expect((await as(ada, "POST", `/api/conversations/${matchId}/echo/decision`, { choice: "keep" })).statusCode).toBe(
      409,
    );

    // After day 7: sending waits for both choices.
    at(7);
    expect(await echoOf(ada, matchId)).toMatchObject({ phase: "deciding", day: null, can_send: false });
    const closed = await send(ada, matchId, "Still there?");
    expect(closed.statusCode).toBe(403);
    expect(json(closed).error.message).toBe(EchoText.deciding);
    expect(
      json(await as(ada, "POST", `/api/conversations/${matchId}/echo/decision`, { choice: "keep" })),
    ).toMatchObject({ ended: false, echo: { phase: "deciding", my_choice: "keep" } });
    expect(await echoOf(bea, matchId)).toMatchObject({ my_choice: null, partner_chose: true });
    expect(
      json(await as(bea, "POST", `/api/conversations/${matchId}/echo/decision`, { choice: "keep" })),
    ).toMatchObject({ ended: false, echo: { phase: "kept", can_send: true } });
    expect((await send(ada, matchId, "Kept!")).statusCode).toBe(201);
  });

  it("without both choices, the chat opens by itself three days after day 7", async () => {
    at(0);
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ida", "Jo"]);
    await grantTier(t.database, ada.email, "unlocked-echo-monthly", 30, t.bus);
    expect((await as(ada, "POST", `/api/conversations/${matchId}/echo`)).statusCode).toBe(201);
    at(7);
    await as(ada, "POST", `/api/conversations/${matchId}/echo/decision`, { choice: "keep" });
    at(9.9);
    expect((await send(bea, matchId, "Hmm?")).statusCode).toBe(403);
    at(10);
    expect(await echoOf(bea, matchId)).toMatchObject({ phase: "kept", can_send: true });
    expect((await send(bea, matchId, "Still here")).statusCode).toBe(201);
  });

  it("letting go ends the match for both", async () => {
    at(0);
    const [ada, bea, matchId] = await matchedPair(t.app, ["Gia", "Hana"]);
    await grantTier(t.database, bea.email, "unlocked-echo-monthly", 30, t.bus);
    expect((await as(bea, "POST", `/api/conversations/${matchId}/echo`)).statusCode).toBe(201);
    // Both list it among their Echo chats; only the add-on holder may start new ones.
    const [mineBea, mineAda] = [
      json(await as(bea, "GET", "/api/echo-chats")),
      json(await as(ada, "GET", "/api/echo-chats")),
    ];
    expect(mineBea).toMatchObject({ can_start: true, chats: [{ match_id: matchId, phase: "reflection", day: 1 }] });
    expect(mineAda).toMatchObject({ can_start: false, chats: [{ match_id: matchId, phase: "reflection" }] });
    at(7.5);
    expect(json(await as(ada, "POST", `/api/conversations/${matchId}/echo/decision`, { choice: "let_go" }))).toEqual({
      echo: null,
      ended: true,
    });
    expect((await as(bea, "GET", `/api/conversations/${matchId}/messages`)).statusCode).toBe(404);
    expect(json(await as(bea, "GET", "/api/matches")).matches.map((m: { id: string }) => m.id)).not.toContain(matchId);
    expect(json(await as(bea, "GET", "/api/echo-chats")).chats).toEqual([]);
  });
});
