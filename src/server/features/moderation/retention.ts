import type { FileStorage } from "../../platform/storage/file-storage.js";
import type { CasesRepository } from "./cases.repository.js";

/**
 * The privacy policy's promise (DECISIONS: Moderation, retention): evidence goes 365 days after
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
