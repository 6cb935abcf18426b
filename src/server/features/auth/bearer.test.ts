import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GOOD_PASSWORD, createUser } from "../../../../tests/support/auth-helpers.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signIn = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: "/api/auth/sign-in", headers, payload: { email, password: GOOD_PASSWORD } });

describe("the native shell's bearer session", () => {
  it("hands the token only to a client that asks, and the token alone then signs requests, without the origin check cookies need", async () => {
    const { email } = await createUser(t.app);
    expect((await signIn(email)).headers["set-auth-token"]).toBeUndefined();

    const asked = await signIn(email, { "x-auth-transport": "bearer" });
    expect(asked.statusCode).toBe(200);
    const token = String(asked.headers["set-auth-token"]);
    expect(token.length).toBeGreaterThan(20);
    const bearer = { authorization: `Bearer ${token}` };

    const profile = await t.app.inject({ method: "GET", url: "/api/profile", headers: bearer });
    expect(profile.statusCode).toBe(200);
    expect(json(await t.app.inject({ method: "GET", url: "/api/auth/session", headers: bearer })).user.email).toBe(
      email,
    );
    // A state-changing request from an app (its own origin is capacitor://localhost): a bearer
    // token cannot be ridden by another site, so no origin check applies.
    const write = await t.app.inject({
      method: "POST",
      url: "/api/profile/last-online",
      headers: { ...bearer, origin: "capacitor://localhost" },
    });
    expect(write.statusCode).toBe(200);

    expect((await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: bearer })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/profile", headers: bearer })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/profile", headers: { authorization: "Bearer not-a-token" } }))
        .statusCode,
    ).toBe(401);
  });
});
