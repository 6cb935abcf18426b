import type { ChallengeStep, FrameHint } from "#shared/verification";
import type { FaceReading } from "../../platform/face-check/face-reader.js";

/**
 * The lines photo verification draws (ADR 0535, where they were measured on
 * the pictures in face-rules.test.ts and the model's limits are written down).
 */
export const FaceThresholds = {
  /** A selfie and a profile photo's face this alike (Human's similarity, 0–1) are taken for one person. */
  sameFace: 0.7,
  /**
   * Within one check, each frame's face against the straight look's: lower, as a turned head's
   * descriptor drifts from the straight one, but above every pair of different people measured.
   */
  samePersonDuringCheck: 0.6,
  /** "Look straight at the camera": the head turned less than this (radians, ~11°). */
  straightYaw: 0.2,
  /** "Turn your head": at least this far (radians, ~11°) from where the straight look was. */
  turnYaw: 0.2,
  /** "Smile": the expression model's "happy" at least this. */
  smile: 0.6,
  /** A face narrower than this share of the frame is too far away to read well. */
  minFaceShare: 0.15,
} as const;

/**
 * Whether a frame's one face does the step asked. `anchorYaw` is the straight look's (none before
 * it): turns are measured from it, so a head held a little askew still counts. Turning to one's
 * left makes the yaw smaller (face-reader.ts).
 */
export function doesStep(step: ChallengeStep, face: FaceReading, anchorYaw: number | null): boolean {
  switch (step) {
    case "straight":
      return Math.abs(face.yaw) < FaceThresholds.straightYaw;
    case "left":
      return anchorYaw !== null && face.yaw <= anchorYaw - FaceThresholds.turnYaw;
    case "right":
      return anchorYaw !== null && face.yaw >= anchorYaw + FaceThresholds.turnYaw;
    case "smile":
      return face.smile >= FaceThresholds.smile;
  }
}

/** Why a frame cannot count, before its step is looked at. */
export function frameProblem(faces: FaceReading[], frameWidth: number): FrameHint | null {
  if (faces.length === 0) return "no-face";
  if (faces.length > 1) return "several-faces";
  if (faces[0]!.box[2] < frameWidth * FaceThresholds.minFaceShare) return "too-far";
  return null;
}
