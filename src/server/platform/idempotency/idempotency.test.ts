import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { RateLimits } from "#shared/limits";
import { GeneralText } from "#shared/messages";
import { createMember, matchedPair, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, nextIp, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (m: Member, url: string, payload: object, key?: string) =>
  t.app.inject({
    method: "POST",
    url,
    remoteAddress: nextIp(),
    headers: { cookie: m.cookie, ...(key ? { "idempotency-key": key } : {}) },
    payload,
  });
const messagesIn = (matchId: string) =>
  t.database.db.selectFrom("messages").select(["id", "message_text"]).where("match_id", "=", matchId).execute();

describe("writes a client may repeat (Idempotency-Key)", () => {
  it("sends a message once when the same send arrives ten times at once, and answers all ten alike", async () => {
    const [a, , matchId] = await matchedPair(t.app);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(a, `/api/conversations/${matchId}/messages`, { message_text: "Are you free on Sunday?" }, key),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(answers.filter((r) => r.headers["idempotent-replayed"] === "true")).toHaveLength(9);
    expect(await messagesIn(matchId)).toEqual([{ id: json(answers[0]!).id, message_text: "Are you free on Sunday?" }]);
    // One message counted against the day's allowance, not ten.
    expect(
      json(await t.app.inject({ method: "GET", url: "/api/messages/allowance", headers: { cookie: a.cookie } }))
        .remaining,
    ).toBe(4);

    // The day's last message, repeated once the allowance is used up (by that very message):
    // answered with the message, not refused.
    const last = randomUUID();
    for (let i = 0; i < 3; i += 1)
      expect((await post(a, `/api/conversations/${matchId}/messages`, { message_text: `m${i}` })).statusCode).toBe(201);
    const sent = await post(a, `/api/conversations/${matchId}/messages`, { message_text: "See you!" }, last);
    const repeated = await post(a, `/api/conversations/${matchId}/messages`, { message_text: "See you!" }, last);
    expect([repeated.statusCode, repeated.body, repeated.headers["idempotent-replayed"]]).toEqual([
      201,
      sent.body,
      "true",
    ]);
    const over = await post(a, `/api/conversations/${matchId}/messages`, { message_text: "One more" }, randomUUID());
    expect(json(over).error.code).toBe(ErrorCodes.messageLimitReached);
    expect(await messagesIn(matchId)).toHaveLength(5);
  });

  it("keeps a refusal as the answer too, refuses the key for another request, and is per member", async () => {
    const [a, b, matchId] = await matchedPair(t.app);
    const key = randomUUID();
    const first = await post(a, "/api/reports", { reported_user_id: b.id, reason: "spam" }, key);
    expect(first.statusCode).toBe(201);
    const again = await post(a, "/api/reports", { reported_user_id: b.id, reason: "spam" }, key);
    expect([again.statusCode, again.body, again.headers["idempotent-replayed"]]).toEqual([201, first.body, "true"]);
    expect(
      await t.database.db.selectFrom("user_reports").select("id").where("reporter_id", "=", a.id).execute(),
    ).toHaveLength(1);

    // The same key with another request is refused, by the guard and by a send (which keeps its
    // key on the message it made).
    const other = await post(a, "/api/likes", { user_id: b.id }, key);
    expect(other.statusCode).toBe(422);
    expect(json(other).error).toMatchObject({
      code: ErrorCodes.idempotencyKeyReused,
      message: GeneralText.idempotencyKeyReused,
    });
    const sendKey = randomUUID();
    expect((await post(a, `/api/conversations/${matchId}/messages`, { message_text: "hi" }, sendKey)).statusCode).toBe(
      201,
    );
    const otherText = await post(a, `/api/conversations/${matchId}/messages`, { message_text: "bye" }, sendKey);
    expect(otherText.statusCode).toBe(422);
    expect(json(otherText).error).toMatchObject({ code: ErrorCodes.idempotencyKeyReused });
    expect((await messagesIn(matchId)).map((m) => m.message_text)).toEqual(["hi"]);

    // Another member's key of the same value is theirs alone.
    const c = await createMember(t.app);
    expect((await post(c, "/api/reports", { reported_user_id: b.id, reason: "spam" }, key)).statusCode).toBe(201);
  });

  it("refuses a malformed key before doing anything, and acts on every call without one", async () => {
    const [a, , matchId] = await matchedPair(t.app);
    const bad = await post(a, `/api/conversations/${matchId}/messages`, { message_text: "hello" }, "short");
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields).toEqual({ "idempotency-key": GeneralText.idempotencyKeyInvalid });
    expect(await messagesIn(matchId)).toEqual([]);
    for (let i = 0; i < 2; i += 1)
      expect((await post(a, `/api/conversations/${matchId}/messages`, { message_text: "hello" })).statusCode).toBe(201);
    expect(await messagesIn(matchId)).toHaveLength(2);
  });

  it("likes, buys and asks for an export once per key", async () => {
    const [a, b] = [
      await createMember(t.app, { name: "Cy", gender: "woman" }),
      await createMember(t.app, { name: "Di", gender: "woman" }),
    ];
    const like = randomUUID();
    const likes = await Promise.all([1, 2, 3].map(() => post(a, "/api/likes", { user_id: b.id }, like)));
    expect(new Set(likes.map((r) => `${r.statusCode} ${r.body}`)).size).toBe(1);
    const buy = randomUUID();
    const checkouts = await Promise.all(
      [1, 2].map(() => post(a, "/api/payments/checkout", { plan: "unlocked-plus" }, buy)),
    );
    expect(checkouts.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(checkouts[0]!.body).toBe(checkouts[1]!.body);
    expect(await t.database.db.selectFrom("payments").select("id").where("user_id", "=", a.id).execute()).toHaveLength(
      1,
    );
    const exportKey = randomUUID();
    const exports = await Promise.all([1, 2].map(() => post(a, "/api/account/exports", {}, exportKey)));
    expect(exports.map((r) => r.statusCode)).toEqual([202, 202]);
    expect(exports[0]!.body).toBe(exports[1]!.body);
    expect(
      await t.database.db.selectFrom("data_exports").select("id").where("user_id", "=", a.id).execute(),
    ).toHaveLength(1);
  });

  it("answers repeats without taking a rate limit's slot, and frees a key its rate limit refused", async () => {
    const m = await createMember(t.app, { name: "Eli", gender: "man" });
    const limit = RateLimits.exportsPerUser.max;
    // One more repeat than the day's exports, at once, under one key: one export, every answer alike.
    const key = randomUUID();
    const repeats = await Promise.all(
      Array.from({ length: limit + 1 }, () => post(m, "/api/account/exports", {}, key)),
    );
    expect(repeats.map((r) => r.statusCode)).toEqual(Array.from({ length: limit + 1 }, () => 202));
    expect(repeats.filter((r) => r.headers["idempotent-replayed"] !== "true")).toHaveLength(1);
    // The rest of the day's exports, each its own request, then one the limit refuses.
    for (let i = 1; i < limit; i += 1)
      expect((await post(m, "/api/account/exports", {}, randomUUID())).statusCode).toBe(202);
    const refusedKey = randomUUID();
    expect((await post(m, "/api/account/exports", {}, refusedKey)).statusCode).toBe(429);
    // Its retry is handled again (refused again, by the limit), not replayed: the key was freed.
    const retry = await post(m, "/api/account/exports", {}, refusedKey);
    expect(retry.statusCode).toBe(429);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();
    // Freed once the answer has gone (the key's row is kept or dropped after the response).
    await expect
      .poll(() => t.database.db.selectFrom("idempotency_keys").select("key").where("key", "=", refusedKey).execute())
      .toEqual([]);
  });
});
