import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCodes } from "#shared/errors";
import { RateLimits, VerificationLimits } from "#shared/limits";
import { VerificationText } from "#shared/messages";
import type { FrameAnswer, VerificationCheck } from "#shared/verification";
import { faceModelVersion } from "../../platform/face-check/face-reader.js";
import { GOOD_PASSWORD } from "../../../../tests/support/auth-helpers.js";
import { facePictures, frameFor, type FacePictures } from "../../../../tests/support/faces.js";
import type { DiscoveryResponse } from "#shared/matching";
import type { OwnProfile } from "#shared/profiles";
import type { ConversationList } from "#shared/messaging";
import {
  createMember,
  matchedPair,
  uploadPhoto,
  uploadPicture,
  type Member,
} from "../../../../tests/support/factories.js";
import { createTestApp, json, type TestApp } from "../../../../tests/support/test-app.js";
import { createVerificationRepository } from "./verification.repository.js";
import { drawSteps } from "./verification.service.js";

// The services' clock, moved on to let a check run out of time.
let offsetMs = 0;
let t: TestApp;
let pictures: FacePictures;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offsetMs) });
  pictures = await facePictures();
}, 60_000);
afterAll(() => t.close());

const start = (m: Member) =>
  t.app.inject({ method: "POST", url: "/api/verification/checks", headers: { cookie: m.cookie } });
const send = (m: Member, checkId: string, frame: Buffer, type = "image/jpeg") =>
  t.app.inject({
    method: "POST",
    url: `/api/verification/checks/${checkId}/frames`,
    headers: { cookie: m.cookie, "content-type": type },
    payload: frame,
  });
const status = async (m: Member) =>
  json(await t.app.inject({ method: "GET", url: "/api/verification", headers: { cookie: m.cookie } }));
const checkRow = (id: string) =>
  t.database.db.selectFrom("verification_checks").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

async function memberWithPhoto(photo: Buffer = pictures.profile) {
  const m = await createMember(t.app, { name: "Maya" });
  const stored = await uploadPicture(t.app, m, photo);
  return { m, photoId: stored.id };
}

/** Takes the live check as the member in the pictures does, to its end. */
async function verify(m: Member): Promise<FrameAnswer> {
  const check = await startCheck(m);
  let last: FrameAnswer | undefined;
  for (const step of check.steps) last = json(await send(m, check.id, frameFor(pictures, step)));
  return last!;
}

async function startCheck(m: Member): Promise<VerificationCheck> {
  const res = await start(m);
  expect(res.statusCode).toBe(201);
  return json(res);
}

