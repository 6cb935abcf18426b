import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VerificationLimits } from "#shared/limits";
import { VerificationText } from "#shared/messages";
import { ModerationText, type CaseDetail, type CaseSummary } from "#shared/moderation";
import type { FrameAnswer, VerificationCheck } from "#shared/verification";
import { addModerator } from "../../../../scripts/moderators.js";
import { GOOD_PASSWORD } from "../../../../tests/support/auth-helpers.js";
import { facePictures, frameFor, type FacePictures } from "../../../../tests/support/faces.js";
import { createMember, uploadPicture, type Member } from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";
import { createDiskStorage } from "../../platform/storage/disk-storage.js";
import { createCaseFilesRepository, forgetExpiredReviewPictures } from "./index.js";

// The services' clock, moved on to let the time to ask for a review pass.
let offsetMs = 0;
let t: TestApp;
let pictures: FacePictures;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
  pictures = await facePictures();
}, 60_000);
afterAll(() => t.close());

type Method = "GET" | "POST";
const as = (m: Member, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: m.cookie }, payload });
const status = async (m: Member) => json(await as(m, "GET", "/api/verification"));
const askReview = (m: Member, checkId: string, frames: Buffer[]) =>
  as(m, "POST", `/api/verification/checks/${checkId}/review`, { frames: frames.map((f) => f.toString("base64")) });
/** The pictures kept in private storage (none before the first review: not even its folder). */
const keptPictures = () =>
  (existsSync(path.join(t.dataDir, "evidence"))
    ? readdirSync(path.join(t.dataDir, "evidence"), { recursive: true })
    : []
  )
    .map(String)
    .filter((f) => f.includes("-review-step"));

/** A member whose photo shows someone else: she does every step, and the comparison fails. */
async function unmatched(name: string, again?: Member) {
  const m = again ?? (await createMember(t.app, { name }));
  if (!again) await uploadPicture(t.app, m, pictures.stranger);
  const check = json<VerificationCheck>(await as(m, "POST", "/api/verification/checks"));
  const frames = check.steps.map((step) => frameFor(pictures, step));
  let last: FrameAnswer | undefined;
  for (const frame of frames)
    last = json(
      await t.app.inject({
        method: "POST",
        url: `/api/verification/checks/${check.id}/frames`,
        headers: { cookie: m.cookie, "content-type": "image/jpeg" },
        payload: frame,
      }),
    );
  expect(last).toMatchObject({ status: "failed", failure: "no-match" });
  return { m, check, frames };
}

async function moderator(): Promise<Member> {
  const mod = await createMember(t.app, { name: "Mod" });
  await addModerator(t.database, mod.email);
  return mod;
}
const reviewCase = async (mod: Member, subject: Member) =>
  (json(await as(mod, "GET", "/api/moderation/cases")).cases as CaseSummary[]).find(
    (c) => c.subject_id === subject.id && c.kind === "verification",
  );
const notices = async (m: Member) =>
  (json(await as(m, "GET", "/api/notices")).notices as { text: string }[]).map((n) => n.text);

// Each test reads a score of faces (about 0.3 s each, several times that on a busy machine).
const FACES_TIMEOUT = 120_000;

