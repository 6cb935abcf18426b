import { randomUUID } from "node:crypto";
import { ErrorCodes } from "#shared/errors";
import { ModerationLimits } from "#shared/limits";
import { SafetyText } from "#shared/messages";
import type { ProfileSnapshot } from "#shared/moderation";
import type { ReportReason } from "#shared/safety";
import { DomainError } from "../../platform/errors.js";
import type { Atomically } from "../../platform/events/event-bus.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import type { ReportsRepository } from "./reports.repository.js";

type Deps = {
  atomically: Atomically<ReportsRepository>;
  /** Private storage for evidence, never served under /media. */
  evidence: FileStorage;
  /** The reported member's profile and photo files now (profiles feature). */
  snapshot: (userId: string) => Promise<{ profile: ProfileSnapshot; photos: Buffer[] } | null>;
  /** Which of these members are established (auth's standing). */
  establishedAmong: (userIds: string[], days: number) => Promise<Set<string>>;
};

/**
 * Filing a report (part 2 §3): the report joins the member's one open case with its evidence —
 * the profile and photos as they are now, and the pair's conversation — and may hold the member
 * from discovery until a moderator decides (reports.repository.ts says when).
 */
export function createReportsService({ atomically, evidence, snapshot, establishedAmong }: Deps) {
  return {
    async report(
      reporterId: string,
      input: { reported_user_id: string; reason: ReportReason; description?: string | undefined },
    ): Promise<void> {
      if (input.reported_user_id === reporterId)
        throw new DomainError("invalid", ErrorCodes.validation, SafetyText.notYourself);
      const notFound = () => new DomainError("not_found", ErrorCodes.notFound, SafetyText.userNotFound);
      const [taken, established] = await Promise.all([
        snapshot(input.reported_user_id),
        establishedAmong([reporterId], ModerationLimits.establishedDays),
      ]);
      if (!taken) throw notFound();
      // The photo files are copied first (storage is not part of the transaction) and removed
      // again if the report is not filed.
      const id = randomUUID();
      // Keys in storage's one safe shape (platform/storage/file-storage.ts): report id / time-name.
      const photoKeys = taken.photos.map((_, i) => `${id}/${Date.now()}-evidence${String(i).padStart(2, "0")}.webp`);
      await Promise.all(taken.photos.map((data, i) => evidence.put(photoKeys[i]!, data, "image/webp")));
      try {
        const filed = await atomically(async (r) => {
          const result = await r.file({
            id,
            reporterId,
            reportedId: input.reported_user_id,
            reason: input.reason,
            description: input.description?.trim() ? input.description.trim() : null,
            established: established.has(reporterId),
            profile: taken.profile,
            photoKeys,
          });
          return result;
        });
        if (!filed) throw notFound();
      } catch (err) {
        await Promise.all(photoKeys.map((key) => evidence.delete(key)));
        throw err;
      }
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
