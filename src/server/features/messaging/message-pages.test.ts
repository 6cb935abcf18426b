import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { MessageLimits } from "#shared/limits";
import { MessageText } from "#shared/messages";
import type { MessageList } from "#shared/messaging";
import { matchedPair as factoryPair, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (m: Member, matchId: string, query = "") => {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/conversations/${matchId}/messages${query}`,
    headers: { cookie: m.cookie },
  });
  return { status: res.statusCode, body: json(res) };
};
const pageOf = async (m: Member, matchId: string, query = "") => {
  const { status, body } = await page(m, matchId, query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as MessageList;
};

/**
 * `count` messages written straight into the table, taking turns, in runs of ten that share one
 * timestamp to the microsecond (a busy conversation's sends can): only the id orders them then.
 */
async function fill(matchId: string, [a, b]: [Member, Member], count: number): Promise<string[]> {
  await t.database.db
    .insertInto("messages")
    .columns(["match_id", "sender_id", "message_text", "created_at"])
    .expression(
      sql`select ${matchId}, case when g % 2 = 0 then ${a.id} else ${b.id} end, 'Message ' || g,
                 timestamptz '2026-11-20 09:00:00.123456+00' + (g / 10) * interval '1 second'
            from generate_series(1, ${count}::int) g`,
    )
    .execute();
  const rows = await t.database.db
    .selectFrom("messages")
    .select("id")
    .where("match_id", "=", matchId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}

describe("a conversation in pages", () => {
  it("opens on the newest page and walks back and forth by keyset, through equal timestamps, without gaps or repeats", async () => {
    const [a, b, matchId] = await factoryPair(t.app, ["Ada", "Bea"]);
    const all = await fill(matchId, [a, b], 123);

    // Backwards from the newest, as scrolling up does: 50, 50, then the first 23.
    const newest = await pageOf(b, matchId);
    expect(newest.messages).toHaveLength(MessageLimits.pageSize);
    expect(newest).toMatchObject({ has_older: true, has_newer: false });
    const seenBackwards = [...newest.messages.map((m) => m.id)];
    let cursor = newest.messages[0]!.id;
    const sizes: number[] = [];
    for (let more = true; more;) {
      const older = await pageOf(b, matchId, `?before=${cursor}`);
      sizes.push(older.messages.length);
      seenBackwards.unshift(...older.messages.map((m) => m.id));
      more = older.has_older;
      cursor = older.messages[0]!.id;
    }
    expect(sizes).toEqual([50, 23]);
    expect(seenBackwards).toEqual(all);

    // Forwards from the first message, as catching up does, 40 at a time.
    const seenForwards = [all[0]!];
    cursor = all[0]!;
    for (let more = true; more;) {
      const newer = await pageOf(a, matchId, `?after=${cursor}&limit=40`);
      seenForwards.push(...newer.messages.map((m) => m.id));
      more = newer.has_newer;
      if (newer.messages.length) cursor = newer.messages.at(-1)!.id;
    }
    expect(seenForwards).toEqual(all);
  });

  it("answers only what came since a message after a gap", async () => {
    const [a, b, matchId] = await factoryPair(t.app, ["Cleo", "Dan"]);
    await fill(matchId, [a, b], 7);
    const shown = (await pageOf(b, matchId)).messages.at(-1)!.id;
    // The page was away (a reconnect, another tab): three messages meanwhile.
    for (const text of ["One", "Two", "Three"]) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/conversations/${matchId}/messages`,
        headers: { cookie: a.cookie },
        payload: { message_text: text },
      });
      expect(res.statusCode).toBe(201);
    }
    const since = await pageOf(b, matchId, `?after=${shown}`);
    expect(since.messages.map((m) => m.message_text)).toEqual(["One", "Two", "Three"]);
    expect(since.has_newer).toBe(false);
    expect((await pageOf(b, matchId, `?after=${since.messages.at(-1)!.id}`)).messages).toEqual([]);
  });

  it("refuses a cursor from another conversation, a made-up one and a bad page with 400, the spec's words", async () => {
    const [a, b, matchId] = await factoryPair(t.app, ["Eve", "Fay"]);
    const [c, d, otherId] = await factoryPair(t.app, ["Gus", "Hal"]);
    await fill(matchId, [a, b], 3);
    const elsewhere = (await fill(otherId, [c, d], 3))[1]!;

    for (const query of [`?before=${elsewhere}`, `?after=${elsewhere}`, "?before=made-up-id", "?after=x"]) {
      const res = await page(a, matchId, query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({
        error: { code: ErrorCodes.messagePageNotFound, message: MessageText.pageNotFound },
      });
    }
    const both = (await pageOf(a, matchId)).messages.map((m) => m.id);
    for (const query of [
      `?before=${both[1]}&after=${both[0]}`,
      "?limit=0",
      `?limit=${MessageLimits.pageMax + 1}`,
      "?limit=ten",
    ])
      expect((await page(a, matchId, query)).status, query).toBe(400);
    // The other conversation's members cannot page this one from their own message either.
    expect((await page(c, matchId, `?before=${elsewhere}`)).status).toBe(404);
  });
});
