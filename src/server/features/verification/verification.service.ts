import { createHash, randomInt, randomUUID } from "node:crypto";
import { ErrorCodes } from "#shared/errors";
import { VerificationLimits } from "#shared/limits";
import { VerificationText } from "#shared/messages";
import type {
  ChallengeStep,
  CheckFailure,
  FrameAnswer,
  VerificationCheck,
  VerificationStatus,
} from "#shared/verification";
import type { Atomically } from "../../platform/events/event-bus.js";
import { DomainError } from "../../platform/errors.js";
import { loadSharp, MAX_INPUT_PIXELS } from "../../platform/face-check/face-reader.js";
import {
  faceModelVersion,
  UnreadablePicture,
  type FaceReader,
  type FaceReading,
} from "../../platform/face-check/face-reader.js";
import { doesStep, FaceThresholds, frameProblem } from "./face-rules.js";
import type { CheckRow, VerificationRepository } from "./verification.repository.js";

type Deps = {
  repo: VerificationRepository;
  atomically: Atomically<VerificationRepository>;
  faces: FaceReader;
  /** The member's photos others can see (profiles). */
  photosOf: (userId: string) => Promise<{ id: string; data: Buffer }[]>;
  /** One photo of the member's, live or held (profiles). */
  photoFile: (userId: string, photoId: string) => Promise<Buffer | null>;
  /** Moderation: keeps a failed check's pictures beside a new review case (private storage). */
  openReview: (review: { userId: string; checkId: string; pictures: Buffer[] }) => Promise<void>;
  /** Called once a change to the member's mark has committed (the kept copy of it goes). */
  markChanged: (userId: string) => void;
  now: () => Date;
};

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/** A picture kept for a moderator: re-encoded, so nothing but the pixels is kept (no metadata). */
async function keptPicture(data: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().webp({ quality: 85 }).toBuffer();
}