describe("a moderator's review of a failed verification", () => {
  it(
    "takes only the check's own pictures, shows them to moderators only, confirms the mark, and deletes them 30 days after",
    async () => {
      const mod = await moderator();
      const { m, check, frames } = await unmatched("Lena");
      expect(await status(m)).toMatchObject({ verified: false, review: null });

      // Any other picture in place of one that did its step is refused, and nothing is kept.
      const swapped = await askReview(m, check.id, [pictures.profile, ...frames.slice(1)]);
      expect(swapped.statusCode).toBe(400);
      expect(json(swapped).error.message).toBe(VerificationText.review.notThisCheck);
      expect((await askReview(m, check.id, frames.slice(0, 3))).statusCode).toBe(400);
      expect(await reviewCase(mod, m)).toBeUndefined();
      expect(keptPictures()).toEqual([]);

      const sent = await askReview(m, check.id, frames);
      expect(sent.statusCode, sent.body).toBe(201);
      expect(json(sent)).toEqual({ message: VerificationText.review.sent });
      expect(await status(m)).toMatchObject({ verified: false, review: { outcome: null } });
      expect(keptPictures()).toHaveLength(4);
      const again = await askReview(m, check.id, frames);
      expect(again.statusCode).toBe(409);
      expect(json(again).error.message).toBe(VerificationText.review.alreadyPending);

      // The moderator sees the four pictures beside her photos; she, or anyone not a moderator, cannot.
      const summary = (await reviewCase(mod, m))!;
      const detail = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${summary.id}`));
      expect(detail.verification!.pictures).toHaveLength(4);
      expect(detail.current!.photos).toHaveLength(1);
      const picture = await as(mod, "GET", detail.verification!.pictures[0]!);
      expect(picture.statusCode).toBe(200);
      expect(picture.headers["content-type"]).toBe("image/webp");
      expect(picture.headers["cache-control"]).toBe("private, no-store");
      const meta = await sharp(picture.rawPayload).metadata();
      expect([meta.format, meta.exif]).toEqual(["webp", undefined]);
      expect((await as(m, "GET", detail.verification!.pictures[0]!)).statusCode).toBe(404);

      // Confirming gives her the mark, matched to the photos the moderator saw (her photos as they
      // are now: a list that differs means they changed since the case was read), and tells her.
      const confirm = (photo_ids: string[]) =>
        as(mod, "POST", `/api/moderation/cases/${summary.id}/actions`, {
          action: "confirm_verification",
          reason: "Same person: the photo is older",
          photo_ids,
        });
      const stale = await confirm([]);
      expect([stale.statusCode, json(stale).error.message]).toEqual([409, ModerationText.photosChanged]);
      expect(json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${summary.id}`)).status).toBe("open");
      const decided = await confirm(detail.current!.photos.map((p) => p.id));
      expect(decided.statusCode, decided.body).toBe(200);
      expect(await status(m)).toMatchObject({ verified: true, review: { outcome: "confirmed" } });
      expect(await notices(m)).toContain(ModerationText.verificationConfirmed);
      const profile = json(await as(mod, "GET", `/api/profiles/${m.id}`));
      expect(profile).toMatchObject({ verified: true });

      // Kept for 30 days after the decision, then deleted, files and rows.
      const files = createCaseFilesRepository(t.database.db);
      const evidence = createDiskStorage(path.join(t.dataDir, "evidence"), "");
      expect(await forgetExpiredReviewPictures(files, evidence)).toBe(0);
      await sql`update moderation_cases set closed_at = now() - make_interval(days => ${VerificationLimits.reviewKeptDays + 1})
      where id = ${summary.id}`.execute(t.database.db);
      expect(await forgetExpiredReviewPictures(files, evidence)).toBe(4);
      expect(keptPictures()).toEqual([]);
      expect((await as(mod, "GET", detail.verification!.pictures[0]!)).statusCode).toBe(404);
      expect(json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${summary.id}`)).verification).toEqual({
        pictures: [],
      });
    },
    FACES_TIMEOUT,
  );

  it(
    "is only for a check that failed on the comparison, asked in time; a refusal is told; the account's deletion takes the pictures",
    async () => {
      const mod = await moderator();
      // Another face took over half-way: the live part failed, so there is nothing for a moderator to compare.
      const swapped = await createMember(t.app, { name: "Ivy" });
      await uploadPicture(t.app, swapped, pictures.profile);
      const swappedCheck = json<VerificationCheck>(await as(swapped, "POST", "/api/verification/checks"));
      const frame = (picture: Buffer) =>
        t.app.inject({
          method: "POST",
          url: `/api/verification/checks/${swappedCheck.id}/frames`,
          headers: { cookie: swapped.cookie, "content-type": "image/jpeg" },
          payload: picture,
        });
      expect(json(await frame(pictures.straight))).toMatchObject({ step: 1 });
      expect(json(await frame(pictures.stranger))).toMatchObject({ failure: "face-changed" });
      const notReviewable = await askReview(swapped, swappedCheck.id, [pictures.straight]);
      expect([notReviewable.statusCode, json(notReviewable).error.message]).toEqual([
        409,
        VerificationText.review.notReviewable,
      ]);

      // Past the time to ask, the check's pictures can no longer be sent (the sweep forgets their hashes: verification.test.ts).
      const late = await unmatched("Noa");
      offsetMs = (VerificationLimits.reviewAskMinutes + 1) * 60_000;
      try {
        const tooLate = await askReview(late.m, late.check.id, late.frames);
        expect([tooLate.statusCode, json(tooLate).error.message]).toEqual([409, VerificationText.review.tooLate]);
      } finally {
        offsetMs = 0;
      }
      // A dismissed review is a "no", told with the moderator's reason; she may ask again after another check.
      const { m, check, frames } = await unmatched("Pia");
      expect((await askReview(m, check.id, frames)).statusCode).toBe(201);
      const first = (await reviewCase(mod, m))!;
      await as(mod, "POST", `/api/moderation/cases/${first.id}/actions`, {
        action: "dismiss",
        reason: "The pictures show someone else.",
      });
      expect(await status(m)).toMatchObject({ verified: false, review: { outcome: "refused" } });
      expect(await notices(m)).toContain(ModerationText.verificationRefused("The pictures show someone else."));

      const retry = await unmatched("Pia", m);
      expect((await askReview(m, retry.check.id, retry.frames)).statusCode).toBe(201);
      const second = (await reviewCase(mod, m))!;
      expect(keptPictures()).toHaveLength(8);

      // Her account goes: every picture kept about her goes now, and the open review ends in the log.
      const deleted = await t.app.inject({
        method: "DELETE",
        url: "/api/account",
        headers: { cookie: m.cookie },
        payload: { password: GOOD_PASSWORD },
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      await expect.poll(() => keptPictures(), { timeout: 15_000 }).toEqual([]);
      const closed = json<CaseDetail>(await as(mod, "GET", `/api/moderation/cases/${second.id}`));
      expect(closed.status).toBe("closed");
      expect(closed.verification).toEqual({ pictures: [] });
      expect(closed.audit.map((a) => a.reason)).toEqual([ModerationText.verificationCaseGone]);
    },
    FACES_TIMEOUT,
  );
});
