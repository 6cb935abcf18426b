import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { ModerationLimits, RateLimits } from "#shared/limits";
import { ProfileText } from "#shared/messages";
import { ModerationText, type CaseDetail, type CaseSummary } from "#shared/moderation";
import { addModerator, listModerators, removeModerator } from "../../../../scripts/moderators.js";
import { createDiskStorage } from "../../platform/storage/disk-storage.js";
import { createCasesRepository, forgetExpiredEvidence } from "./index.js";
import { ADULT_DOB, GOOD_PASSWORD, signIn, signUp } from "../../../../tests/support/auth-helpers.js";
import { createMember, uploadPhoto, verifiedByPhoto, type Member } from "../../../../tests/support/factories.js";
import { multipart, smallPng } from "../../../../tests/support/images.js";
import { reviewImage } from "../../../../tests/support/review-images.js";
import { createTestApp, json, nextIp, type TestApp } from "../../../../tests/support/test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
const as = (m: Member | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: m ? { cookie: m.cookie } : {}, payload });
const ok = async (m: Member | null, method: Method, url: string, payload?: object) => {
  const res = await as(m, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return json(res);
};
const person = (name: string) => createMember(t.app, { name, gender: "woman", interested_in: [], zip_code: "97201" });

async function moderator(): Promise<Member> {
  const m = await person("Mod");
  await addModerator(t.database, m.email);
  return m;
}
/** Confirmed, age-verified and older than a week, without the Verified mark: cheap to make many of. */
async function oldUnverified(name: string): Promise<Member> {
  const m = await person(name);
  await ok(m, "POST", "/api/auth/age-verification", { date_of_birth: ADULT_DOB });
  await t.database.db
    .updateTable("users")
    .set({ created_at: sql<Date>`now() - make_interval(days => ${ModerationLimits.establishedDays + 1})` })
    .where("id", "=", m.id)
    .execute();
  return m;
}
/** Confirmed, age-verified, older than a week and photo-verified: a reporter who counts toward a hold. */
async function established(name: string): Promise<Member> {
  const m = await oldUnverified(name);
  await verifiedByPhoto(t.app, m);
  return m;
}
const report = (from: Member, about: Member, reason = "harassment", description?: string) =>
  as(from, "POST", "/api/reports", { reported_user_id: about.id, reason, ...(description ? { description } : {}) });
const caseOf = async (mod: Member, subject: Member): Promise<CaseSummary | undefined> =>
  (json(await as(mod, "GET", "/api/moderation/cases")).cases as CaseSummary[]).find(
    (c) => c.subject_id === subject.id && c.kind === "reports",
  );
const decide = (mod: Member, caseId: string, body: object) =>
  as(mod, "POST", `/api/moderation/cases/${caseId}/actions`, body);
const discoverable = async (viewer: Member, other: Member) =>
  (await as(viewer, "GET", `/api/profiles/${other.id}`)).statusCode === 200;

describe("the console's routes", () => {
  it("answer moderators only; to a member or a visitor they do not exist", async () => {
    const [mod, member] = [await moderator(), await person("Mia")];
    for (const who of [null, member]) {
      for (const [method, url] of [
        ["GET", "/api/moderation/cases"],
        ["GET", "/api/moderation/cases/some-case"],
        ["POST", "/api/moderation/cases/some-case/actions"],
        ["GET", "/api/moderation/evidence/some-report/0"],
      ] as const) {
        // An invalid body too: nothing is validated (whose errors would describe the console) before the role.
        const res = await as(who, method, url, method === "POST" ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(json(res).error.message).toBe(`No route for ${method} ${url}`);
      }
    }
    expect(json(await as(member, "GET", "/api/moderation/me"))).toEqual({ moderator: false });
    expect(json(await as(null, "GET", "/api/moderation/me"))).toEqual({ moderator: false });
    // A moderator never meets a case about themself.
    await report(member, mod, "spam");
    expect(
      (json(await as(mod, "GET", "/api/moderation/cases")).cases as CaseSummary[]).map((c) => c.subject_id),
    ).not.toContain(mod.id);
    const own = await t.database.db
      .selectFrom("moderation_cases")
      .select("id")
      .where("subject_id", "=", mod.id)
      .execute();
    expect((await as(mod, "GET", `/api/moderation/cases/${own[0]!.id}`)).statusCode).toBe(404);
    expect(json(await as(mod, "GET", "/api/moderation/me"))).toEqual({ moderator: true });
    expect((await as(mod, "GET", "/api/moderation/cases")).statusCode).toBe(200);
    expect((await as(mod, "GET", "/api/moderation/cases/no-such-case")).statusCode).toBe(404);
    // The operator's command: listed, then revoked, and the routes are gone for them too.
    expect(await listModerators(t.database)).toContain(mod.email);
    expect(await removeModerator(t.database, mod.email)).toContain("no longer");
    expect((await as(mod, "GET", "/api/moderation/cases")).statusCode).toBe(404);
    await expect(addModerator(t.database, "nobody@example.com")).rejects.toThrow("No account");
  });
});

describe("a report reaches a moderator with its evidence", () => {
  it("keeps the profile, photos and conversation as they were, through both accounts' deletion", async () => {
    const mod = await moderator();
    const [ana, bo] = [await person("Ana"), await person("Bo")];
    await ok(bo, "PATCH", "/api/profile", { bio: "Ask me for my number" });
    const photoBody = multipart("photo", "bo.png", "image/png", await smallPng());
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/profile/photos",
      payload: photoBody.payload,
      headers: { ...photoBody.headers, cookie: bo.cookie },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    await ok(ana, "POST", "/api/likes", { user_id: bo.id });
    const matchId = (await ok(bo, "POST", "/api/likes", { user_id: ana.id })).match_id as string;
    await ok(ana, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Hi Bo" });
    await ok(bo, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Send me a photo, now" });
    expect((await report(ana, bo, "harassment", "He keeps pushing")).statusCode).toBe(201);
    // Afterwards the profile changes and the conversation goes on: the evidence does not move.
    await ok(bo, "PATCH", "/api/profile", { bio: "Nice guy" });
    await ok(bo, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Sorry" });

    const summary = (await caseOf(mod, bo))!;
    expect(summary).toMatchObject({ subject_name: "Bo", reasons: ["harassment"], report_count: 1, hidden: false });
    const detail = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${summary.id}`));
    const [filed] = detail.reports;
    expect(filed).toMatchObject({
      reason: "harassment",
      description: "He keeps pushing",
      reporter_id: ana.id,
      profile: { name: "Bo", bio: "Ask me for my number" },
    });
    expect(filed!.messages).toEqual([
      expect.objectContaining({ from: "reporter", text: "Hi Bo" }),
      expect.objectContaining({ from: "reported", text: "Send me a photo, now" }),
    ]);
    expect(filed!.photos).toHaveLength(1);
    const photo = await as(mod, "GET", filed!.photos[0]!);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers["content-type"]).toBe("image/webp");
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(120);
    expect((await as(ana, "GET", filed!.photos[0]!)).statusCode).toBe(404);

    // Both accounts go; the case, its evidence and its photo stay for the review.
    for (const m of [bo, ana]) await ok(m, "DELETE", "/api/account", { password: GOOD_PASSWORD });
    const after = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${summary.id}`));
    expect(after.case.subject_deleted).toBe(true);
    expect(after.current).toBeNull();
    expect(after.reports[0]).toMatchObject({ reporter_id: null, profile: { bio: "Ask me for my number" } });
    expect(after.reports[0]!.messages.map((m) => m.text)).toEqual(["Hi Bo", "Send me a photo, now"]);
    expect((await as(mod, "GET", after.reports[0]!.photos[0]!)).statusCode).toBe(200);
    // A year after the case closes, the evidence goes (files first), as the privacy policy says.
    await ok(mod, "POST", `/api/moderation/cases/${summary.id}/actions`, { action: "dismiss", reason: "Gone" });
    const cases = createCasesRepository(t.database.db);
    const evidence = createDiskStorage(path.join(t.dataDir, "evidence"), "");
    expect(await forgetExpiredEvidence(cases, evidence)).toBe(0);
    await sql`update moderation_cases set closed_at = now() - interval '366 days' where id = ${summary.id}`.execute(
      t.database.db,
    );
    expect(await forgetExpiredEvidence(cases, evidence)).toBe(1);
    const gone = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${summary.id}`));
    expect(gone.reports).toEqual([]);
    expect(gone.audit.map((a) => a.action)).toEqual(["dismiss"]);
    expect((await as(mod, "GET", after.reports[0]!.photos[0]!)).statusCode).toBe(404);
    expect(
      readdirSync(path.join(t.dataDir, "evidence"), { recursive: true }).filter((f) => String(f).endsWith(".webp")),
    ).toEqual([]);
    // Only dismissing is left once the member is gone.
    expect((await decide(mod, summary.id, { action: "warn", reason: "Too late" })).statusCode).toBe(409);
  });
});

describe("the conversation a report needs", () => {
  it("cannot be taken away by the blocked member before the blocker reports", async () => {
    const mod = await moderator();
    const [ana, bo] = [await person("Cleo"), await person("Dax")];
    await ok(ana, "POST", "/api/likes", { user_id: bo.id });
    const matchId = (await ok(bo, "POST", "/api/likes", { user_id: ana.id })).match_id as string;
    await ok(bo, "POST", `/api/conversations/${matchId}/messages`, { message_text: "You will regret this" });
    await ok(ana, "POST", "/api/blocks", { blocked_user_id: bo.id });
    // The blocked member's unmatch finds nothing to end: the match is hidden from both, not gone.
    expect((await as(bo, "DELETE", `/api/matches/${matchId}`)).statusCode).toBe(404);
    expect((await report(ana, bo, "harassment")).statusCode).toBe(201);
    const c = (await caseOf(mod, bo))!;
    const detail = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${c.id}`));
    expect(detail.reports[0]!.messages.map((m) => m.text)).toEqual(["You will regret this"]);
  });
});

describe("decisions", () => {
  it("warn: the member reads it on their next page, the reporter hears only that it was reviewed, and the log keeps it", async () => {
    const [mod, reporter, member] = [await moderator(), await person("Rae"), await person("Sol")];
    await report(reporter, member, "spam");
    const c = (await caseOf(mod, member))!;
    expect((await decide(mod, c.id, { action: "warn", reason: "" })).statusCode).toBe(400);
    const detail = json<CaseDetail>(await decide(mod, c.id, { action: "warn", reason: "No links to other sites" }));
    expect(detail.status).toBe("closed");
    expect(detail.audit).toMatchObject([{ action: "warn", reason: "No links to other sites", moderator_id: mod.id }]);
    const notices = json(await as(member, "GET", "/api/notices")).notices;
    expect(notices).toMatchObject([{ kind: "warning", text: ModerationText.warning("No links to other sites") }]);
    const told = json(await as(reporter, "GET", "/api/notices")).notices;
    expect(told).toMatchObject([{ kind: "report_reviewed", text: ModerationText.reportReviewed }]);
    expect(JSON.stringify(told)).not.toContain("links");
    // Seen once, gone from the list; another member's notice cannot be marked.
    expect((await as(reporter, "POST", `/api/notices/${notices[0].id}/seen`)).statusCode).toBe(404);
    await ok(member, "POST", `/api/notices/${notices[0].id}/seen`);
    expect(json(await as(member, "GET", "/api/notices")).notices).toEqual([]);
    // A closed case takes no second decision; the log refuses to be rewritten.
    expect((await decide(mod, c.id, { action: "dismiss", reason: "again" })).statusCode).toBe(409);
    await expect(
      sql`update moderation_actions set reason = 'edited' where case_id = ${c.id}`.execute(t.database.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from moderation_actions where case_id = ${c.id}`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    // Nor emptied in one statement, directly or through a cascade.
    await expect(sql`truncate moderation_actions`.execute(t.database.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate moderation_cases cascade`.execute(t.database.db)).rejects.toThrow(/append-only/);
    expect(
      await t.database.db.selectFrom("moderation_actions").select("id").where("case_id", "=", c.id).execute(),
    ).not.toEqual([]);
  });

  it("suspend: sessions end, the member is hidden everywhere, sign-in says why; one appeal; lifting restores", async () => {
    const [mod, reporter, member, other] = [
      await moderator(),
      await person("Tia"),
      await person("Uli"),
      await person("Vi"),
    ];
    await report(reporter, member, "harassment");
    const c = (await caseOf(mod, member))!;
    expect(await discoverable(other, member)).toBe(true);
    const suspended = json<CaseDetail>(
      await decide(mod, c.id, { action: "suspend", reason: "Harassing messages", days: 7 }),
    );
    expect(suspended.current?.restriction).toMatchObject({ kind: "suspension", reason: "Harassing messages" });
    expect((await as(member, "GET", "/api/profile")).statusCode).toBe(401);
    expect(await discoverable(other, member)).toBe(false);
    const refused = await signIn(t.app, member.email);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toEqual({
      code: ErrorCodes.accountSuspended,
      message: ModerationText.suspended({
        reason: "Harassing messages",
        ends_at: suspended.current!.restriction!.ends_at!,
      }),
    });
    expect(json(refused).error.message).toContain("Reason: Harassing messages");

    const appeal = (password: string, text = "It was a misunderstanding") =>
      t.app.inject({
        method: "POST",
        url: "/api/appeals",
        remoteAddress: nextIp(),
        payload: { email: member.email, password, text },
      });
    expect((await appeal("Wrong-Password1!")).statusCode).toBe(401);
    expect((await appeal(GOOD_PASSWORD, "  ")).statusCode).toBe(400);
    expect(json(await appeal(GOOD_PASSWORD))).toEqual({ message: ModerationText.appealSent });
    const twice = await appeal(GOOD_PASSWORD, "Please");
    expect(twice.statusCode).toBe(409);
    expect(json(twice).error.code).toBe(ErrorCodes.alreadyAppealed);
    const appealCase = (json(await as(mod, "GET", "/api/moderation/cases")).cases as CaseSummary[]).find(
      (x) => x.kind === "appeal" && x.subject_id === member.id,
    )!;
    const appealDetail = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${appealCase.id}`));
    expect(appealDetail.appeal).toMatchObject({
      text: "It was a misunderstanding",
      restriction: { kind: "suspension" },
    });

    const lifted = json<CaseDetail>(await decide(mod, appealCase.id, { action: "lift", reason: "Appeal accepted" }));
    expect(lifted.status).toBe("closed");
    expect(lifted.current?.restriction).toBeNull();
    expect((await signIn(t.app, member.email)).statusCode).toBe(200);
    expect(await discoverable(other, member)).toBe(true);
    // A second lift has nothing to undo; the appeal of a lifted decision is refused.
    expect((await decide(mod, appealCase.id, { action: "lift", reason: "again" })).statusCode).toBe(409);
    expect((await appeal(GOOD_PASSWORD)).statusCode).toBe(409);
  });

  it("under a distributed password guess, an appeal answers alike for a right and a wrong password, and files only the right", async () => {
    const [mod, reporter, member] = [await moderator(), await person("Kit"), await person("Lou")];
    await report(reporter, member, "harassment");
    const c = (await caseOf(mod, member))!;
    await decide(mod, c.id, { action: "suspend", reason: "Harassing messages", days: 7 });
    await t.database.db
      .insertInto("rate_limits")
      .values({
        key: `sign-in-failures:${member.email}`,
        window_start: new Date(),
        count: RateLimits.signInFailuresPerAccount.max,
      })
      .execute();
    const appeal = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/appeals",
        remoteAddress: nextIp(),
        payload: { email: member.email, password, text: "Please look again" },
      });
    const appeals = async () =>
      (json(await as(mod, "GET", "/api/moderation/cases")).cases as CaseSummary[]).filter(
        (x) => x.kind === "appeal" && x.subject_id === member.id,
      );
    const wrong = await appeal("Wrong-Password1!");
    expect(await appeals()).toEqual([]);
    const right = await appeal(GOOD_PASSWORD);
    expect([wrong.statusCode, right.statusCode]).toEqual([201, 201]);
    expect(json(right)).toEqual({ message: ModerationText.appealSentIfRight });
    expect(json(wrong)).toEqual(json(right));
    expect(await appeals()).toHaveLength(1);
    // A second one says the same, and files nothing more.
    expect(json(await appeal(GOOD_PASSWORD))).toEqual(json(right));
    expect(await appeals()).toHaveLength(1);
  });

  it("ban: asks the moderator's password; the address cannot make a new account, even after deletion", async () => {
    const [mod, reporter, member] = [await moderator(), await person("Wen"), await person("Xan")];
    await report(reporter, member, "fake_profile");
    const c = (await caseOf(mod, member))!;
    const wrong = await decide(mod, c.id, { action: "ban", reason: "Scam account", password: "Wrong-Password1!" });
    expect(wrong.statusCode).toBe(400);
    expect((await signIn(t.app, member.email)).statusCode).toBe(200);
    expect(
      (await decide(mod, c.id, { action: "ban", reason: "Scam account", password: GOOD_PASSWORD })).statusCode,
    ).toBe(200);
    const refused = await signIn(t.app, member.email);
    expect(json(refused).error).toEqual({
      code: ErrorCodes.accountBanned,
      message: ModerationText.banned({ reason: "Scam account" }),
    });
    // The banned member deletes the account (they cannot sign in: straight in the database, as an
    // operator would); a sign-up with the address answers as any sign-up does, and makes nothing.
    await t.database.db.deleteFrom("users").where("id", "=", member.id).execute();
    const banned = await t.database.db.selectFrom("banned_emails").selectAll().execute();
    expect(JSON.stringify(banned)).not.toContain(member.email);
    expect((await signUp(t.app, member.email)).statusCode).toBe(201);
    expect(await t.database.db.selectFrom("users").select("id").where("email", "=", member.email).execute()).toEqual(
      [],
    );
    // Nor does the same mailbox under another spelling: a +tag, capitals.
    const [local, domain] = member.email.split("@") as [string, string];
    for (const variant of [`${local}+again@${domain}`, `${local.toUpperCase()}+x@${domain.toUpperCase()}`]) {
      expect((await signUp(t.app, variant)).statusCode, variant).toBe(201);
      expect(
        await t.database.db.selectFrom("users").select("id").where("email", "=", variant.toLowerCase()).execute(),
        variant,
      ).toEqual([]);
    }
  });

  it("counts a moderator's wrong passwords for a ban: past the limit, even the right one waits", async () => {
    const [mod, reporter, member] = [await moderator(), await person("Ivo"), await person("Jo")];
    await report(reporter, member, "fake_profile");
    const c = (await caseOf(mod, member))!;
    const ban = (password: string) => decide(mod, c.id, { action: "ban", reason: "Scam account", password });
    for (let i = 0; i < RateLimits.moderatorPasswordFailures.max; i += 1)
      expect((await ban(`Wrong-Password${i}!`)).statusCode).toBe(400);
    const refused = await ban(GOOD_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).error.code).toBe(ErrorCodes.rateLimited);
    // Nothing was decided: the member still signs in, the case is still open.
    expect((await signIn(t.app, member.email)).statusCode).toBe(200);
    expect((await caseOf(mod, member))?.id).toBe(c.id);
  });

  it("removes a photo or a text, telling the member, and keeps the case open for its final word", async () => {
    const [mod, reporter, member] = [await moderator(), await person("Yan"), await person("Zoe")];
    await ok(member, "PATCH", "/api/profile", { bio: "Rude words", occupation: "Pilot" });
    await report(reporter, member, "inappropriate_content");
    const c = (await caseOf(mod, member))!;
    const after = json<CaseDetail>(
      await decide(mod, c.id, { action: "remove_field", field: "bio", reason: "Insults" }),
    );
    expect(after.status).toBe("open");
    expect(after.current?.fields).toEqual(["occupation"]);
    expect((await ok(member, "GET", "/api/profile")).bio).toBeNull();
    expect(json(await as(member, "GET", "/api/notices")).notices).toMatchObject([
      { kind: "outcome", text: ModerationText.fieldRemoved("Bio", "Insults") },
    ]);
    expect((await decide(mod, c.id, { action: "remove_photo", photo_id: "none", reason: "x" })).statusCode).toBe(409);
    expect((await decide(mod, c.id, { action: "dismiss", reason: "Handled by the removal" })).statusCode).toBe(200);
  });
});

describe("holds while nobody is looking", () => {
  it("two established reporters within a day hide the member until a moderator decides; fresh accounts hide nobody", async () => {
    const mod = await moderator();
    const [target, viewer] = [await person("Ace"), await person("Bex")];
    // Ten brand-new accounts report: the member stays visible, the case is not urgent.
    for (let i = 0; i < 10; i += 1)
      expect((await report(await person(`New ${"abcdefghij"[i]}`), target, "spam")).statusCode).toBe(201);
    expect(await discoverable(viewer, target)).toBe(true);
    expect(await caseOf(mod, target)).toMatchObject({ report_count: 10, urgent: false, hidden: false });
    // Old accounts with a self-declared birth date alone are cheap to make: they hide nobody either,
    // even reporting "underage" (the red team's finding 3).
    const [o1, o2] = [await oldUnverified("Olu"), await oldUnverified("Olv")];
    await report(o1, target, "spam");
    await report(o2, target, "underage");
    expect(await discoverable(viewer, target)).toBe(true);
    // One established reporter is not enough; a second, different one is.
    const [e1, e2] = [await established("Olda"), await established("Oldb")];
    await report(e1, target, "harassment");
    await report(e1, target, "harassment");
    expect(await discoverable(viewer, target)).toBe(true);
    await report(e2, target, "harassment");
    expect(await discoverable(viewer, target)).toBe(false);
    expect((await as(viewer, "GET", "/api/discover/nearby")).body).not.toContain(target.id);
    const c = (await caseOf(mod, target))!;
    expect(c).toMatchObject({ urgent: true, hidden: true });
    expect((json(await as(mod, "GET", "/api/moderation/cases")).cases as CaseSummary[])[0]!.urgent).toBe(true);
    // The member still sees themself; the decision ends the hold.
    expect((await as(target, "GET", "/api/profile")).statusCode).toBe(200);
    await ok(mod, "POST", `/api/moderation/cases/${c.id}/actions`, { action: "dismiss", reason: "Nothing wrong" });
    expect(await discoverable(viewer, target)).toBe(true);
  });

  it("an underage report from one established member hides at once; a reporter under review counts for nothing", async () => {
    const mod = await moderator();
    const [target, viewer, e1] = [await person("Cal"), await person("Dee"), await established("Oldc")];
    await report(e1, target, "underage");
    expect(await discoverable(viewer, target)).toBe(false);
    expect(await caseOf(mod, target)).toMatchObject({ urgent: true, hidden: true, reasons: ["underage"] });

    const [other, e2, e3] = [await person("Eli"), await established("Oldd"), await established("Olde")];
    await report(await person("Fay"), e2, "spam");
    await report(e2, other, "underage");
    await report(e3, other, "harassment");
    expect(await discoverable(viewer, other)).toBe(true);
  });
});

describe("photos are looked at when they are uploaded", () => {
  const upload = async (m: Member, image: Buffer) => {
    const body = multipart("photo", "photo.png", "image/png", image);
    return t.app.inject({
      method: "POST",
      url: "/api/profile/photos",
      payload: body.payload,
      headers: { ...body.headers, cookie: m.cookie },
    });
  };

  it("a safe photo goes live, a clearly explicit one is refused, a borderline one waits for a moderator", async () => {
    const [mod, member, viewer] = [await moderator(), await person("Pia"), await person("Quin")];
    const safe = await upload(member, await reviewImage("safe"));
    expect(safe.statusCode, safe.body).toBe(201);
    expect(json(safe).photos).toMatchObject([{ in_review: false }]);

    const explicit = await upload(member, await reviewImage("explicit"));
    expect(explicit.statusCode).toBe(422);
    expect(json(explicit).error).toMatchObject({ code: ErrorCodes.photoRefused, message: ProfileText.photoRefused });
    expect((await ok(member, "GET", "/api/profile")).photos).toHaveLength(1);

    const borderline = await upload(member, await reviewImage("borderline"));
    expect(borderline.statusCode).toBe(201);
    const own = json(borderline);
    const held = own.photos.find((p: { in_review: boolean }) => p.in_review);
    expect(held).toBeDefined();
    expect(own.avatar_url).not.toBe(held.url);
    // Others see only the live photo; it cannot become the main one yet.
    expect((await ok(viewer, "GET", `/api/profiles/${member.id}`)).photos).toEqual([own.photos[0].url]);
    expect((await as(member, "PUT", "/api/profile/avatar", { photo_id: held.id })).statusCode).toBe(409);

    // It waits in the queue; approving publishes it.
    let photoCase: CaseSummary | undefined;
    await expect
      .poll(async () => {
        photoCase = (json(await as(mod, "GET", "/api/moderation/cases")).cases as CaseSummary[]).find(
          (c) => c.kind === "photo" && c.subject_id === member.id,
        );
        return photoCase;
      })
      .toBeDefined();
    const detail = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${photoCase!.id}`));
    expect(detail.photo).toMatchObject({ id: held.id, status: "in_review" });
    await ok(mod, "POST", `/api/moderation/cases/${photoCase!.id}/actions`, {
      action: "approve_photo",
      reason: "Fine",
    });
    expect((await ok(viewer, "GET", `/api/profiles/${member.id}`)).photos).toContain(held.url);
    expect(json(await as(member, "GET", "/api/notices")).notices).toMatchObject([
      { kind: "outcome", text: ModerationText.photoApproved },
    ]);
  });
});

describe("a moderator reported", () => {
  it("keeps a report about a moderator, its evidence photos included, from that moderator", async () => {
    const [mod, reported, reporter] = [await moderator(), await moderator(), await person("Cal")];
    await uploadPhoto(t.app, reported);
    expect((await report(reporter, reported, "spam")).statusCode).toBe(201);
    const summary = (await caseOf(mod, reported))!;
    const [filed] = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${summary.id}`)).reports;
    expect((await as(mod, "GET", filed!.photos[0]!)).statusCode).toBe(200);
    // The moderator reported sees neither the case nor its photos.
    expect(await caseOf(reported, reported)).toBeUndefined();
    expect((await as(reported, "GET", `/api/moderation/cases/${summary.id}`)).statusCode).toBe(404);
    expect((await as(reported, "GET", filed!.photos[0]!)).statusCode).toBe(404);
  });
});