/** "straight" first (its face is the one compared), then the three others in an order drawn for this check. */
export function drawSteps(): ChallengeStep[] {
  const rest: ChallengeStep[] = ["left", "right", "smile"];
  for (let i = rest.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return ["straight", ...rest];
}

/**
 * Photo verification (ADR 0534, 0536): a live check the server directs step by
 * step, read frame by frame in the face reader's thread, then the straight look compared with the
 * faces in the member's photos. Nothing of a face is kept: frames are read and dropped, and the
 * one descriptor a check holds while it runs is erased when it ends.
 */
export function createVerificationService({
  repo,
  atomically,
  faces,
  photosOf,
  photoFile,
  openReview,
  markChanged,
  now,
}: Deps) {
  const answer = (check: CheckRow, extra: Partial<FrameAnswer> = {}): FrameAnswer => ({
    status: "open",
    step: check.step,
    hint: null,
    failure: null,
    ...extra,
  });

  async function fail(check: CheckRow, failure: CheckFailure): Promise<FrameAnswer> {
    await repo.end(check.id, now(), "failed", failure);
    return answer(check, { status: "failed", failure });
  }

  /** The faces in a stored photo (none for one that cannot be read; a model's failure is not "none"). */
  const facesIn = async (image: Buffer) => {
    try {
      return (await faces.read(image)).faces;
    } catch (err) {
      if (err instanceof UnreadablePicture) return [];
      throw err;
    }
  };

  async function anyAlike(these: readonly number[][], those: readonly number[][]): Promise<boolean> {
    for (const a of these)
      for (const b of those) if ((await faces.similarity(a, b)) >= FaceThresholds.sameFace) return true;
    return false;
  }

  /** The photos whose faces match the straight look's: none means the selfie is someone else. */
  async function matchingPhotos(userId: string, anchor: number[]): Promise<string[]> {
    const matched: string[] = [];
    for (const photo of await photosOf(userId)) {
      const found = (await facesIn(photo.data)).map((f) => f.descriptor);
      if (await anyAlike([anchor], found)) matched.push(photo.id);
    }
    return matched;
  }

  async function endMark(userId: string): Promise<void> {
    const ended = await atomically(async (r, emit) => {
      const gone = await r.unverify(userId);
      if (gone) emit("VerificationChanged", { userId });
      return gone;
    });
    if (ended) markChanged(userId);
  }

  async function finish(userId: string, check: CheckRow, anchor: number[]): Promise<FrameAnswer> {
    const done = { ...check, step: check.steps.length };
    const photoIds = await matchingPhotos(userId, anchor);
    if (photoIds.length === 0) return fail(done, "no-match");
    const passed = await atomically(async (r, emit) => {
      if (!(await r.end(check.id, now(), "passed", null))) return false;
      await r.markVerified(userId, check.id, now(), photoIds);
      emit("VerificationChanged", { userId });
      return true;
    });
    // Ended meanwhile (its time ran out while the photos were compared): it does not count.
    if (!passed) throw new DomainError("conflict", ErrorCodes.verificationEnded, VerificationText.ended);
    markChanged(userId);
    return answer(done, { status: "passed" });
  }

  /** A frame's faces; bytes that are no picture are the sender's error (400), a model's failure ours. */
  async function readFrame(image: Buffer) {
    try {
      return await faces.read(image);
    } catch (err) {
      if (err instanceof UnreadablePicture)
        throw new DomainError("invalid", ErrorCodes.validation, VerificationText.frameType);
      throw err;
    }
  }

  return {
    async start(userId: string): Promise<VerificationCheck> {
      if ((await photosOf(userId)).length === 0)
        throw new DomainError("conflict", ErrorCodes.verificationNeedsPhoto, VerificationText.needsPhoto);
      const at = now();
      const check = {
        id: randomUUID(),
        user_id: userId,
        steps: drawSteps(),
        model: faceModelVersion,
        now: at,
        expires: new Date(at.getTime() + VerificationLimits.checkSeconds * 1000),
      };
      await repo.start(check);
      return { id: check.id, steps: check.steps, step: 0, expires_at: check.expires.toISOString() };
    },

    async frame(userId: string, checkId: string, image: Buffer): Promise<FrameAnswer> {
      const check = await repo.countFrame(userId, checkId, VerificationLimits.framesPerCheck);
      if (!check) {
        const existing = await repo.find(userId, checkId);
        if (!existing) throw new DomainError("not_found", ErrorCodes.notFound, VerificationText.ended);
        // Running, but every frame it may read has been read without the steps done.
        if (existing.outcome === null) return fail(existing, "not-done");
        throw new DomainError("conflict", ErrorCodes.verificationEnded, VerificationText.ended);
      }
      if (now() >= check.expires_at) return fail(check, "expired");
      const lastFrame = check.frames >= VerificationLimits.framesPerCheck;

      const read = await readFrame(image);
      const hint = frameProblem(read.faces, read.width);
      if (hint) return lastFrame ? fail(check, "not-done") : answer(check, { hint });
      const face = read.faces[0] as FaceReading;
      if (
        check.anchor &&
        (await faces.similarity(check.anchor, face.descriptor)) < FaceThresholds.samePersonDuringCheck
      )
        return fail(check, "face-changed");

      const step = check.steps[check.step]!;
      if (!doesStep(step, face, check.anchor_yaw)) return lastFrame ? fail(check, "not-done") : answer(check);
      const anchor = step === "straight" ? { descriptor: face.descriptor, yaw: face.yaw } : undefined;
      // Another frame of the same check moved it first: this one answers where it is now.
      if (!(await repo.advance(check.id, check.step, sha256(image), anchor))) return answer(check);
      const moved = { ...check, step: check.step + 1 };
      if (moved.step < check.steps.length) return answer(moved);
      return finish(userId, moved, anchor?.descriptor ?? check.anchor!);
    },

    async status(userId: string): Promise<VerificationStatus> {
      const [mark, review] = await Promise.all([repo.mark(userId), repo.latestReview(userId)]);
      return {
        verified: Boolean(mark),
        verified_at: mark ? new Date(mark.verified_at).toISOString() : null,
        review: review?.review_requested_at
          ? {
              requested_at: new Date(review.review_requested_at).toISOString(),
              outcome: review.review_outcome as "confirmed" | "refused" | null,
            }
          : null,
      };
    },

    /**
     * A member who did every step but whose selfie matched none of their photos asks a moderator
     * to compare. They send the pictures back (the server kept none): each must be the very
     * picture that did its step (its hash was noted), so no other picture can stand in for the
     * live check. Only now is anything of a face kept: beside the case, until 30 days after the
     * decision (moderation's retention).
     */
    async requestReview(userId: string, checkId: string, frames: Buffer[]): Promise<void> {
      const check = await repo.reviewable(userId, checkId);
      if (!check) throw new DomainError("not_found", ErrorCodes.notFound, VerificationText.ended);
      if (check.failure !== "no-match")
        throw new DomainError("conflict", ErrorCodes.validation, VerificationText.review.notReviewable);
      if (check.review_requested_at)
        throw new DomainError("conflict", ErrorCodes.validation, VerificationText.review.alreadyPending);
      const askBy = new Date(check.ended_at!).getTime() + VerificationLimits.reviewAskMinutes * 60_000;
      if (check.step_frames.length === 0 || now().getTime() > askBy)
        throw new DomainError("conflict", ErrorCodes.validation, VerificationText.review.tooLate);
      if (frames.length !== check.step_frames.length || frames.some((f, i) => sha256(f) !== check.step_frames[i]))
        throw new DomainError("invalid", ErrorCodes.validation, VerificationText.review.notThisCheck);
      if (await repo.hasOpenReview(userId))
        throw new DomainError("conflict", ErrorCodes.validation, VerificationText.review.alreadyPending);
      const pictures = await Promise.all(frames.map(keptPicture));
      if (!(await repo.claimReview(userId, checkId, now())))
        throw new DomainError("conflict", ErrorCodes.validation, VerificationText.review.alreadyPending);
      try {
        await openReview({ userId, checkId, pictures });
      } catch (err) {
        await repo.unclaimReview(checkId);
        throw err;
      }
      await repo.forgetReviewFrames(checkId);
    },

    /**
     * A verified member added a photo: one with a face must show the face their verified photos
     * show (compared photo to photo; no face is stored), or the mark ends until they verify again.
     * A photo without a face (a landscape, a pet) changes nothing.
     */
    async photoAdded(userId: string, photoId: string): Promise<void> {
      const mark = await repo.mark(userId);
      const added = mark && (await photoFile(userId, photoId));
      if (!mark || !added) return;
      const newFaces = (await facesIn(added)).map((f) => f.descriptor);
      if (newFaces.length === 0) return;
      const verified = (await photosOf(userId)).filter((p) => mark.photo_ids.includes(p.id) && p.id !== photoId);
      for (const photo of verified) {
        if (
          await anyAlike(
            newFaces,
            (await facesIn(photo.data)).map((f) => f.descriptor),
          )
        )
          return repo.addMatchedPhoto(userId, photoId);
      }
      await endMark(userId);
    },

    /** A photo is gone: the mark lasts while a photo that showed the verified face is left. */
    async photoRemoved(userId: string, photoId: string): Promise<void> {
      if ((await repo.dropMatchedPhoto(userId, photoId)) === 0) await endMark(userId);
    },

    /**
     * Ends checks whose time ran out, erasing their descriptor, and forgets the pictures' hashes
     * of checks past the time to ask for a review (a job, every minute).
     */
    async sweep(): Promise<number> {
      const at = now();
      await repo.forgetStepFrames(new Date(at.getTime() - VerificationLimits.reviewAskMinutes * 60_000));
      return repo.endExpired(at);
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
