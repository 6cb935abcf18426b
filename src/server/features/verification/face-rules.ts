import type { FaceReading } from "../../platform/face-check/face-reader.js";

/**
 * The lines photo verification draws (DECISIONS: Photo verification, where they were measured on
 * the pictures in face-rules.test.ts and the model's limits are written down).
 */
export const FaceThresholds = {
  /** Two descriptors this alike (Human's similarity, 0–1) are taken for one person. */
  sameFace: 0.7,
  /** "Look straight at the camera": the head turned less than this (radians, ~11°). */
  straightYaw: 0.2,
  /** "Turn your head": at least this far (radians, ~11°) from where the straight look was. */
  turnYaw: 0.2,
  /** "Smile": the expression model's "happy" at least this. */
  smile: 0.6,
  /** A face narrower than this share of the frame is too far away to read well. */
  minFaceShare: 0.15,
} as const;

/** What the live check asks, one at a time; the server draws the order of the last three. */
export type ChallengeStep = "straight" | "left" | "right" | "smile";

/**
 * Whether a frame's one face does the step asked. `anchor` is the straight look's face (none yet
 * for the first step): turns are measured from it, so a head held a little askew still counts.
 */
export function doesStep(step: ChallengeStep, face: FaceReading, anchor: FaceReading | undefined): boolean {
  switch (step) {
    case "straight":
      return Math.abs(face.yaw) < FaceThresholds.straightYaw;
    case "left":
      return anchor !== undefined && face.yaw <= anchor.yaw - FaceThresholds.turnYaw;
    case "right":
      return anchor !== undefined && face.yaw >= anchor.yaw + FaceThresholds.turnYaw;
    case "smile":
      return face.smile >= FaceThresholds.smile;
  }
}

/** Why a frame cannot count, before its step is looked at. */
export type FrameProblem = "no-face" | "several-faces" | "too-far";

export function frameProblem(faces: FaceReading[], frameWidth: number): FrameProblem | null {
  if (faces.length === 0) return "no-face";
  if (faces.length > 1) return "several-faces";
  if (faces[0]!.box[2] < frameWidth * FaceThresholds.minFaceShare) return "too-far";
  return null;
}
