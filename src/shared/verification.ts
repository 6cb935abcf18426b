import * as z from "zod/mini";

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

/** GET /api/verification: the member's own mark. */
export const verificationStatusSchema = z.object({
  verified: z.boolean(),
  verified_at: z.nullable(z.string()),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;
