import type { PhotoScores } from "./classifier.js";

/**
 * What happens to an uploaded photo, from the classifier's scores (ADR 0324,
 * where the thresholds and the model's known limits are written down):
 * - refused: clearly explicit (pornographic or hentai at 0.90 or more together);
 * - held: borderline (explicit at 0.40 or more, or "sexy" at 0.80 or more): only its owner sees it,
 *   "in review", until a moderator approves or removes it;
 * - live: everything else, as before.
 */
export const PhotoThresholds = { refuseExplicit: 0.9, holdExplicit: 0.4, holdSexy: 0.8 } as const;

export type PhotoVerdict = "live" | "held" | "refused";

export function photoVerdict(scores: PhotoScores): PhotoVerdict {
  const explicit = scores.Porn + scores.Hentai;
  if (explicit >= PhotoThresholds.refuseExplicit) return "refused";
  if (explicit >= PhotoThresholds.holdExplicit || scores.Sexy >= PhotoThresholds.holdSexy) return "held";
  return "live";
}
