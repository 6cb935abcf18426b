import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { MessageLimits } from "#shared/limits";
import { MessageText } from "#shared/messages";
import type { Conversation, ConversationList } from "#shared/messaging";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (m: Member, url: string) => {
  const res = await t.app.inject({ method: "GET", url, headers: { cookie: m.cookie } });
  return { status: res.statusCode, body: json(res) };
};
const listOf = async (m: Member, query = "") => {
  const { status, body } = await get(m, `/api/conversations${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as ConversationList;
};

const NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gia"];
/** The name of the `i`th partner. */
const partner = (i: number) => `Partner ${NAMES[i]}`;

/** `me` matched with `count` others (through the real like route), each match's id by partner. */
async function matchedWith(count: number) {
  const me = await createMember(t.app, { name: "Max", gender: "man" });
  const others: Member[] = [];
  const matchOf = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const other = await createMember(t.app, { name: `Partner ${NAMES[i]}`, gender: "woman" });
    const like = (from: Member, to: Member) =>
      t.app.inject({
        method: "POST",
        url: "/api/likes",
        headers: { cookie: from.cookie },
        payload: { user_id: to.id },
      });
    await like(me, other);
    matchOf.set(other.id, json(await like(other, me)).match_id as string);
    others.push(other);
  }
  return { me, others, matchOf };
}

/** A message written straight into the table at `at` (the list orders by it to the microsecond). */
const message = (matchId: string, from: Member, text: string, at: string) =>
  t.database.db
    .insertInto("messages")
    .values({ match_id: matchId, sender_id: from.id, message_text: text, created_at: sql`${at}::timestamptz` })
    .execute();

/** Walks the whole list `limit` at a time, as scrolling down does. */
async function walk(m: Member, limit: number) {
  const seen: Conversation[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page: ConversationList = await listOf(
      m,
      `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
    );
    expect(page.conversations.length).toBeLessThanOrEqual(limit);
    seen.push(...page.conversations);
    cursor = page.next_cursor;
    pages += 1;
  } while (cursor);
  return { seen, pages };
}

describe("the conversation list in pages", () => {
  it("walks every visible conversation busiest first, by keyset through equal times, with each row's unread count", async () => {
    const { me, others, matchOf } = await matchedWith(7);
    const [p0, p1, p2, p3, p4] = others as [Member, Member, Member, Member, Member];
    // p1 and p2 were last active at the same microsecond: only the match id orders them.
    await message(matchOf.get(p0.id)!, p0, "Oldest talk", "2026-11-01 10:00:00.000001+00");
    await message(matchOf.get(p1.id)!, me, "Tie one", "2026-11-02 10:00:00.123456+00");
    await message(matchOf.get(p2.id)!, p2, "Tie two", "2026-11-02 10:00:00.123456+00");
    await message(matchOf.get(p3.id)!, p3, "First", "2026-11-03 09:00:00+00");
    await message(matchOf.get(p3.id)!, p3, "Second", "2026-11-03 09:00:01+00");
    await message(matchOf.get(p3.id)!, me, "Latest, mine", "2026-11-03 09:00:02+00");
    await message(matchOf.get(p4.id)!, p4, "Unread one", "2026-11-04 09:00:00+00");
    await message(matchOf.get(p4.id)!, p4, "Unread two", "2026-11-04 09:00:01+00");
    // p5 and p6: matched today, nothing said (their match time is their activity).

    const { seen, pages } = await walk(me, 3);
    expect(pages).toBe(3);
    const names = seen.map((c) => c.name);
    expect(new Set(seen.map((c) => c.match_id)).size).toBe(7);
    // The two fresh matches (today) first, in match time order; then by the latest message.
    expect(names.slice(2)).toEqual([
      partner(4),
      partner(3),
      ...[p1, p2]
        .map((p) => ({ name: p === p1 ? partner(1) : partner(2), id: matchOf.get(p.id)! }))
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .map((p) => p.name),
      partner(0),
    ]);
    expect(new Set(names.slice(0, 2))).toEqual(new Set([partner(5), partner(6)]));
    const byName = new Map(seen.map((c) => [c.name, c]));
    expect(byName.get(partner(4))).toMatchObject({ unread: 2, last_message: { message_text: "Unread two" } });
    expect(byName.get(partner(3))).toMatchObject({ unread: 2, last_message: { message_text: "Latest, mine" } });
    expect(byName.get(partner(5))).toMatchObject({ unread: 0, last_message: null });
    // One page of everything says the same, and there is no next page.
    const whole = await listOf(me, `?limit=${MessageLimits.conversationPageMax}`);
    expect(whole.conversations).toEqual(seen);
    expect(whole.next_cursor).toBeNull();
    // The badge: conversations holding something unread (p0, p2, p3, p4).
    expect((await get(me, "/api/conversations/unread")).body).toEqual({ conversations: 4 });

    // A block hides that conversation from the list, the badge and its own address.
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/blocks",
      headers: { cookie: me.cookie },
      payload: { blocked_user_id: p4.id },
    });
    expect(blocked.statusCode).toBe(201);
    const after = await walk(me, 4);
    expect(after.seen.map((c) => c.name)).toEqual(names.filter((n) => n !== partner(4)));
    expect((await get(me, "/api/conversations/unread")).body).toEqual({ conversations: 3 });
    expect((await get(me, `/api/conversations/${matchOf.get(p4.id)}`)).status).toBe(404);
  });

  it("answers one conversation by its address to its two members only", async () => {
    const { me, others, matchOf } = await matchedWith(1);
    const stranger = await createMember(t.app, { name: "Stranger", gender: "woman" });
    const matchId = matchOf.get(others[0]!.id)!;
    await message(matchId, others[0]!, "Hello there", "2026-11-05 09:00:00+00");

    const one = await get(me, `/api/conversations/${matchId}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual((await listOf(me)).conversations[0]);
    expect(one.body).toMatchObject({ name: partner(0), unread: 1, last_message: { message_text: "Hello there" } });
    expect((await get(stranger, `/api/conversations/${matchId}`)).status).toBe(404);
  });

  it("refuses a cursor that does not read and a bad page size with 400, the spec's words", async () => {
    const { me } = await matchedWith(2);
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const cursor of [
      "not-a-cursor",
      forged(["yesterday", "x"]),
      // Shaped like a time, but none PostgreSQL would read (a 500 once, from the cast).
      forged(["2026-13-45 99:99:99+00", "x"]),
      forged(["2026-02-30 10:00:00+00", "x"]),
      forged(["2026-11-01 10:00:00+99", "x"]),
      forged({ a: 1 }),
      forged(["2026-11-01 10:00:00+00"]),
    ]) {
      const res = await get(me, `/api/conversations?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body, cursor).toMatchObject({
        error: { code: ErrorCodes.conversationPageNotFound, message: MessageText.listPageNotFound },
      });
    }
    for (const query of ["?limit=0", `?limit=${MessageLimits.conversationPageMax + 1}`, "?limit=ten"])
      expect((await get(me, `/api/conversations${query}`)).status, query).toBe(400);
    // A cursor that reads only moves within the member's own list: past the end, nothing.
    const beyond = await listOf(me, `?cursor=${forged(["1970-01-01 00:00:00+00", "0"])}`);
    expect(beyond).toEqual({ conversations: [], next_cursor: null });
  });
});
