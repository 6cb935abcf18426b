import type { FileStorage } from "../../platform/storage/file-storage.js";
import type { CaseFilesRepository } from "./case-files.repository.js";
import type { CasesRepository } from "./cases.repository.js";

/**
 * The privacy policy's promise (ADR 0326): evidence goes 365 days after
 * its case closed — the photo copies first, then the reports with their copied conversations —
 * and the audit log's entries after 730 days. Run daily by the `moderation.retention` job.
 */
export async function forgetExpiredEvidence(cases: CasesRepository, evidence: FileStorage): Promise<number> {
  let reports = 0;
  for (;;) {
    const { ids, keys } = await cases.expiredEvidence(200);
    if (ids.length === 0) break;
    await Promise.all(keys.map((key) => evidence.delete(key)));
    await cases.forgetReports(ids);
    reports += ids.length;
  }
  await cases.forgetOldAudit();
  return reports;
}

/**
 * A verification review's pictures go `VerificationLimits.reviewKeptDays` after the decision
 * (the privacy policy and the FAQ say so): files first, then their rows. Run by the same job.
 */
export async function forgetExpiredReviewPictures(files: CaseFilesRepository, evidence: FileStorage): Promise<number> {
  let forgotten = 0;
  for (;;) {
    const rows = await files.expired(200);
    if (rows.length === 0) return forgotten;
    await Promise.all(rows.map((r) => evidence.delete(r.storage_key)));
    await files.forget(rows.map((r) => r.storage_key));
    forgotten += rows.length;
  }
}
