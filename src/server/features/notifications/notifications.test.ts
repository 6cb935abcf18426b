import https from "node:https";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationErrors, NotificationText } from "#shared/notifications";
import { createMember, matchedPair, type Member } from "../../../../tests/support/factories.js";
import { startFakePushService } from "../../../../tests/support/fake-push-service.js";
import { connectRealtime } from "../../../../tests/support/realtime-client.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
let push: Awaited<ReturnType<typeof startFakePushService>>;
let host: string;
beforeAll(async () => {
  push = await startFakePushService();
  // The push service's certificate is trusted by this test process only, as a real one's CA is.
  https.globalAgent.options.ca = [...tls.rootCertificates, push.ca];
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  host = `127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await t.close();
  await push.close();
});

const as = (m: Member, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, ...(payload ? { payload } : {}) });
const send = (m: Member, matchId: string, text: string) =>
  as(m, "POST", `/api/conversations/${matchId}/messages`, { message_text: text });
const pushesTo = (endpoint: string) => push.received.filter((p) => p.endpoint === endpoint);
const settle = () => new Promise((r) => setTimeout(r, 400));
/** The dev mailbox answers once every background task has settled, pushes included. */
const tasksDone = async () =>
  expect((await t.app.inject({ method: "GET", url: "/api/dev/mailbox?to=nobody@example.com" })).statusCode).toBe(200);

describe("web push", () => {
  it("reaches a member with no page open, signed with our VAPID key and encrypted for their browser; text only with previews; never while a page of theirs is open", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    // Their match's own push went out (to no browser yet) before Bea's browser subscribes.
    await tasksDone();
    const { public_key } = json(await t.app.inject({ method: "GET", url: "/api/push/key" }));
    const browser = push.subscription();
    expect((await as(bea, "POST", "/api/push/subscriptions", browser)).statusCode).toBe(201);

    // Previews are off by default: the push says a message came, not what it says.
    expect((await send(ada, matchId, "Secret plans for Saturday")).statusCode).toBe(201);
    await expect.poll(() => pushesTo(browser.endpoint).length).toBe(1);
    const [first] = pushesTo(browser.endpoint);
    expect(first).toMatchObject({ vapidKey: public_key, audience: new URL(browser.endpoint).origin, ttl: "86400" });
    expect(first!.payload).toEqual({
      ...NotificationText.newMessage,
      url: "/messages",
      tag: `conversation-${matchId}`,
    });

    expect(json(await as(bea, "PATCH", "/api/notifications/settings", { message_previews: true }))).toMatchObject({
      message_previews: true,
      messages: true,
    });
    await send(ada, matchId, "Picnic at noon?");
    await expect.poll(() => pushesTo(browser.endpoint).length).toBe(2);
    expect(pushesTo(browser.endpoint)[1]!.payload).toMatchObject({ title: "Ada", body: "Picnic at noon?" });

    // Bea has a page open: it shows the message, so no push repeats it.
    const page = await connectRealtime(host, bea);
    await send(ada, matchId, "Seen live");
    await page.next((m) => m.type === "message.created");
    await settle();
    page.socket.close();
    await settle();
    expect(pushesTo(browser.endpoint)).toHaveLength(2);

    // Messages turned off: nothing; a new match still arrives.
    await as(bea, "PATCH", "/api/notifications/settings", { messages: false });
    await send(ada, matchId, "Quiet now");
    const cy = await createMember(t.app, { name: "Cy", gender: "woman" });
    await as(cy, "POST", "/api/likes", { user_id: bea.id });
    const liked = json(await as(bea, "POST", "/api/likes", { user_id: cy.id }));
    await expect.poll(() => pushesTo(browser.endpoint).length).toBe(3);
    expect(pushesTo(browser.endpoint)[2]!.payload).toEqual({
      ...NotificationText.newMatch,
      url: "/matches",
      tag: `match-${liked.match_id}`,
    });
    expect(push.failures).toEqual([]);
  });

  it("forgets a browser whose push service says it is gone, and one the member turned off", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Dee", "Eve"]);
    await tasksDone();
    const [stale, current] = [push.subscription(), push.subscription()];
    await as(bea, "POST", "/api/push/subscriptions", stale);
    await as(bea, "POST", "/api/push/subscriptions", current);
    push.expire(stale.endpoint);
    await send(ada, matchId, "Hello");
    await expect.poll(() => pushesTo(current.endpoint).length).toBe(1);
    const endpoints = async () =>
      (
        await t.database.db.selectFrom("push_subscriptions").select("endpoint").where("user_id", "=", bea.id).execute()
      ).map((r) => r.endpoint);
    await expect.poll(endpoints).toEqual([current.endpoint]);
    expect((await as(bea, "DELETE", "/api/push/subscriptions", { endpoint: current.endpoint })).statusCode).toBe(200);
    expect(await endpoints()).toEqual([]);
    // A subscription needs a real push endpoint and keys.
    expect(
      (
        await as(bea, "POST", "/api/push/subscriptions", {
          endpoint: "javascript:alert(1)",
          keys: { p256dh: "x", auth: "y" },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("moves a browser's endpoint to another account only with the same keys, so nobody can silence someone else's pushes", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Fay", "Gus"]);
    const mallory = await createMember(t.app, { name: "Mal" });
    await tasksDone();
    const beas = push.subscription();
    expect((await as(bea, "POST", "/api/push/subscriptions", beas)).statusCode).toBe(201);
    const owner = async () =>
      await t.database.db
        .selectFrom("push_subscriptions")
        .select(["user_id", "p256dh"])
        .where("endpoint", "=", beas.endpoint)
        .executeTakeFirstOrThrow();
    // Someone who learnt the endpoint URL, with keys of their own: refused, nothing changes.
    const theirs = push.subscription();
    const hijack = await as(mallory, "POST", "/api/push/subscriptions", { endpoint: beas.endpoint, keys: theirs.keys });
    expect(hijack.statusCode).toBe(409);
    expect(json(hijack).error.message).toBe(NotificationErrors.endpointTaken);
    expect(await owner()).toEqual({ user_id: bea.id, p256dh: beas.keys.p256dh });
    await send(ada, matchId, "Still reaches Gus");
    await expect.poll(() => pushesTo(beas.endpoint).length).toBe(1);
    // The same browser signed in to another account (same endpoint, same keys) moves with it.
    expect((await as(mallory, "POST", "/api/push/subscriptions", beas)).statusCode).toBe(201);
    expect((await owner()).user_id).toBe(mallory.id);
  });
});
