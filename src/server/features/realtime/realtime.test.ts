import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realtimeCloseCodes } from "#shared/realtime";
import type { Message } from "#shared/messaging";
import { grantTier } from "../../../../scripts/grant.js";
import { addModerator } from "../../../../scripts/moderators.js";
import { GOOD_PASSWORD } from "../../../../tests/support/auth-helpers.js";
import { createMember, type Member } from "../../../../tests/support/factories.js";
import { connectRealtime } from "../../../../tests/support/realtime-client.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const connect = (m: Member, origin?: string) => connectRealtime(base, m, origin);

const as = (m: Member, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, payload });

describe("the realtime channel", () => {
  it("pushes a match, a new message and its reading to the two members, and nothing to anyone else", async () => {
    const [a, b, eve] = [
      await createMember(t.app, { name: "Ada", gender: "woman" }),
      await createMember(t.app, { name: "Bea", gender: "woman" }),
      await createMember(t.app),
    ];
    const [sa, sb, se] = [await connect(a), await connect(b), await connect(eve)];
    await as(a, "POST", "/api/likes", { user_id: b.id });
    // The liked member's pages hear that someone did, nothing of who (the plan decides that).
    expect(await sb.next((m) => m.type === "like.received")).toEqual({ type: "like.received" });
    const matchId = json(await as(b, "POST", "/api/likes", { user_id: a.id })).match_id as string;
    expect(await sa.next((m) => m.type === "match.created")).toEqual({ type: "match.created", match_id: matchId });
    await sb.next((m) => m.type === "match.created");

    const sent = json(
      await as(a, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Hello in real time" }),
    );
    // The message travels whole, as the API answers it (the page never re-reads the conversation).
    expect(await sb.next((m) => m.type === "message.created")).toEqual({
      type: "message.created",
      match_id: matchId,
      message: sent,
    });
    expect(await sa.next((m) => m.type === "message.created")).toEqual({
      type: "message.created",
      match_id: matchId,
      message: sent,
    });
    // Reading: the reader's own pages hear of it; a free sender does not (read receipts are premium).
    await as(b, "POST", `/api/conversations/${matchId}/read`, { up_to: sent.id });
    const read = await sb.next((m) => m.type === "message.read");
    expect(read).toMatchObject({ type: "message.read", match_id: matchId, reader_id: b.id, up_to: sent.id });
    // When it was read, as the message itself now says.
    const listed = json(await as(b, "GET", `/api/conversations/${matchId}/messages`)).messages as Message[];
    expect(listed.find((m) => m.id === sent.id)?.read_at).toBe((read as { read_at: string }).read_at);
    // A send with its Idempotency-Key: the sender's pages hear the key back (their "Sending…" copy
    // gives way to this one), the recipient's never do.
    const key = "k-realtime-0123456789abcdef";
    const keyed = json(
      await t.app.inject({
        method: "POST",
        url: `/api/conversations/${matchId}/messages`,
        headers: { cookie: a.cookie, "idempotency-key": key },
        payload: { message_text: "With my key" },
      }),
    );
    const isKeyed = (m: { type: string; message?: { id: string } }) =>
      m.type === "message.created" && m.message?.id === keyed.id;
    expect(await sa.next(isKeyed)).toEqual({
      type: "message.created",
      match_id: matchId,
      message: keyed,
      client_key: key,
    });
    expect(await sb.next(isKeyed)).toEqual({ type: "message.created", match_id: matchId, message: keyed });
    await grantTier(t.database, a.email, "unlocked-plus", 30, t.bus);
    const second = json(
      await as(a, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Now with receipts" }),
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(sa.received.filter((m) => m.type === "message.read")).toEqual([]);
    await as(b, "POST", `/api/conversations/${matchId}/read`, { up_to: second.id });
    expect(await sa.next((m) => m.type === "message.read")).toMatchObject({
      type: "message.read",
      match_id: matchId,
      reader_id: b.id,
      up_to: second.id,
    });

    // A ping is answered on the same socket (the self-test's echo); Eve heard nothing but her pong.
    se.socket.send(JSON.stringify({ type: "ping", id: "echo-1" }));
    expect(await se.next((m) => m.type === "pong")).toEqual({ type: "pong", id: "echo-1" });
    expect(se.received).toEqual([{ type: "pong", id: "echo-1" }]);
    // Bea's like back made the match: told as the match, not as a like waiting for an answer.
    expect(sa.received.filter((m) => m.type === "like.received")).toHaveLength(0);
    expect(sb.received.filter((m) => m.type === "like.received")).toHaveLength(1);
    // Eve's like adds to Bea's count: told once, however often Eve likes her again.
    for (let i = 0; i < 3; i += 1)
      expect((await as(eve, "POST", "/api/likes", { user_id: b.id })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 150));
    expect(sb.received.filter((m) => m.type === "like.received")).toHaveLength(2);
    for (const s of [sa, sb, se]) s.socket.close();
  });

  it("refuses a socket without a session, and one opened from another origin", async () => {
    const m = await createMember(t.app);
    await expect(connect({ ...m, cookie: "" })).rejects.toThrow("HTTP 401");
    await expect(connect(m, "http://localhost:4000")).rejects.toThrow("HTTP 403");
  });

  it("closes a socket when its session ends: signed out, or the account deleted", async () => {
    const closedWith = (s: Awaited<ReturnType<typeof connect>>) =>
      new Promise<number>((resolve) => s.socket.once("close", (code) => resolve(code)));
    const signedOut = await createMember(t.app);
    const socket = await connect(signedOut);
    const closed = closedWith(socket);
    expect((await as(signedOut, "POST", "/api/auth/sign-out", {})).statusCode).toBe(200);
    expect(await closed).toBe(realtimeCloseCodes.sessionEnded);

    const leaving = await createMember(t.app);
    const last = await connect(leaving);
    const gone = closedWith(last);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: leaving.cookie },
      payload: { password: GOOD_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await gone).toBe(realtimeCloseCodes.sessionEnded);
  });

  it("tells a suspended member's open page why and until when, before their session ends", async () => {
    const [mod, reporter, member] = [await createMember(t.app), await createMember(t.app), await createMember(t.app)];
    await addModerator(t.database, mod.email);
    expect(
      (await as(reporter, "POST", "/api/reports", { reported_user_id: member.id, reason: "spam" })).statusCode,
    ).toBe(201);
    const cases = json(await as(mod, "GET", "/api/moderation/cases")).cases as { id: string; subject_id: string }[];
    const caseId = cases.find((c) => c.subject_id === member.id)!.id;
    const socket = await connect(member);
    const closed = new Promise<number>((resolve) => socket.socket.once("close", (code) => resolve(code)));
    const decided = await as(mod, "POST", `/api/moderation/cases/${caseId}/actions`, {
      action: "suspend",
      reason: "Spam links",
      days: 3,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(await closed).toBe(realtimeCloseCodes.sessionEnded);
    const told = socket.received.filter((m) => m.type === "account.restricted");
    expect(told).toEqual([
      { type: "account.restricted", kind: "suspension", reason: "Spam links", ends_at: expect.any(String) },
    ]);
    expect(new Date((told[0] as { ends_at: string }).ends_at).getTime() - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    // Said before the check that ended the page's session.
    const order = socket.received.map((m) => m.type);
    expect(order.indexOf("account.restricted")).toBeLessThan(order.indexOf("session.check"));
  });
});