describe("photo verification", () => {
  it("verifies a member who does each step asked, in the order drawn, and keeps nothing of her face", async () => {
    const { m, photoId } = await memberWithPhoto();
    expect(await status(m)).toEqual({ verified: false, verified_at: null, review: null });
    const check = await startCheck(m);
    expect(check.steps[0]).toBe("straight");
    expect([...check.steps].sort()).toEqual(["left", "right", "smile", "straight"]);

    // A frame with nobody in it says why and moves nothing.
    const blank = await sharp({ create: { width: 480, height: 640, channels: 3, background: "#8a7f72" } })
      .jpeg()
      .toBuffer();
    expect(json(await send(m, check.id, blank))).toEqual({ status: "open", step: 0, hint: "no-face", failure: null });

    let last: FrameAnswer | undefined;
    for (const [i, step] of check.steps.entries()) {
      const res = await send(m, check.id, frameFor(pictures, step));
      expect(res.statusCode).toBe(200);
      last = json(res);
      expect(last).toMatchObject({ step: i + 1, hint: null, failure: null });
      // Once her straight look is in, the check holds its descriptor, and only then.
      if (i === 0) expect((await checkRow(check.id)).anchor).toHaveLength(1024);
    }
    expect(last!.status).toBe("passed");
    expect(await status(m)).toMatchObject({ verified: true });

    // What stays: when, how and with which model; no descriptor, no picture.
    const row = await checkRow(check.id);
    expect(row).toMatchObject({
      outcome: "passed",
      failure: null,
      anchor: null,
      anchor_yaw: null,
      model: faceModelVersion,
    });
    expect(row.ended_at).not.toBeNull();
    expect(row.step_frames).toEqual([]);
    const mark = await t.database.db
      .selectFrom("member_verifications")
      .selectAll()
      .where("user_id", "=", m.id)
      .execute();
    expect(mark).toEqual([expect.objectContaining({ check_id: check.id, photo_ids: [photoId] })]);

    // An ended check reads no more frames.
    const after = await send(m, check.id, pictures.straight);
    expect(after.statusCode).toBe(409);
    expect(json(after).error).toEqual({ code: ErrorCodes.verificationEnded, message: VerificationText.ended });

    // Her data export carries the record and the mark (no descriptor: there is none to carry);
    // deleting her account takes both.
    const exported = await createVerificationRepository(t.database.db).exportRows(m.id);
    expect(exported.verification_checks).toEqual([
      expect.objectContaining({ id: check.id, outcome: "passed", model: faceModelVersion, steps: check.steps }),
    ]);
    expect(Object.keys(exported.verification_checks[0]!)).not.toContain("anchor");
    expect(exported.member_verifications).toEqual([
      expect.objectContaining({ check_id: check.id, photo_ids: [photoId] }),
    ]);
    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/account",
      headers: { cookie: m.cookie },
      payload: { password: GOOD_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await createVerificationRepository(t.database.db).exportRows(m.id)).toEqual({
      verification_checks: [],
      member_verifications: [],
    });
  });

  it("draws every order of the three movements", () => {
    const orders = new Set(Array.from({ length: 300 }, () => drawSteps().join(",")));
    expect(orders.size).toBe(6);
    for (const order of orders) expect(order.startsWith("straight,")).toBe(true);
  });

  it("fails a still picture: it looks straight and smiles, but never turns", async () => {
    const { m } = await memberWithPhoto();
    const check = await startCheck(m);
    let last: FrameAnswer | undefined;
    for (let i = 0; i < VerificationLimits.framesPerCheck; i++) {
      last = json<FrameAnswer>(await send(m, check.id, pictures.straight));
      if (last.status !== "open") break;
    }
    expect(last).toMatchObject({ status: "failed", failure: "not-done" });
    expect(last!.step).toBeLessThan(check.steps.length);
    expect((await checkRow(check.id)).anchor).toBeNull();
    expect(await status(m)).toMatchObject({ verified: false });
  });

  it("fails when another face takes over half-way", async () => {
    const { m } = await memberWithPhoto();
    const check = await startCheck(m);
    expect(json(await send(m, check.id, pictures.straight))).toMatchObject({ status: "open", step: 1 });
    expect(json(await send(m, check.id, pictures.stranger))).toMatchObject({
      status: "failed",
      failure: "face-changed",
    });
    expect(await status(m)).toMatchObject({ verified: false });
  });

  it("fails when the live face is not the one in the member's photos", async () => {
    const { m } = await memberWithPhoto(pictures.stranger);
    const check = await startCheck(m);
    let last: FrameAnswer | undefined;
    for (const step of check.steps) last = json(await send(m, check.id, frameFor(pictures, step)));
    expect(last).toMatchObject({ status: "failed", failure: "no-match" });
    expect(await status(m)).toMatchObject({ verified: false });
    expect((await checkRow(check.id)).anchor).toBeNull();
    // The hashes of the pictures that did its steps stay for a review request (moderation's
    // verification-review.test.ts), and the sweep forgets them once the time to ask is over.
    expect((await checkRow(check.id)).step_frames).toHaveLength(check.steps.length);
    const repo = createVerificationRepository(t.database.db);
    await repo.forgetStepFrames(new Date(Date.now() - VerificationLimits.reviewAskMinutes * 60_000));
    expect((await checkRow(check.id)).step_frames).toHaveLength(check.steps.length);
    await repo.forgetStepFrames(new Date(Date.now() + 1000));
    expect((await checkRow(check.id)).step_frames).toEqual([]);
  });

  it("fails a check that ran out of time, and the sweep ends one left half-way", async () => {
    const { m } = await memberWithPhoto();
    const check = await startCheck(m);
    const abandoned = await startCheck(m);
    expect(json(await send(m, abandoned.id, pictures.straight))).toMatchObject({ step: 1 });
    offsetMs = (VerificationLimits.checkSeconds + 1) * 1000;
    try {
      expect(json(await send(m, check.id, pictures.straight))).toMatchObject({ status: "failed", failure: "expired" });
      const later = new Date(Date.now() + offsetMs);
      expect(await createVerificationRepository(t.database.db).endExpired(later)).toBeGreaterThanOrEqual(1);
      expect(await checkRow(abandoned.id)).toMatchObject({ outcome: "failed", failure: "expired", anchor: null });
    } finally {
      offsetMs = 0;
    }
  });

  it("asks for a photo first, keeps each check to its member, and takes frames as pictures only", async () => {
    const bare = await createMember(t.app, { name: "Nell" });
    const refused = await start(bare);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toEqual({
      code: ErrorCodes.verificationNeedsPhoto,
      message: VerificationText.needsPhoto,
    });
    expect(
      await t.database.db.selectFrom("verification_checks").where("user_id", "=", bare.id).selectAll().execute(),
    ).toEqual([]);

    const { m } = await memberWithPhoto();
    const check = await startCheck(m);
    expect((await send(bare, check.id, pictures.straight)).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/verification/checks" })).statusCode).toBe(401);
    expect((await send(m, check.id, Buffer.from("not a picture"), "text/plain")).statusCode).toBe(415);
    expect((await send(m, check.id, Buffer.from("not a picture"))).statusCode).toBe(400);
    expect((await send(m, check.id, Buffer.alloc(VerificationLimits.frameBytesMax + 1))).statusCode).toBe(413);
    expect(await checkRow(check.id)).toMatchObject({ step: 0, outcome: null });
  });

  it(`starts at most ${RateLimits.verificationChecksPerUser.max} checks a day`, async () => {
    const { m } = await memberWithPhoto();
    for (let i = 0; i < RateLimits.verificationChecksPerUser.max; i++) expect((await start(m)).statusCode).toBe(201);
    const refused = await start(m);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).error.message).toBe(VerificationText.tooMany);
  });

  it('shows the mark on her profile, her card and her conversations, and "Verified only" finds her', async () => {
    const place = { zip_code: "04101", gender: "woman" as const, interested_in: [], date_of_birth: "1993-04-02" };
    const maya = await createMember(t.app, { name: "Maya", ...place });
    await uploadPicture(t.app, maya, pictures.profile);
    const other = await createMember(t.app, { name: "Ines", ...place });
    const viewer = await createMember(t.app, { name: "Rae", ...place });
    const seen = async (query: Record<string, string>) => {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/discover?${new URLSearchParams(query).toString()}`,
        headers: { cookie: viewer.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (json(res) as DiscoveryResponse).candidates.filter((c) => [maya.id, other.id].includes(c.id));
    };
    expect(await seen({ verified: "true" })).toEqual([]);
    expect(await verify(maya)).toMatchObject({ status: "passed" });

    expect((await seen({ verified: "true" })).map((c) => c.id)).toEqual([maya.id]);
    const cards = new Map((await seen({})).map((c) => [c.id, c.verified]));
    expect(Object.fromEntries(cards)).toEqual({ [maya.id]: true, [other.id]: false });
    const profile = await t.app.inject({
      method: "GET",
      url: `/api/profiles/${maya.id}`,
      headers: { cookie: viewer.cookie },
    });
    expect(json(profile)).toMatchObject({ id: maya.id, verified: true });

    const [sam, kit] = await matchedPair(t.app, ["Sam", "Kit"]);
    await uploadPicture(t.app, sam, pictures.profile);
    expect(await verify(sam)).toMatchObject({ status: "passed" });
    const list = json<ConversationList>(
      await t.app.inject({ method: "GET", url: "/api/conversations", headers: { cookie: kit.cookie } }),
    );
    expect(list.conversations.map((c) => [c.name, c.verified])).toEqual([["Sam", true]]);
  });

  it("keeps the mark while her photos show her: another of her stays, a stranger's or losing them all ends it", async () => {
    const { m, photoId } = await memberWithPhoto();
    // Her own profile shows the mark from the moment it is earned (and below, until it ends), though
    // each process keeps the answer it last read.
    const shown = async () =>
      (json(await t.app.inject({ method: "GET", url: "/api/profile", headers: { cookie: m.cookie } })) as OwnProfile)
        .verified;
    expect(await shown()).toBe(false);
    expect(await verify(m)).toMatchObject({ status: "passed" });
    expect(await shown()).toBe(true);
    const mark = () =>
      t.database.db
        .selectFrom("member_verifications")
        .select("photo_ids")
        .where("user_id", "=", m.id)
        .executeTakeFirst();

    // Another photo of her joins the matched ones; a picture with no face changes nothing.
    const second = await uploadPicture(t.app, m, pictures.left);
    await expect.poll(async () => (await mark())?.photo_ids, { timeout: 15_000 }).toEqual([photoId, second.id]);
    await uploadPhoto(t.app, m, "#336699");
    // Deleting one of two leaves the mark; the other still shows her.
    const del = (id: string) =>
      t.app.inject({ method: "DELETE", url: `/api/profile/photos/${id}`, headers: { cookie: m.cookie } });
    expect((await del(photoId)).statusCode).toBe(200);
    await expect.poll(async () => (await mark())?.photo_ids, { timeout: 15_000 }).toEqual([second.id]);
    expect(await status(m)).toMatchObject({ verified: true });

    // Someone else's face ends it until she verifies again.
    await uploadPicture(t.app, m, pictures.stranger);
    await expect.poll(async () => (await status(m)).verified, { timeout: 15_000 }).toBe(false);
    // At once here too, well inside the 10 s a kept answer could otherwise live.
    await expect.poll(shown, { timeout: 3_000 }).toBe(false);

    // And so does losing every photo that showed her.
    const other = await memberWithPhoto();
    expect(await verify(other.m)).toMatchObject({ status: "passed" });
    const gone = await t.app.inject({
      method: "DELETE",
      url: `/api/profile/photos/${other.photoId}`,
      headers: { cookie: other.m.cookie },
    });
    expect(gone.statusCode).toBe(200);
    await expect.poll(async () => (await status(other.m)).verified, { timeout: 15_000 }).toBe(false);
  });
});
