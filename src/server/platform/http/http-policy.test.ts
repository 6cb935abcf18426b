import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GeneralText } from "#shared/messages";
import { createUser, mailbox, signUp, uniqueEmail } from "../../../../tests/support/auth-helpers.js";
import { smallPng, multipart } from "../../../../tests/support/images.js";
import { createTestApp, json, nextIp, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { API_RATE_LIMIT_PER_MINUTE: "30" });
});
afterAll(() => t.close());

const APP = "http://localhost:3000";

describe("cookie-authenticated writes come only from our own pages", () => {
  it("refuses a form posted from another origin of the same host and keeps nothing", async () => {
    const { cookie } = await createUser(t.app);
    const form = multipart("photo", "p.png", "image/png", await smallPng());
    const attacks = [
      { origin: "http://localhost:4000" },
      { origin: "null" },
      { "sec-fetch-site": "same-site" },
      { "sec-fetch-site": "cross-site" },
    ];
    for (const headers of attacks) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/profile/photos",
        payload: form.payload,
        headers: { ...form.headers, cookie, ...headers },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(json(res).error.message).toBe(GeneralText.crossOrigin);
    }
    const patch = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie, origin: "http://evil.example" },
      payload: { bio: "pwned" },
    });
    expect(patch.statusCode).toBe(403);
    const me = json(await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } }));
    expect(me.photos).toEqual([]);
    expect(me.bio).toBeNull();

    // Our own pages (Origin or Sec-Fetch-Site same-origin) and non-browser clients still work.
    for (const headers of [
      { origin: APP },
      { origin: "http://127.0.0.1:3000" },
      { "sec-fetch-site": "same-origin" },
      {},
    ]) {
      const ok = await t.app.inject({
        method: "PATCH",
        url: "/api/profile",
        headers: { cookie, ...headers },
        payload: { bio: "hello" },
      });
      expect(ok.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe("text that cannot be stored faithfully", () => {
  it("refuses lone surrogates and NUL in any field with that field's 400, changing nothing", async () => {
    const { cookie } = await createUser(t.app);
    for (const bad of ["\uD800", "abc\uDC00", "x\uDBFFy", "nul\u0000"]) {
      const res = await t.app.inject({
        method: "PATCH",
        url: "/api/profile",
        headers: { cookie, "content-type": "application/json" },
        payload: JSON.stringify({ name: "Alex", interests: ["music", bad] }),
      });
      expect(res.statusCode).toBe(400);
      expect(json(res).error.fields).toEqual({ "interests.1": GeneralText.invalidCharacter });
    }
    const me = json(await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } }));
    expect(me.name).toBeNull();
    // A real pair (an emoji) is fine.
    const ok = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie },
      payload: { name: "Alex", interests: ["music \uD83C\uDFB5"] },
    });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).interests).toEqual(["music \uD83C\uDFB5"]);

    const signUpRes = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-up",
      remoteAddress: nextIp(),
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email: uniqueEmail(), password: "Correct-Horse7!\uD800", date_of_birth: "1990-01-01" }),
    });
    expect(signUpRes.statusCode).toBe(400);
    expect(json(signUpRes).error.fields).toEqual({ password: GeneralText.invalidCharacter });
  });
});

describe("deeply nested JSON", () => {
  const nested = (depth: number) => "[".repeat(depth) + '"x"' + "]".repeat(depth);
  it("is refused with a 400 past 64 levels, signed out and signed in, and changes nothing", async () => {
    const { cookie } = await createUser(t.app);
    const attempts = [
      {
        method: "POST" as const,
        url: "/api/auth/sign-in",
        headers: {} as Record<string, string>,
        payload: `{"email":"a@b.co","password":${nested(5000)}}`,
      },
      {
        method: "PATCH" as const,
        url: "/api/profile",
        headers: { cookie },
        payload: `{"name":"Deep","interests":${nested(65)}}`,
      },
    ];
    for (const { method, url, headers, payload } of attempts) {
      const res = await t.app.inject({
        method,
        url,
        remoteAddress: nextIp(),
        headers: { ...headers, "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, url).toBe(400);
      expect(json(res).error.message, url).toBe(GeneralText.tooDeep);
    }
    expect(json(await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie } })).name).toBeNull();
    // At the limit the guard lets it through to the route's own schema (which refuses the shape).
    const atLimit = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie, "content-type": "application/json" },
      payload: `{"interests":${nested(63)}}`,
    });
    expect(atLimit.statusCode).toBe(400);
    expect(json(atLimit).error.message).not.toBe(GeneralText.tooDeep);
  });
});

