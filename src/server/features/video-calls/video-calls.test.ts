import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CallMessage } from "#shared/realtime";
import { clientMessageMaxBytes } from "#shared/realtime";
import { grantTier } from "../../../../scripts/grant.js";
import { createMember, matchedPair } from "../../../../tests/support/factories.js";
import { connectRealtime } from "../../../../tests/support/realtime-client.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await createTestApp({}, { ICE_SERVERS: '[{"urls":"stun:stun.unlocked.test:3478"}]' });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Waits until `n` refusals of this call have reached the socket (`next` looks at everything received). */
const refusals = (s: Awaited<ReturnType<typeof connectRealtime>>, callId: string, n: number) =>
  s.next(
    () =>
      s.received.filter((m) => m.type === "call.error" && m.call_id === callId && m.code === "not_found").length >= n,
  );

const call = (matchId: string, kind: CallMessage["kind"], extra: Partial<CallMessage> = {}): string =>
  JSON.stringify({ type: "call", kind, match_id: matchId, call_id: "call-1", ...extra });

describe("video call signalling", () => {
  it("relays a call between two members with video chat in the same match only, and tells the answerer's other pages", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    const eve = await createMember(t.app, { name: "Eve", gender: "woman" });
    const [sa, sb, se] = [
      await connectRealtime(host, ada),
      await connectRealtime(host, bea),
      await connectRealtime(host, eve),
    ];

    // Without a plan the invite is refused, and nothing reaches Bea.
    sa.socket.send(call(matchId, "invite"));
    expect(await sa.next((m) => m.type === "call.error")).toEqual({
      type: "call.error",
      call_id: "call-1",
      code: "premium_required",
    });

    // Free members have no video chat (part 1 §6): Bea cannot be called until her plan has it.
    await grantTier(t.database, ada.email, "unlocked-plus", 30, t.bus);
    sa.socket.send(call(matchId, "invite", { call_id: "call-0" }));
    expect(await sa.next((m) => m.type === "call.error" && m.call_id === "call-0")).toEqual({
      type: "call.error",
      call_id: "call-0",
      code: "partner_unavailable",
    });
    expect(sb.received.filter((m) => m.type === "call.event")).toEqual([]);
    // A refused invite leaves no call: the person "called" can neither answer it nor signal into it.
    const offer = { sdp: { type: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n" } };
    sb.socket.send(call(matchId, "accept", { call_id: "call-0" }));
    sb.socket.send(call(matchId, "signal", { call_id: "call-0", signal: offer as CallMessage["signal"] }));
    sa.socket.send(call(matchId, "signal", { call_id: "call-0", signal: offer as CallMessage["signal"] }));
    await refusals(sb, "call-0", 2);
    await refusals(sa, "call-0", 1);
    expect([...sa.received, ...sb.received].filter((m) => m.type === "call.event")).toEqual([]);

    await grantTier(t.database, bea.email, "unlocked-beyond", 30, t.bus);
    const sb2 = await connectRealtime(host, bea);
    sa.socket.send(call(matchId, "invite"));
    expect(await sb.next((m) => m.type === "call.event")).toEqual({
      type: "call.event",
      kind: "invite",
      match_id: matchId,
      call_id: "call-1",
      from: ada.id,
    });
    await sb2.next((m) => m.type === "call.event" && m.kind === "invite");
    // Only the person called answers, and nothing is signalled before they do.
    sa.socket.send(call(matchId, "accept"));
    sa.socket.send(call(matchId, "signal", { signal: offer as CallMessage["signal"] }));
    await refusals(sa, "call-1", 2);
    expect(sb.received.filter((m) => m.type === "call.event" && m.kind !== "invite")).toEqual([]);
    // Bea answers on one page; her other page hears it (and stops ringing); the offer and answer travel both ways, as sent.
    sb.socket.send(call(matchId, "accept"));
    await sa.next((m) => m.type === "call.event" && m.kind === "accept");
    expect(await sb2.next((m) => m.type === "call.event" && m.kind === "accept")).toMatchObject({
      from: bea.id,
      call_id: "call-1",
    });
    sb2.socket.close();
    sa.socket.send(call(matchId, "signal", { signal: offer as CallMessage["signal"] }));
    expect(await sb.next((m) => m.type === "call.event" && m.kind === "signal")).toMatchObject({
      from: ada.id,
      signal: offer,
    });
    const candidate = {
      candidate: { candidate: "candidate:1 1 udp 2122260223 127.0.0.1 54400 typ host", sdpMid: "0", sdpMLineIndex: 0 },
    };
    sb.socket.send(call(matchId, "signal", { signal: candidate }));
    expect(await sa.next((m) => m.type === "call.event" && m.kind === "signal")).toMatchObject({
      from: bea.id,
      signal: candidate,
    });

    // Someone outside the match can neither call into it nor hear anything of it.
    await grantTier(t.database, eve.email, "unlocked-beyond", 30, t.bus);
    se.socket.send(call(matchId, "invite", { call_id: "call-eve" }));
    expect(await se.next((m) => m.type === "call.error")).toEqual({
      type: "call.error",
      call_id: "call-eve",
      code: "not_found",
    });
    sa.socket.send(call(matchId, "end"));
    await sb.next((m) => m.type === "call.event" && m.kind === "end");
    // Ended: the call is gone for both.
    sb.socket.send(call(matchId, "signal", { signal: candidate }));
    await refusals(sb, "call-1", 1);
    expect(se.received.filter((m) => m.type === "call.event")).toEqual([]);
    // Malformed signals are dropped without an answer.
    sa.socket.send(
      JSON.stringify({
        type: "call",
        kind: "signal",
        match_id: matchId,
        call_id: "x",
        signal: { sdp: { type: "pranswer", sdp: 1 } },
      }),
    );
    sa.socket.send(JSON.stringify({ type: "call", kind: "ring", match_id: matchId, call_id: "x" }));
    sa.socket.send(JSON.stringify({ type: "ping", id: "after" }));
    await sa.next((m) => m.type === "pong");
    expect(sb.received.filter((m) => m.type === "call.event" && m.call_id === "x")).toEqual([]);
    for (const s of [sa, sb, se]) s.socket.close();
  });

  it("hands members the configured ICE servers, and closes a socket that sends more than a call needs", async () => {
    const m = await createMember(t.app);
    expect(
      json(await t.app.inject({ method: "GET", url: "/api/calls/config", headers: { cookie: m.cookie } })),
    ).toEqual({ ice_servers: [{ urls: "stun:stun.unlocked.test:3478" }] });
    expect((await t.app.inject({ method: "GET", url: "/api/calls/config" })).statusCode).toBe(401);
    const s = await connectRealtime(host, m);
    const closed = new Promise<number>((resolve) => s.socket.once("close", (code) => resolve(code)));
    s.socket.send("x".repeat(clientMessageMaxBytes + 1));
    expect(await closed).toBe(1009);
  });
});
