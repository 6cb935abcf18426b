import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccountText } from "#shared/account";
import { ErrorCodes } from "#shared/errors";
import { GOOD_PASSWORD, createUser, mailbox, signIn, uniqueEmail } from "../../../../tests/support/auth-helpers.js";
import { cookieHeader, createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = "Another-Horse8!staple";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
type Req = { method: "GET" | "POST" | "DELETE"; url: string; payload?: object };
const as = (cookie: string, req: Req) => t.app.inject({ ...req, headers: { cookie } });
const sessionOf = async (cookie: string) => json(await as(cookie, { method: "GET", url: "/api/auth/session" })).user;
/** A second device: the same account signed in again, from a phone. */
async function secondDevice(email: string, password = GOOD_PASSWORD): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    headers: { "user-agent": CHROME_ANDROID },
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return cookieHeader(res);
}

describe("account settings", () => {
  it("changing the password needs the current one, signs every other device out at once, and tells the owner", async () => {
    const { email, cookie } = await createUser(t.app);
    const phone = await secondDevice(email);
    // The phone's session is in the server's short cache after this read; revocation must still win.
    expect(await sessionOf(phone)).toMatchObject({ email });
    expect((await as(phone, { method: "GET", url: "/api/profile" })).statusCode).toBe(200);

    const wrong = await as(cookie, {
      method: "POST",
      url: "/api/account/password",
      payload: { current_password: "Not-The-One9!x", new_password: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).error).toEqual({
      code: ErrorCodes.invalidCredentials,
      message: AccountText.wrongPassword,
      fields: { current_password: AccountText.wrongPassword },
    });
    const same = await as(cookie, {
      method: "POST",
      url: "/api/account/password",
      payload: { current_password: GOOD_PASSWORD, new_password: GOOD_PASSWORD },
    });
    expect(json(same).error.fields).toEqual({ new_password: AccountText.samePassword });
    const weak = await as(cookie, {
      method: "POST",
      url: "/api/account/password",
      payload: { current_password: GOOD_PASSWORD, new_password: "short" },
    });
    expect(weak.statusCode).toBe(400);
    expect((await signIn(t.app, email)).statusCode).toBe(200);

    const changed = await as(cookie, {
      method: "POST",
      url: "/api/account/password",
      payload: { current_password: GOOD_PASSWORD, new_password: NEW_PASSWORD },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed).message).toBe(AccountText.passwordChanged.description);
    const renewed = cookieHeader(changed);
    expect(await sessionOf(renewed)).toMatchObject({ email });
    expect((await as(phone, { method: "GET", url: "/api/profile" })).statusCode).toBe(401);
    expect(await sessionOf(cookie)).toBeNull();
    expect((await signIn(t.app, email)).statusCode).toBe(401);
    expect((await signIn(t.app, email, NEW_PASSWORD)).statusCode).toBe(200);
    await expect
      .poll(async () => (await mailbox(t.app, email)).map((m) => m.subject))
      .toContain("Your Unlocked password was changed");
  });

  it("changing the email mails a link to the new address and a notice to the old; the address changes only when the link is opened", async () => {
    const { email, cookie } = await createUser(t.app);
    const next = uniqueEmail("moved");
    const wrong = await as(cookie, {
      method: "POST",
      url: "/api/account/email",
      payload: { current_password: "Not-The-One9!x", new_email: next },
    });
    expect(json(wrong).error.fields).toEqual({ current_password: AccountText.wrongPassword });
    const same = await as(cookie, {
      method: "POST",
      url: "/api/account/email",
      payload: { current_password: GOOD_PASSWORD, new_email: email.toUpperCase() },
    });
    expect(json(same).error.fields).toEqual({ new_email: AccountText.sameEmail });

    const asked = await as(cookie, {
      method: "POST",
      url: "/api/account/email",
      payload: { current_password: GOOD_PASSWORD, new_email: next },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json(asked).message).toBe(AccountText.emailChangeSent(next));
    expect(await sessionOf(cookie)).toMatchObject({ email });
    await expect
      .poll(async () => (await mailbox(t.app, email)).map((m) => m.subject))
      .toContain("A change of email was requested on your Unlocked account");
    const notice = (await mailbox(t.app, email)).find((m) => m.subject.startsWith("A change of email"))!;
    expect(notice.text).not.toContain(next);
    await expect.poll(async () => (await mailbox(t.app, next)).length).toBe(1);
    const [confirmation] = await mailbox(t.app, next);
    expect(confirmation!.subject).toBe("Confirm your new email for Unlocked");

    const link = new URL(confirmation!.links[0]!);
    const opened = await as(cookie, { method: "GET", url: link.pathname + link.search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe("/settings?email=confirmed");
    await expect.poll(async () => (await sessionOf(cookie))?.email).toBe(next);
    expect((await signIn(t.app, next)).statusCode).toBe(200);
    expect((await signIn(t.app, email)).statusCode).toBe(401);
  });

  it("asking for an address that already has an account answers the same and mails that account nothing", async () => {
    const taken = await createUser(t.app);
    const before = (await mailbox(t.app, taken.email)).length;
    const { email, cookie } = await createUser(t.app);
    const asked = await as(cookie, {
      method: "POST",
      url: "/api/account/email",
      payload: { current_password: GOOD_PASSWORD, new_email: taken.email },
    });
    expect(asked.statusCode).toBe(200);
    expect(json(asked).message).toBe(AccountText.emailChangeSent(taken.email));
    await expect
      .poll(async () => (await mailbox(t.app, email)).some((m) => m.subject.startsWith("A change of email")))
      .toBe(true);
    expect((await mailbox(t.app, taken.email)).length).toBe(before);
    expect(await sessionOf(cookie)).toMatchObject({ email });
  });

  it("lists the member's sessions with this one marked, and signs another device out; never this one, never someone else's", async () => {
    const { email, cookie } = await createUser(t.app);
    const phone = await secondDevice(email);
    const other = await createUser(t.app);
    const { sessions } = json(await as(cookie, { method: "GET", url: "/api/account/sessions" }));
    expect(sessions).toHaveLength(2);
    const current = sessions.find((s: { current: boolean }) => s.current);
    const phoneSession = sessions.find((s: { current: boolean }) => !s.current);
    expect(phoneSession.device).toBe("Chrome on Android");
    expect(Object.keys(current).sort()).toEqual([
      "created_at",
      "current",
      "device",
      "expires_at",
      "id",
      "ip_address",
      "last_active_at",
    ]);

    expect((await as(cookie, { method: "DELETE", url: `/api/account/sessions/${current.id}` })).statusCode).toBe(409);
    // Another member cannot end this member's session by its id.
    expect(
      (await as(other.cookie, { method: "DELETE", url: `/api/account/sessions/${phoneSession.id}` })).statusCode,
    ).toBe(404);
    expect(await sessionOf(phone)).toMatchObject({ email });

    expect(json(await as(cookie, { method: "DELETE", url: `/api/account/sessions/${phoneSession.id}` }))).toEqual({
      revoked: 1,
    });
    expect(await sessionOf(phone)).toBeNull();
    expect((await as(phone, { method: "GET", url: "/api/profile" })).statusCode).toBe(401);

    await secondDevice(email);
    const laptop = await secondDevice(email);
    expect(json(await as(cookie, { method: "DELETE", url: "/api/account/sessions" }))).toEqual({ revoked: 2 });
    expect(await sessionOf(laptop)).toBeNull();
    expect(json(await as(cookie, { method: "GET", url: "/api/account/sessions" })).sessions).toHaveLength(1);
  });
});