describe("the API flood guard", () => {
  it("counts API calls per signed-in user and never the static app or media", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const ip = nextIp();
    const get = (cookie?: string) =>
      t.app.inject({ method: "GET", url: "/api/profile", remoteAddress: ip, headers: cookie ? { cookie } : {} });
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await get(a.cookie)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Someone else behind the same address is not throttled by the first person's traffic.
    expect((await get(b.cookie)).statusCode).toBe(200);
    // Static paths are not counted at all.
    for (let i = 0; i < 40; i += 1) {
      expect((await t.app.inject({ method: "GET", url: "/media/none.webp", remoteAddress: ip })).statusCode).toBe(404);
    }
  });
});

describe("resending the confirmation", () => {
  it("answers alike for any address and mails only an unconfirmed account", async () => {
    const pending = uniqueEmail("pending");
    await signUp(t.app, pending);
    await t.database.db.deleteFrom("rate_limits").where("key", "=", `mail:${pending}`).execute();
    const confirmed = await createUser(t.app);
    await t.database.db.deleteFrom("rate_limits").where("key", "=", `mail:${confirmed.email}`).execute();
    const ghost = uniqueEmail("ghost");

    const answers = [];
    for (const email of [pending, confirmed.email, ghost]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/resend-confirmation",
        remoteAddress: nextIp(),
        payload: { email },
      });
      expect(res.statusCode).toBe(200);
      answers.push(res.body);
    }
    expect(new Set(answers).size).toBe(1);
    expect((await mailbox(t.app, pending)).filter((m) => m.subject === "Confirm your email for Unlocked")).toHaveLength(
      2,
    );
    expect(
      (await mailbox(t.app, confirmed.email)).filter((m) => m.subject === "Confirm your email for Unlocked"),
    ).toHaveLength(1);
    expect(await mailbox(t.app, ghost)).toEqual([]);

    // Throttled per address by the mail throttle: a second resend within the minute sends nothing.
    await t.app.inject({
      method: "POST",
      url: "/api/auth/resend-confirmation",
      remoteAddress: nextIp(),
      payload: { email: pending },
    });
    expect((await mailbox(t.app, pending)).filter((m) => m.subject === "Confirm your email for Unlocked")).toHaveLength(
      2,
    );
  });
});

describe("who is asking comes first", () => {
  it("answers 401 to a request without a session before reading or checking its input", async () => {
    const anonymous = [
      { method: "GET", url: "/api/quiz/packs/not%20a%20pack!" },
      { method: "GET", url: "/api/conversations/x/messages?limit=0" },
      { method: "GET", url: "/api/conversations?cursor=" },
      { method: "POST", url: "/api/likes", payload: { user_id: 42 } },
      { method: "PATCH", url: "/api/profile", payload: { name: "<b>" } },
      { method: "POST", url: "/api/reports", payload: {} },
      { method: "POST", url: "/api/account/password", payload: {} },
    ] as const;
    for (const request of anonymous) {
      const res = await t.app.inject({ ...request, remoteAddress: nextIp(), headers: { origin: APP } });
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(json(res).error.code, request.url).toBe("UNAUTHORIZED");
    }
  });
});

describe("answers no shared cache may keep", () => {
  it("marks every API answer no-store, signed in or not, unless it is public", async () => {
    const { cookie } = await createUser(t.app);
    const answers = [
      await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie }, remoteAddress: nextIp() }),
      await t.app.inject({ method: "GET", url: "/api/profile", remoteAddress: nextIp() }),
      await t.app.inject({ method: "GET", url: "/api/nothing-here", remoteAddress: nextIp() }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    for (const res of answers) expect(res.headers["cache-control"], res.body).toBe("no-store");
    // The FAQ is the same for everyone, and says so.
    const faqs = await t.app.inject({ method: "GET", url: "/api/faqs", remoteAddress: nextIp() });
    expect(faqs.headers["cache-control"]).toBe("public, max-age=300");
  });
});
