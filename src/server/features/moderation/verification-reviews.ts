import { ModerationText } from "#shared/moderation";
import type { Atomically } from "../../platform/events/event-bus.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import type { CaseFilesRepository } from "./case-files.repository.js";
import type { CasesRepository } from "./cases.repository.js";

type Deps = {
  files: CaseFilesRepository;
  cases: Atomically<CasesRepository>;
  evidence: FileStorage;
};

/**
 * A member's failed photo verification, for a moderator to compare with their photos
 * (ADR 0539). The pictures are kept in private storage beside the
 * case until `VerificationLimits.reviewKeptDays` after the decision (retention.ts), or until the
 * account goes.
 */
export function createVerificationReviews({ files, cases, evidence }: Deps) {
  return {
    /** Keeps the check's pictures and opens the case (the files go again if the case cannot be opened). */
    async open({ userId, checkId, pictures }: { userId: string; checkId: string; pictures: Buffer[] }) {
      const at = Date.now();
      const keys = pictures.map((_, i) => `${checkId}/${at}-review-step${i}.webp`);
      try {
        await Promise.all(pictures.map((data, i) => evidence.put(keys[i]!, data, "image/webp")));
        // Nothing is opened for an account deleted meanwhile (its deletion found no case to clear).
        if (!(await files.openVerificationCase(userId, checkId, keys))) throw new Error("the member's account is gone");
      } catch (err) {
        await Promise.allSettled(keys.map((key) => evidence.delete(key)));
        throw err;
      }
    },

    /** The account is gone: its pictures go now, and an open review ends (in the audit log). */
    async forgetSubject(userId: string): Promise<void> {
      const { files: rows, openCaseIds } = await files.ofSubject(userId);
      const keys = rows.map((r) => r.storage_key);
      await Promise.all(keys.map((key) => evidence.delete(key)));
      await files.forget(keys);
      for (const caseId of openCaseIds)
        await cases(async (r) => {
          if (!(await r.close(caseId))) return;
          await r.record({
            caseId,
            moderatorId: null,
            subjectId: userId,
            action: "dismiss",
            reason: ModerationText.verificationCaseGone,
          });
        });
    },
  };
}
export type VerificationReviews = ReturnType<typeof createVerificationReviews>;
