import { RateLimits } from "#shared/limits";
import { getMigrations } from "better-auth/db/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuthText, AgeText, ResetText } from "#shared/messages";
import { loadConfig } from "../../config.js";
import {
  ADULT_DOB,
  GOOD_PASSWORD,
  confirm,
  createUser,
  mailbox,
  signIn,
  signUp,
  uniqueEmail,
} from "../../../../tests/support/auth-helpers.js";
import { cookieHeader, createTestApp, json, nextIp, type TestApp } from "../../../../tests/support/test-app.js";
import { createBackgroundTasks } from "../../platform/background-tasks.js";
import { authOptions } from "./auth.js";
import { createAuthRepository } from "./auth.repository.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("sign-up", () => {
  it("applies the one password policy with the spec's messages and stores nothing", async () => {
    const cases: [string, string][] = [
      ["Short1!a", AuthText.passwordTooShort],
      ["alllowercase123!", AuthText.passwordClasses],
      ["NoDigitsHere!!abc", AuthText.passwordClasses],
      ["NoSpecial123abcD", AuthText.passwordClasses],
    ];
    for (const [password, message] of cases) {
      const email = uniqueEmail("weak");
      const res = await signUp(t.app, email, password);
      expect(res.statusCode).toBe(400);
      expect(json(res).error).toMatchObject({ code: "VALIDATION_FAILED", message });
      const row = await t.database.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
      expect(row).toBeUndefined();
    }
  });

  it("rejects bad and over-long emails", async () => {
    const bad = await signUp(t.app, "not-an-email");
    expect(json(bad).error.message).toBe(AuthText.emailInvalid);
    const long = await signUp(t.app, `${"a".repeat(250)}@example.com`);
    expect(json(long).error.message).toBe(AuthText.emailTooLong);
  });

  it("refuses anyone under 18 and creates no account", async () => {
    const email = uniqueEmail("young");
    const today = new Date();
    const dob = `${today.getFullYear() - 17}-01-01`;
    const res = await signUp(t.app, email, GOOD_PASSWORD, dob);
    expect(res.statusCode).toBe(422);
    expect(json(res).error.message).toBe(AgeText.notMet.description);
    expect(await mailbox(t.app, email)).toHaveLength(0);
    const ancient = await signUp(t.app, email, GOOD_PASSWORD, "1850-01-01");
    expect(json(ancient).error.message).toBe(AgeText.unrealistic);
  });

  it("mails a confirmation link that signs the user in on /welcome (setup)", async () => {
    const email = uniqueEmail("new");
    const res = await signUp(t.app, email);
    expect(res.statusCode).toBe(201);
    expect(json(res).message).toBe("We've sent you a confirmation link.");

    const [mail] = await mailbox(t.app, email);
    expect(mail).toMatchObject({ to: email, subject: "Confirm your email for Unlocked" });
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const { cookie, location } = await confirm(t.app, email);
    expect(location).toBe("/welcome");
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(json(session).user).toMatchObject({
      email,
      email_verified: true,
      age_verified: true,
      quiz_completed: false,
      onboarding_step: 1,
    });
    const age = await t.database.db.selectFrom("age_verifications").selectAll().executeTakeFirstOrThrow();
    expect(age.date_of_birth).toBe(ADULT_DOB);
    // The member reads their status (the self-test's check) without the date of birth coming back.
    const status = await t.app.inject({ method: "GET", url: "/api/auth/age-verification", headers: { cookie } });
    expect(json(status)).toEqual({ is_verified: true, verified_at: age.verified_at.toISOString() });
    expect((await t.app.inject({ method: "GET", url: "/api/auth/age-verification" })).statusCode).toBe(401);
  });

  it("refuses a confirmation link whose callback is not one of our paths, before the token is used", async () => {
    const email = uniqueEmail("callback");
    await signUp(t.app, email);
    const [mail] = await mailbox(t.app, email);
    const token = new URL(mail!.links[0]!).searchParams.get("token")!;
    const tampered = ["/caf\u20ac", "https://evil.example/", "//evil.example", "/profile\r\nSet-Cookie: x=1"];
    for (const callback of tampered) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callback)}`,
      });
      expect(res.statusCode, callback).toBe(400);
      expect(res.headers["set-cookie"], callback).toBeUndefined();
    }
    const user = await t.database.db
      .selectFrom("users")
      .select("email_verified")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(user.email_verified).toBe(false);
    // The untouched link still works.
    const { location } = await confirm(t.app, email);
    expect(location).toBe("/welcome");
  });

  it("answers an existing address exactly like a new one and mails its owner instead", async () => {
    const { email } = await createUser(t.app);
    const again = await signUp(t.app, email, "Another-Pass9!word");
    expect(again.statusCode).toBe(201);
    expect(json(again).message).toBe("We've sent you a confirmation link.");
    const users = await t.database.db.selectFrom("users").select("id").where("email", "=", email).execute();
    expect(users).toHaveLength(1);
  });
});

describe("sign-in", () => {
  it("tells an unconfirmed account to confirm, and never reveals whether an email exists", async () => {
    const email = uniqueEmail("unconfirmed");
    await signUp(t.app, email);
    const unconfirmed = await signIn(t.app, email);
    expect(unconfirmed.statusCode).toBe(403);
    expect(json(unconfirmed).error.message).toBe(AuthText.emailNotConfirmed);

    const { email: real } = await createUser(t.app);
    const wrongPassword = await signIn(t.app, real, "Wrong-Password1!");
    const noAccount = await signIn(t.app, uniqueEmail("ghost"), "Wrong-Password1!");
    expect(wrongPassword.statusCode).toBe(401);
    expect(noAccount.statusCode).toBe(401);
    expect(json(wrongPassword)).toEqual(json(noAccount));
  });

  it("sends a member back into setup, then to /questions at its last step, and to / once the quiz is done", async () => {
    const { email } = await createUser(t.app);
    const first = await signIn(t.app, email);
    expect(first.statusCode).toBe(200);
    // A new account starts setup at step 1: signing in anywhere resumes it.
    expect(json(first)).toMatchObject({ redirect_to: "/welcome", user: { email } });
    const cookie = cookieHeader(first);
    const atQuiz = await t.app.inject({
      method: "PATCH",
      url: "/api/profile",
      headers: { cookie },
      payload: { onboarding_step: 6 },
    });
    expect(atQuiz.statusCode).toBe(200);
    expect(json(await signIn(t.app, email)).redirect_to).toBe("/questions");

    // The quiz taken through its own route.
    const { questions } = json(await t.app.inject({ method: "GET", url: "/api/questions", headers: { cookie } }));
    const answers = questions.map((q: { id: number }) => ({ question_id: q.id, answer: 1 }));
    const taken = await t.app.inject({ method: "POST", url: "/api/quiz", headers: { cookie }, payload: { answers } });
    expect(taken.statusCode).toBe(200);
    expect(json(await signIn(t.app, email)).redirect_to).toBe("/");
  });

  it("never lets strangers lock the owner out: failures count per address, then slowly per account", async () => {
    const { email } = await createUser(t.app);
    // Ten wrong guesses from ten addresses, then the owner's right password from a new one.
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(t.app, email, "Wrong-Password1!", nextIp())).statusCode).toBe(401);
    expect((await signIn(t.app, email, GOOD_PASSWORD, nextIp())).statusCode).toBe(200);

    // One address guessing is stopped after 5 failures; the owner elsewhere is not.
    const guesser = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn(t.app, email, "Wrong-Password1!", guesser)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signIn(t.app, email, GOOD_PASSWORD, guesser)).statusCode).toBe(429);
    expect((await signIn(t.app, email, GOOD_PASSWORD, nextIp())).statusCode).toBe(200);
  });

  it("meets a distributed guess at one account with a mailed link, never a lock on its owner", async () => {
    const { email } = await createUser(t.app);
    const { max } = RateLimits.signInFailuresPerAccount;
    // The slow per-account curve, reached from many addresses (counters seeded, not 50 scrypt runs).
    await t.database.db
      .insertInto("rate_limits")
      .values({ key: `sign-in-failures:${email}`, window_start: new Date(), count: max })
      .execute();
    // A wrong and the right password, each from a new address, get the same answer and no session.
    const wrong = await signIn(t.app, email, "Wrong-Password1!", nextIp());
    const right = await signIn(t.app, email, GOOD_PASSWORD, nextIp());
    expect([wrong.statusCode, right.statusCode]).toEqual([202, 202]);
    expect(json(right)).toEqual({ message: AuthText.signInLinkSent });
    expect(json(wrong)).toEqual(json(right));
    expect(right.headers["set-cookie"]).toBeUndefined();
    // Only the right one mailed a link (it goes out after the answer).
    const links = async () =>
      (await mailbox(t.app, email)).filter((m) => m.subject === "Finish signing in to Unlocked");
    await expect.poll(async () => (await links()).length).toBe(1);
    const link = new URL((await links())[0]!.links[0]!);
    const open = () => t.app.inject({ method: "GET", url: link.pathname + link.search, remoteAddress: nextIp() });
    // Opened, it signs the owner in and lands in the app; opened again, it is spent.
    const opened = await open();
    expect(opened.statusCode).toBe(302);
    expect(new URL(opened.headers.location!, "http://x").pathname).toMatch(/^\/(questions|welcome)?$/);
    const cookie = cookieHeader(opened);
    const session = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(json(session).user.email).toBe(email);
    const again = await open();
    expect(again.headers.location).toContain("/auth?error=");
    expect(again.headers["set-cookie"]).toBeUndefined();
    // One address guessing is still stopped outright.
    const guesser = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await signIn(t.app, email, "Wrong-Password1!", guesser)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("limits attempts per client address", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await signIn(t.app, uniqueEmail("spray"), "Wrong-Password1!", ip)).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
  });
});

describe("sign-out", () => {
  it("revokes the session on the server, not just the cookie", async () => {
    const { email } = await createUser(t.app);
    const cookie = cookieHeader(await signIn(t.app, email));
    const before = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(json(before).user.email).toBe(email);

    const out = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { cookie } });
    expect(out.statusCode).toBe(200);
    // Replaying the old cookie must fail: the session row is gone.
    const after = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
    expect(json(after).user).toBeNull();
    const guarded = await t.app.inject({
      method: "POST",
      url: "/api/auth/age-verification",
      headers: { cookie },
      payload: { date_of_birth: ADULT_DOB },
    });
    expect(guarded.statusCode).toBe(401);
  });
});

describe("expired sessions and links", () => {
  it("are deleted by the hourly sweep, with their IP address and browser; live ones stay", async () => {
    const email = uniqueEmail("sweep");
    const { cookie } = await createUser(t.app, email);
    const user = await t.database.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    const stale = await signIn(t.app, email);
    expect(stale.statusCode).toBe(200);
    const ids = async () =>
      await t.database.db
        .selectFrom("sessions")
        .select(["id", "expires_at"])
        .where("user_id", "=", user.id)
        .orderBy("created_at")
        .execute();
    const [, second] = await ids();
    const past = new Date(Date.now() - 60_000);
    await t.database.db.updateTable("sessions").set({ expires_at: past }).where("id", "=", second!.id).execute();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextIp(),
      payload: { email },
    });
    // (The reset link is made in the background: the mailbox answers once it is.)
    expect(await mailbox(t.app, email)).not.toEqual([]);
    await t.database.db
      .updateTable("verifications")
      .set({ expires_at: past })
      .where("identifier", "like", "reset-password:%")
      .execute();

    expect(await createAuthRepository(t.database.db).deleteExpired(new Date())).toBeGreaterThanOrEqual(2);
    expect((await ids()).map((s) => s.id)).not.toContain(second!.id);
    expect(await ids()).toHaveLength(1);
    expect(
      await t.database.db.selectFrom("verifications").select("id").where("expires_at", "<", new Date()).execute(),
    ).toEqual([]);
    expect(json(await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } })).user.email).toBe(
      email,
    );
  });
});

describe("password reset", () => {
  it("answers the same for unknown addresses and mails only real accounts, once a minute", async () => {
    const { email } = await createUser(t.app);
    const ghost = uniqueEmail("ghost");
    const a = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextIp(),
      payload: { email },
    });
    const b = await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextIp(),
      payload: { email: ghost },
    });
    expect(a.statusCode).toBe(200);
    expect(json(a)).toEqual(json(b));
    expect(json(a).message).toBe(AuthText.resetSent);
    expect(await mailbox(t.app, ghost)).toHaveLength(0);
    // The confirmation mail went out moments ago, so the per-address throttle holds this one back.
    expect((await mailbox(t.app, email)).map((m) => m.subject)).not.toContain("Reset your Unlocked password");
  });

  it("round-trips: mail link → /reset-password?token → new password, other sessions ended", async () => {
    const email = uniqueEmail("reset");
    await signUp(t.app, email);
    await t.database.db.deleteFrom("rate_limits").where("key", "=", `mail:${email}`).execute();
    const { cookie: confirmedSession } = await confirm(t.app, email);
    const other = cookieHeader(await signIn(t.app, email));

    await t.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: nextIp(),
      payload: { email },
    });
    const [mail] = await mailbox(t.app, email);
    expect(mail!.subject).toBe("Reset your Unlocked password");
    const link = new URL(mail!.links[0]!);
    const open = await t.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(open.statusCode).toBe(302);
    const landing = new URL(String(open.headers.location), "http://localhost:3000");
    expect(landing.pathname).toBe("/reset-password");
    const token = landing.searchParams.get("token")!;

    const weak = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, new_password: "short" },
    });
    expect(json(weak).error.message).toBe(AuthText.passwordTooShort);

    const done = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, new_password: "Brand-New-Pass42!" },
    });
    expect(done.statusCode).toBe(200);
    for (const cookie of [confirmedSession, other]) {
      const s = await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } });
      expect(json(s).user).toBeNull();
    }
    expect((await signIn(t.app, email)).statusCode).toBe(401);
    expect((await signIn(t.app, email, "Brand-New-Pass42!")).statusCode).toBe(200);

    const reused = await t.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, new_password: "Another-Pass42!" },
    });
    expect(reused.statusCode).toBe(400);
    expect(json(reused).error.message).toBe(ResetText.invalidLink.description);
  });
});

describe("age verification", () => {
  it("requires sign-in, rejects under 18 without changing anything, stores an adult's date", async () => {
    const anon = await t.app.inject({
      method: "POST",
      url: "/api/auth/age-verification",
      payload: { date_of_birth: ADULT_DOB },
    });
    expect(anon.statusCode).toBe(401);

    const { cookie } = await createUser(t.app);
    const young = `${new Date().getFullYear() - 10}-06-01`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/age-verification",
      headers: { cookie },
      payload: { date_of_birth: young },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).error.message).toBe(AgeText.notMet.description);

    const empty = await t.app.inject({
      method: "POST",
      url: "/api/auth/age-verification",
      headers: { cookie },
      payload: { date_of_birth: "" },
    });
    expect(json(empty).error.message).toBe(AgeText.dateRequired.description);
    const fake = await t.app.inject({
      method: "POST",
      url: "/api/auth/age-verification",
      headers: { cookie },
      payload: { date_of_birth: "1990-02-31" },
    });
    expect(fake.statusCode).toBe(400);

    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/age-verification",
      headers: { cookie },
      payload: { date_of_birth: "1985-12-01" },
    });
    expect(json(ok)).toEqual({ is_verified: true });
    const session = json(await t.app.inject({ method: "GET", url: "/api/auth/session", headers: { cookie } }));
    const row = await t.database.db
      .selectFrom("age_verifications")
      .selectAll()
      .where("user_id", "=", session.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ is_verified: true, date_of_birth: "1985-12-01" });
  });
});

describe("schema", () => {
  it("matches what better-auth expects, so no table or column is missing", async () => {
    const config = loadConfig({ NODE_ENV: "test", SESSION_SECRET: "s".repeat(32) });
    const mailer = { send: async () => true };
    const tasks = createBackgroundTasks(() => undefined);
    const { toBeCreated, toBeAdded } = await getMigrations(authOptions({ db: t.database.db, config, mailer, tasks }));
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });
});
