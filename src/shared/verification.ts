import * as z from "zod/mini";
import { VerificationLimits } from "./limits.js";

/** The steps of the live check, in the order the server chose for this check (the first is always "straight"). */
export const challengeStepSchema = z.enum(["straight", "left", "right", "smile"]);
export type ChallengeStep = z.infer<typeof challengeStepSchema>;

export const frameHintSchema = z.enum(["no-face", "several-faces", "too-far"]);
export type FrameHint = z.infer<typeof frameHintSchema>;

export const checkFailureSchema = z.enum(["face-changed", "no-match", "not-done", "expired"]);
export type CheckFailure = z.infer<typeof checkFailureSchema>;

/** POST /api/verification/checks: a new live check. */
export const verificationCheckSchema = z.object({
  id: z.string(),
  steps: z.array(challengeStepSchema),
  /** The step asked now (index into steps). */
  step: z.number(),
  expires_at: z.string(),
});
export type VerificationCheck = z.infer<typeof verificationCheckSchema>;

/** POST /api/verification/checks/:id/frames: what one frame did. */
export const frameAnswerSchema = z.object({
  status: z.enum(["open", "passed", "failed"]),
  /** The step asked now (steps.length once every step is done). */
  step: z.number(),
  /** Why this frame did not count, when the picture itself was the problem. */
  hint: z.nullable(frameHintSchema),
  /** Why the check failed, once it has. */
  failure: z.nullable(checkFailureSchema),
});
export type FrameAnswer = z.infer<typeof frameAnswerSchema>;

export const verificationCheckParamsSchema = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) });

/** A moderator's review of a failed check, as the member follows it (null outcome: not decided yet). */
export const verificationReviewSchema = z.object({
  requested_at: z.string(),
  outcome: z.nullable(z.enum(["confirmed", "refused"])),
});
export type VerificationReview = z.infer<typeof verificationReviewSchema>;

/** GET /api/verification: the member's own mark, and their latest review. */
export const verificationStatusSchema = z.object({
  verified: z.boolean(),
  verified_at: z.nullable(z.string()),
  review: z.nullable(verificationReviewSchema),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/**
 * POST /api/verification/checks/:id/review: the pictures that did each step of a check that
 * failed only on the comparison with the member's photos (base64, in the order of the steps),
 * for a moderator to compare. One JSON body: the whole request is taken or refused at once.
 */
export const reviewRequestSchema = z.strictObject({
  frames: z
    .array(z.string().check(z.maxLength(Math.ceil(VerificationLimits.frameBytesMax / 3) * 4)))
    .check(z.minLength(1), z.maxLength(4)),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;
