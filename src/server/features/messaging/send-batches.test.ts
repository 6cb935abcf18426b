import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MessageLimits } from "#shared/limits";
import { matchedPair, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.js";
import { atomicallyWith } from "../../platform/events/event-bus.js";
import { createSendsRepository, type Outgoing } from "./messaging.repository.js";
import { createSendBatcher, type SendOutcome } from "./send-batcher.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = new Date().toISOString().slice(0, 10);
const outgoing = (from: Member, matchId: string, text: string, extra: Partial<Outgoing> = {}): Outgoing => ({
  matchId,
  senderId: from.id,
  text,
  day,
  cap: null,
  key: null,
  ...extra,
});
/** The batcher over the app's own database and event bus: the sends below are made in one turn, so they share batches. */
const batcher = () => createSendBatcher({ atomically: atomicallyWith(t.bus!, createSendsRepository) });
/** Each stored message's transaction (PostgreSQL's xmin): one value for one commit. */
const transactionsOf = async (ids: string[]) =>
  new Set(
    (
      await t.database.db
        .selectFrom("messages")
        .select(sql<string>`xmin::text`.as("tx"))
        .where("id", "in", ids)
        .execute()
    ).map((r) => r.tx),
  );
const sentToday = async (m: Member) =>
  (
    await t.database.db
      .selectFrom("message_allowance")
      .select("sent")
      .where("user_id", "=", m.id)
      .where("day", "=", day)
      .executeTakeFirst()
  )?.sent ?? 0;
const stored = (outcome: SendOutcome) => (typeof outcome === "string" ? undefined : outcome.id);

describe("sends batched (group commit)", () => {
  it("stores a batch in one transaction, refusing only the send over its day's limit", async () => {
    const [a, b, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    const [c, d, otherId] = await matchedPair(t.app, ["Cy", "Dee"]);
    await t.database.db
      .insertInto("message_allowance")
      .values({ user_id: c.id, day, sent: MessageLimits.freePerDay })
      .execute();
    const send = batcher();
    const outcomes = await Promise.all([
      send.send(outgoing(a, matchId, "One"), b.id),
      send.send(outgoing(c, otherId, "Over the limit", { cap: MessageLimits.freePerDay }), d.id),
      send.send(outgoing(b, matchId, "Two"), a.id),
      send.send(outgoing(a, matchId, "Three", { key: "k-three-0123456789abcdef" }), b.id),
    ]);
    expect(outcomes[1]).toBe("limit");
    const ids = outcomes.flatMap((o) => stored(o) ?? []);
    expect(ids).toHaveLength(3);
    expect((await transactionsOf(ids)).size).toBe(1);
    // The refused send changed nothing; each stored one counted once.
    expect([await sentToday(c), await sentToday(a), await sentToday(b)]).toEqual([MessageLimits.freePerDay, 2, 1]);
    const texts = await t.database.db
      .selectFrom("messages")
      .select("message_text")
      .where("match_id", "in", [matchId, otherId])
      .orderBy("created_at")
      .execute();
    expect(texts.map((r) => r.message_text).sort()).toEqual(["One", "Three", "Two"]);
  });

  it("stores a key repeated inside one batch once, and counts it once", async () => {
    const [a, b, matchId] = await matchedPair(t.app, ["Eve", "Fay"]);
    const send = batcher();
    const key = "k-repeat-0123456789abcdef";
    const message = outgoing(a, matchId, "Are you free on Sunday?", { key, cap: MessageLimits.freePerDay });
    const outcomes = await Promise.all([send.send(message, b.id), send.send(message, b.id), send.send(message, b.id)]);
    expect(outcomes.filter((o) => o === "limit")).toHaveLength(2);
    expect(outcomes.filter((o) => stored(o))).toHaveLength(1);
    expect(await sentToday(a)).toBe(1);
  });

  it("answers a send whose match is gone on its own, storing the rest of its batch", async () => {
    const [a, b, matchId] = await matchedPair(t.app, ["Gus", "Hal"]);
    const [c, d, goneId] = await matchedPair(t.app, ["Ivy", "Jo"]);
    await t.database.db.deleteFrom("matches").where("id", "=", goneId).execute();
    const send = batcher();
    const outcomes = await Promise.all([
      send.send(outgoing(a, matchId, "Still here"), b.id),
      send.send(outgoing(c, goneId, "Into the void"), d.id),
      send.send(outgoing(b, matchId, "Me too"), a.id),
    ]);
    expect(outcomes[1]).toBe("gone");
    expect(outcomes.filter((o) => stored(o))).toHaveLength(2);
    expect(await sentToday(c)).toBe(0);
  });
});
