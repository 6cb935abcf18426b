import path from "node:path";
import type { Feature, Platform } from "../../platform/feature.js";
import { createDiskStorage } from "../../platform/storage/disk-storage.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import { accountRoutes } from "./account.routes.js";
import { createAccountService, type AccountService } from "./account.service.js";
import { createExportsRepository } from "./exports.repository.js";
import { createExportsService } from "./exports.service.js";

type Deps = Omit<
  Parameters<typeof createAccountService>[0],
  "mailer" | "log" | "removeFiles" | "forgetTraces" | "forgetCounters"
> & {
  /** Others that keep an address (the development mailbox, invitations sent to it): forgotten after deletion. */
  forgetAddress: readonly ((email: string) => Promise<void>)[];
  removePhotoFiles: (userId: string) => Promise<void>;
  /** Every other feature's `exportOf` (the account feature is built after them all). */
  sections: readonly { name: string; rows: (userId: string) => Promise<Record<string, unknown[]>> }[];
  photoFiles: (userId: string) => Promise<{ name: string; data: Buffer }[]>;
  emailOf: (userId: string) => Promise<string | null>;
  /** Where archives are kept: private storage, never served under /media (DATA_DIR/exports by default). */
  exportFiles?: FileStorage;
};

export const ExportJobs = { build: "account.export", expire: "account.exports-expire" } as const;
/** Archives past their time are removed once an hour. */
const EXPIRE_CRON = "17 * * * *";

/** The member's account as a whole: password, email and sessions (auth's), their data export, and deleting it. */
export function createAccountFeature(
  p: Platform,
  { removePhotoFiles, sections, photoFiles, emailOf, exportFiles, forgetAddress, ...deps }: Deps,
): Feature<AccountService> {
  const files = exportFiles ?? createDiskStorage(path.join(p.config.dataDir, "exports"), "");
  const exports = createExportsService({
    repo: createExportsRepository(p.db),
    files,
    sections,
    photoFiles,
    emailOf,
    // A job survives a restart and runs once across processes; with JOBS=off this process builds it.
    schedule: async (userId, exportId) => {
      if (p.jobs.enabled) await p.jobs.send(ExportJobs.build, { userId, exportId }, exportId);
      else p.tasks.run(exports.build(userId, exportId));
    },
    mailer: p.mailer,
    appUrl: p.config.appUrl,
    now: p.now,
  });
  p.jobs.define<{ userId: string; exportId: string }>(ExportJobs.build, ({ userId, exportId }) =>
    exports.build(userId, exportId),
  );
  p.jobs.define(ExportJobs.expire, async () => void (await exports.expire()));
  p.jobs.schedule(ExportJobs.expire, EXPIRE_CRON);

  const service = createAccountService({
    ...deps,
    removeFiles: async (userId) => {
      await removePhotoFiles(userId);
      await exports.removeFiles(userId);
    },
    // What outlives the user row's cascade: the address kept elsewhere, the member's queued jobs,
    // and the rate-limit counters named by the address or the id.
    forgetTraces: async (userId, email) => {
      for (const forget of forgetAddress) await forget(email);
      await p.jobs.purge({ userId });
    },
    forgetCounters: (userId, email) => p.limiter.forget([email, userId]),
    mailer: p.mailer,
    log: (event, details) => p.log.warn({ event, ...details }, "account"),
  });
  return {
    name: "account",
    service,
    routes: accountRoutes({ account: service, exports, rateLimit: p.rateLimit, once: p.once }),
  };
}
export type { AccountService };
