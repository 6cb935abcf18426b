import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestAdultBirthDate, ageOn } from "#shared/auth";
import { createUser, mailbox, signUp, uniqueEmail } from "../../../../tests/support/auth-helpers.js";
import { createTestApp, json, nextIp, type TestApp } from "../../../../tests/support/test-app.js";
import type { MailTransport, OutgoingMail } from "../../platform/mail/mail-transport.js";

/** A mail server that holds every mail until the test lets it go, like a slow SMTP relay. */
function heldTransport() {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    kind: "smtp",
    async send(mail) {
      await gate;
      sent.push(mail);
    },
    check: async () => ({ status: "ok", detail: "held by the test" }),
  };
  return { transport, sent, release };
}

describe("what the server never tells or logs", () => {
  const lines: string[] = [];
  const held = heldTransport();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { mailTransport: held.transport, logStream: { write: (l) => void lines.push(l) } },
      { LOG_LEVEL: "info" },
    );
  });
  afterAll(async () => {
    held.release();
    await t.close();
  });

  it("answers sign-up and forgot-password before any mail is delivered, account or not", async () => {
    const email = uniqueEmail("held");
    expect((await signUp(t.app, email)).statusCode).toBe(201);
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextIp(),
      payload: { email },
    });
    expect(reset.statusCode).toBe(200);
    // Both answers came back while the mail server still held every mail.
    expect(held.sent).toHaveLength(0);
  });

  it("keeps reset tokens, confirmation tokens and database values out of the log", async () => {
    await t.app.inject({
      method: "GET",
      url: "/api/auth/reset-password/SECRET-RESET-TOKEN?callbackURL=/reset-password",
    });
    await t.app.inject({
      method: "GET",
      url: "/api/auth/verify-email?token=SECRET-CONFIRM-TOKEN&callbackURL=/profile/edit",
    });
    const log = lines.join("");
    expect(log).toContain('"route":"/api/auth/reset-password/:token"');
    expect(log).not.toContain("SECRET-RESET-TOKEN");
    expect(log).not.toContain("SECRET-CONFIRM-TOKEN");
  });
});

describe("hostile or clumsy input gets a 4xx, never a 500", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("refuses NUL characters and impossible dates", async () => {
    const { cookie } = await createUser(t.app);
    const patch = (payload: object) =>
      t.app.inject({ method: "PATCH", url: "/api/profile", headers: { cookie }, payload });
    for (const payload of [
      { bio: "hi\u0000there" },
      { interests: ["a\u0000b"] },
      { location: "\u0000" },
      { date_of_birth: "1990-02-30" },
    ]) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token: "a\u0000b", new_password: "Brand-New-Pass42!" },
    });
    expect(reset.statusCode).toBe(400);
    const invite = await t.app.inject({
      method: "POST",
      url: "/api/invitations",
      headers: { cookie },
      payload: { email: uniqueEmail("f"), message: "\u0000" },
    });
    expect(invite.statusCode).toBe(400);
    const profile = await t.app.inject({ method: "GET", url: "/api/profiles/%00", headers: { cookie } });
    expect(profile.statusCode).toBe(400);
  });

  it("refuses a cut-off multipart upload", async () => {
    const { cookie } = await createUser(t.app);
    const boundary = "----cutoff";
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/profile/photos",
      payload,
      headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(400);
  });

  it("answers a double-submitted sign-up twice the same way, with one account", async () => {
    const email = uniqueEmail("double");
    const [a, b] = await Promise.all([signUp(t.app, email), signUp(t.app, email)]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(json(a)).toEqual(json(b));
    const users = await t.database.db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(users).toHaveLength(1);
  });

  it("keeps invitation and account mail throttles apart, so invitations reveal no accounts", async () => {
    const member = await createUser(t.app);
    const { cookie } = await createUser(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextIp(),
      payload: { email: member.email },
    });
    const invite = await t.app.inject({
      method: "POST",
      url: "/api/invitations",
      headers: { cookie },
      payload: { email: member.email },
    });
    expect(invite.statusCode).toBe(201);
    expect((await mailbox(t.app, member.email)).map((m) => m.subject)).toContain("You're invited to Unlocked");
  });

  it("re-issues the session cookie when it extends an active session", async () => {
    const { cookie } = await createUser(t.app);
    await t.database.db
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() + 5 * 86_400_000) })
      .execute();
    const res = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(json(res).user).not.toBeNull();
    expect(String(res.headers["set-cookie"])).toMatch(/session_token=.*Max-Age=604800/);
  });
});

describe("age arithmetic", () => {
  it("never offers a birth date the server would refuse, 29 February included", () => {
    for (const today of [new Date(2024, 1, 29), new Date(2025, 0, 1), new Date(2026, 11, 31), new Date(2028, 1, 29)]) {
      const latest = latestAdultBirthDate(today);
      expect(ageOn(latest, today), latest).toBe(18);
    }
    expect(latestAdultBirthDate(new Date(2024, 1, 29))).toBe("2006-02-28");
  });
});
