import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { MessageLimits } from "#shared/limits";
import { MessageText, MessageToasts } from "#shared/messages";
import type { Conversation, Message } from "#shared/messaging";
import { freeStatus } from "#shared/subscriptions";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, matchedPair as factoryPair, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";
import { createMessagingRepository, createSendsRepository } from "./messaging.repository.js";

// The services' clock (the allowance's UTC day); accounts and sessions keep real time.
let clock = new Date("2026-11-23T12:00:00Z");
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const as = (m: Member, method: "GET" | "POST" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: m.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const send = (m: Member, matchId: string, text: string) =>
  as(m, "POST", `/api/conversations/${matchId}/messages`, { message_text: text });
const messagesOf = async (m: Member, matchId: string) =>
  json(await as(m, "GET", `/api/conversations/${matchId}/messages`)).messages as Message[];
const conversationsOf = async (m: Member) =>
  json(await as(m, "GET", "/api/conversations")).conversations as Conversation[];
const stored = (matchId: string) =>
  t.database.db.selectFrom("messages").selectAll().where("match_id", "=", matchId).execute();

const matchedPair = (names?: [string, string]) => factoryPair(t.app, names);

describe("conversations", () => {
  it("delivers a trimmed message, lists it for both, and marks it read when opened", async () => {
    const [a, b, matchId] = await matchedPair();
    const res = await send(a, matchId, "  Hi Bea! <3  ");
    expect(res.statusCode).toBe(201);
    expect(json(res)).toMatchObject({ match_id: matchId, sender_id: a.id, message_text: "Hi Bea! <3", read_at: null });
    clock = new Date(clock.getTime() + 1000);
    await send(b, matchId, "Hello Ada");

    const [conversation] = await conversationsOf(b);
    expect(conversation).toMatchObject({
      match_id: matchId,
      user_id: a.id,
      name: "Ada",
      unread: 1,
      last_message: { message_text: "Hello Ada", sender_id: b.id },
    });
    expect((await messagesOf(b, matchId)).map((m) => m.message_text)).toEqual(["Hi Bea! <3", "Hello Ada"]);
    // The tab's badge: conversations with something unread, for each side.
    const unread = async (m: Member) => json(await as(m, "GET", "/api/conversations/unread")).conversations;
    expect([await unread(a), await unread(b)]).toEqual([1, 1]);

    expect((await as(b, "POST", `/api/conversations/${matchId}/read`)).statusCode).toBe(400);

    // Only what the page showed is marked: a message after `up_to` stays unread.
    const shown = await messagesOf(b, matchId);
    clock = new Date(clock.getTime() + 1000);
    await send(a, matchId, "Arrived after you looked");
    const read = async (upTo: string) =>
      json(await as(b, "POST", `/api/conversations/${matchId}/read`, { up_to: upTo }));
    expect(await read(shown.at(-1)!.id)).toEqual({ marked: 1 });
    expect((await conversationsOf(b))[0]!.unread).toBe(1);
    expect(await read("not-in-this-match")).toEqual({ marked: 0 });
    expect(await read((await messagesOf(b, matchId)).at(-1)!.id)).toEqual({ marked: 1 });
    expect((await conversationsOf(b))[0]!.unread).toBe(0);
    expect(await unread(b)).toBe(0);
    // Stored for everyone, shown to the sender only with premium (read receipts).
    expect((await stored(matchId)).find((m) => m.sender_id === a.id)!.read_at).not.toBeNull();
    expect((await messagesOf(a, matchId))[0]!.read_at).toBeNull();
    await grantTier(t.database, a.email, "unlocked-plus", 30, t.bus);
    expect((await messagesOf(a, matchId))[0]!.read_at).toEqual(expect.any(String));
    // The reader's own view of the other person's message never depended on a plan.
    // Recorded after the answer (off the request's path), so waited for.
    const events = async () =>
      (
        await t.database.db
          .selectFrom("user_events")
          .select("event_data")
          .where("user_id", "=", a.id)
          .where("event_type", "=", "message_sent")
          .execute()
      ).length;
    for (let i = 0; i < 50 && (await events()) < 2; i += 1) await new Promise((r) => setTimeout(r, 100));
    expect(await events()).toBe(2);
  });

  it("refuses every conversation route to anyone outside the match, and changes nothing", async () => {
    const [a, , matchId] = await matchedPair();
    const stranger = await createMember(t.app, { name: "Eve" });
    await send(a, matchId, "Just us");
    for (const id of [matchId, "no-such-match"]) {
      for (const res of [
        await as(stranger, "GET", `/api/conversations/${id}/messages`),
        await as(stranger, "POST", `/api/conversations/${id}/read`, { up_to: "any" }),
        await send(stranger, id, "Let me in"),
        await as(stranger, "DELETE", `/api/matches/${id}`),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
      }
    }
    expect((await stored(matchId)).map((m) => [m.message_text, m.read_at])).toEqual([["Just us", null]]);
    expect(await conversationsOf(stranger)).toEqual([]);
    expect((await as(stranger, "GET", "/api/messages/allowance")).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/conversations" })).statusCode).toBe(401);
  });

  it("refuses empty, overlong and harmful messages with the spec's words, storing nothing", async () => {
    const [a, , matchId] = await matchedPair();
    const cases: [string, string][] = [
      ["   ", MessageText.empty],
      ["x".repeat(MessageLimits.textMax + 1), MessageText.tooLong],
      ["<script>alert(1)</script>", MessageText.harmful],
      ["click javascript:alert(1)", MessageText.harmful],
      ['<img src=x onerror="alert(1)">', MessageText.harmful],
      ["<a href=# ONCLICK = steal()>hi</a>", MessageText.harmful],
      // Dressed up the ways the red-team pass found: full-width, character references (also
      // twice-encoded), a tab or line break inside the scheme, zero-width characters, vbscript:.
      ["\uFF1Cscript\uFF1Ealert(1)\uFF1C/script\uFF1E", MessageText.harmful],
      ["&#x3c;script>alert(1)", MessageText.harmful],
      ["&#60;script&#62;alert(1)", MessageText.harmful],
      ["&amp;lt;script&amp;gt;alert(1)", MessageText.harmful],
      ["java\tscript:alert(1)", MessageText.harmful],
      ["java\nscript:alert(1)", MessageText.harmful],
      ["javascript&colon;alert(1)", MessageText.harmful],
      ["<img src=x on\u200Berror=alert(1)>", MessageText.harmful],
      ["<img src=x o\u200Dn\u2060error=alert(1)>", MessageText.harmful],
      ["vbscript:msgbox(1)", MessageText.harmful],
      ["\uFF4A\uFF41\uFF56\uFF41script:alert(1)", MessageText.harmful],
    ];
    for (const [text, message] of cases) {
      const res = await send(a, matchId, text);
      expect(res.statusCode, text).toBe(400);
      expect(JSON.stringify(json(res).error)).toContain(message);
    }
    expect(await stored(matchId)).toEqual([]);
    expect((await send(a, matchId, "x".repeat(MessageLimits.textMax))).statusCode).toBe(201);
    // Everyday text with the same characters is fine, and stored as sent (four: a free day allows five).
    for (const fine of [
      "Tom &amp; Jerry at 8?",
      "I <3 jazz &lt;— ｔｒｕｌｙ",
      "java script: the coffee kind",
      "one\u200Bword",
    ]) {
      expect((await send(a, matchId, fine)).statusCode, fine).toBe(201);
    }
    expect((await stored(matchId)).map((m) => m.message_text)).toContain("Tom &amp; Jerry at 8?");
  });

  it("unmatch ends the match and its conversation for both", async () => {
    const [a, b, matchId] = await matchedPair();
    await send(a, matchId, "Bye soon");
    expect((await as(b, "DELETE", `/api/matches/${matchId}`)).statusCode).toBe(200);
    expect(await stored(matchId)).toEqual([]);
    expect(await conversationsOf(a)).toEqual([]);
    expect(await conversationsOf(b)).toEqual([]);
    expect((await send(a, matchId, "Still there?")).statusCode).toBe(404);
    // Liking again alone cannot remake it: both likes became passes.
    expect(json(await as(a, "POST", "/api/likes", { user_id: b.id })).match_id).toBeNull();
  });

  it("a pair hidden by a block cannot unmatch: the blocked member cannot wipe the blocker's conversation", async () => {
    const [a, b, matchId] = await matchedPair();
    await send(a, matchId, "Something worth keeping");
    expect((await as(a, "POST", "/api/blocks", { blocked_user_id: b.id })).statusCode).toBe(201);
    for (const who of [b, a]) expect((await as(who, "DELETE", `/api/matches/${matchId}`)).statusCode).toBe(404);
    expect((await stored(matchId)).map((m) => m.message_text)).toEqual(["Something worth keeping"]);
    expect(
      await t.database.db.selectFrom("matches").select("id").where("id", "=", matchId).executeTakeFirst(),
    ).toBeDefined();
  });
});

describe("the daily allowance", () => {
  it("lets twenty concurrent sends from a free member store exactly five, and resets at the UTC day", async () => {
    clock = new Date("2026-11-23T23:59:59Z");
    const [a, , matchId] = await matchedPair();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(a, matchId, `message ${i}`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MessageLimits.freePerDay);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 403 && json(r).error.code === ErrorCodes.messageLimitReached)).toBe(
      true,
    );
    expect(json(refused[0]!).error.message).toBe(MessageToasts.limitReached.description);
    expect(await stored(matchId)).toHaveLength(MessageLimits.freePerDay);
    expect(json(await as(a, "GET", "/api/messages/allowance"))).toEqual({
      remaining: 0,
      can_send: false,
      limit: MessageLimits.freePerDay,
      resets_at: "2026-11-24T00:00:00.000Z",
    });

    clock = new Date("2026-11-24T00:00:00Z");
    expect(json(await as(a, "GET", "/api/messages/allowance"))).toEqual({
      remaining: 5,
      can_send: true,
      limit: 5,
      resets_at: "2026-11-25T00:00:00.000Z",
    });
    expect((await send(a, matchId, "a new day")).statusCode).toBe(201);
    expect(json(await as(a, "GET", "/api/messages/allowance")).remaining).toBe(4);
  });

  it("counts nothing when the match ends between the check and the insert", async () => {
    clock = new Date("2026-11-25T12:00:00Z");
    const [a, , matchId] = await matchedPair();
    expect((await send(a, matchId, "before")).statusCode).toBe(201);
    // The race an unmatch can win: the service checked the match, then it was deleted.
    await t.database.db.deleteFrom("matches").where("id", "=", matchId).execute();
    const repo = createMessagingRepository(t.database.db);
    const day = "2026-11-25";
    expect(
      await createSendsRepository(t.database.db).sendCounted({
        matchId,
        senderId: a.id,
        text: "after",
        day,
        cap: MessageLimits.freePerDay,
        key: null,
      }),
    ).toBe("gone");
    expect(await repo.sentOn(a.id, day)).toBe(1);
    expect(await stored(matchId)).toHaveLength(0);
  });

  it("is unlimited (-1) on a premium plan, and free again once the plan ends", async () => {
    const [a, , matchId] = await matchedPair();
    await grantTier(t.database, a.email, "unlocked-beyond", 30, t.bus);
    expect(json(await as(a, "GET", "/api/subscription"))).toMatchObject({
      subscribed: true,
      subscription_tier: "unlocked-beyond",
      subscription_end: expect.any(String),
    });
    expect(json(await as(a, "GET", "/api/messages/allowance"))).toEqual({
      remaining: -1,
      can_send: true,
      limit: -1,
      resets_at: null,
    });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => send(a, matchId, `premium ${i}`)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));

    clock = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(json(await as(a, "GET", "/api/subscription"))).toEqual(freeStatus);
    expect(json(await as(a, "GET", "/api/messages/allowance")).remaining).toBe(5);
  });
});
