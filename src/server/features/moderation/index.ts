import path from "node:path";
import type { RemovableField, Restriction } from "#shared/moderation";
import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createDiskStorage } from "../../platform/storage/disk-storage.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import { createCaseFilesRepository } from "./case-files.repository.js";
import { createCasesRepository } from "./cases.repository.js";
import { createDecisionsService, type DecisionsService } from "./decisions.service.js";
import { createMembersService } from "./members.service.js";
import { moderationRoutes } from "./moderation.routes.js";
import { createReportsRepository } from "./reports.repository.js";
import { createReportsService } from "./reports.service.js";
import { forgetExpiredEvidence, forgetExpiredReviewPictures } from "./retention.js";
import { createVerificationReviews, type VerificationReviews } from "./verification-reviews.js";

export const ModerationJobs = { retention: "moderation.retention" } as const;

type Deps = {
  profiles: {
    snapshot: Parameters<typeof createReportsService>[0]["snapshot"];
    current: Parameters<typeof createDecisionsService>[0]["profiles"]["current"];
    removePhoto: (userId: string, photoId: string) => Promise<boolean>;
    publishPhoto: (userId: string, photoId: string) => Promise<boolean>;
    clearField: (userId: string, field: RemovableField) => Promise<boolean>;
  };
  standing: Parameters<typeof createDecisionsService>[0]["standing"] & {
    establishedAmong: (userIds: string[], days: number) => Promise<Set<string>>;
  };
  /** Of these members, those with the Verified mark (verification), and a moderator's answer on a review. */
  verifiedAmong: (userIds: readonly string[]) => Promise<Set<string>>;
  settleReview: Parameters<typeof createDecisionsService>[0]["settleReview"];
  confirmPassword: (headers: Headers, password: string) => Promise<void>;
  accountOf: (email: string, password: string, ip: string) => Promise<{ id: string | null; guarded: boolean }>;
  emailOf: (userId: string) => Promise<string | null>;
  restriction: (userId: string) => Promise<Restriction | null>;
  /** Where evidence is kept: private storage, never served under /media (DATA_DIR/evidence by default). */
  evidenceFiles?: FileStorage | undefined;
};

/**
 * Trust and safety (ADR 0318, 0319, 0320, 0322, 0325): reports and their evidence, the cases moderators work
 * through in /moderation, their decisions and the audit log, notices to members, appeals.
 * The visibility policy reads a case's hold; auth enforces the suspensions and bans decided here.
 */
export function createModerationFeature(p: Platform, deps: Deps): Feature<ModerationService> {
  const evidence = deps.evidenceFiles ?? createDiskStorage(path.join(p.config.dataDir, "evidence"), "");
  const cases = createCasesRepository(p.db);
  const reportsRepo = createReportsRepository(p.db);
  const casesAtomically = atomicallyWith(p.bus, createCasesRepository);
  const files = createCaseFilesRepository(p.db);
  const reviews = createVerificationReviews({ files, cases: casesAtomically, evidence });
  const reports = createReportsService({
    atomically: atomicallyWith(p.bus, createReportsRepository),
    evidence,
    snapshot: deps.profiles.snapshot,
    // Established: confirmed, 18+ by the server, a week old (auth), and photo-verified. Without a
    // live face, accounts that old are cheap to make and two of them could hide anyone (ADR 0528).
    establishedAmong: async (ids, days) => {
      const [old, verified] = await Promise.all([deps.standing.establishedAmong(ids, days), deps.verifiedAmong(ids)]);
      return new Set([...old].filter((id) => verified.has(id)));
    },
  });
  const decisions = createDecisionsService({
    repo: cases,
    atomically: casesAtomically,
    profiles: deps.profiles,
    standing: deps.standing,
    confirmPassword: deps.confirmPassword,
    limiter: p.limiter,
    files,
    settleReview: deps.settleReview,
  });
  const members = createMembersService({
    repo: cases,
    atomically: casesAtomically,
    accountOf: deps.accountOf,
    restriction: deps.restriction,
  });
  // Daily: evidence past its retention is deleted (retention.ts), and a review's pictures 30 days after its decision.
  p.jobs.define(ModerationJobs.retention, async () => {
    await forgetExpiredEvidence(cases, evidence);
    await forgetExpiredReviewPictures(files, evidence);
  });
  p.jobs.schedule(ModerationJobs.retention, "41 3 * * *");
  return {
    name: "moderation",
    service: { ...decisions, openReview: reviews.open },
    exportOf: async (userId) => ({ ...(await reportsRepo.exportRows(userId)), ...(await cases.exportRows(userId)) }),
    subscribe(bus) {
      // A borderline photo waits in the queue (a redelivery finds the case already open).
      bus.on("PhotoHeld", "moderation.photo-case", ({ userId, photoId }) => cases.openPhotoCase(userId, photoId));
      // A member's face is kept beside a review only while they have an account.
      bus.on("AccountDeleted", "moderation.forget-review-pictures", ({ userId }) => reviews.forgetSubject(userId));
      // MODERATOR_EMAILS: the first moderators, granted as they sign in (idempotent).
      const bootstrap = new Set(p.config.moderatorEmails);
      if (bootstrap.size > 0)
        bus.on("SignedIn", "moderation.bootstrap-moderators", async ({ userId }) => {
          const email = await deps.emailOf(userId);
          if (email && bootstrap.has(email.toLowerCase())) await cases.grant(userId);
        });
    },
    routes: moderationRoutes({ reports, decisions, members, evidence, rateLimit: p.rateLimit, once: p.once }),
  };
}
export type ModerationService = DecisionsService & { openReview: VerificationReviews["open"] };
export { createCaseFilesRepository, createCasesRepository, forgetExpiredEvidence, forgetExpiredReviewPictures };
