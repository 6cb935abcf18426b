import { randomBytes, randomUUID } from "node:crypto";
import { strToU8, zipSync, type Zippable } from "fflate";
import { ExportText, type DataExport } from "#shared/account";
import { ErrorCodes } from "#shared/errors";
import { ExportLimits } from "#shared/limits";
import { DomainError } from "../../platform/errors.js";
import type { Mailer } from "../../platform/mail/mailer.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import { exportReadyMail } from "./account.mails.js";
import type { ExportsRepository } from "./exports.repository.js";

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  repo: ExportsRepository;
  /** Private storage (never served under /media): only the download route reads it. */
  files: FileStorage;
  /** Every feature's rows about the member, by feature name (their `exportOf`). */
  sections: readonly { name: string; rows: (userId: string) => Promise<Record<string, unknown[]>> }[];
  photoFiles: (userId: string) => Promise<{ name: string; data: Buffer }[]>;
  emailOf: (userId: string) => Promise<string | null>;
  /** Runs the build in the background: a job on the queue, or a task in this process when jobs are off. */
  schedule: (userId: string, exportId: string) => Promise<void>;
  mailer: Mailer;
  appUrl: string;
  now: () => Date;
};

const README = `Your data from Unlocked

data/<feature>.json holds, table by table, what each part of Unlocked keeps about you:
auth (your account, age verification, sessions), profiles (your profile and photo records),
quiz, matching (likes you gave, your matches, who discovery showed you), messaging (every
message in your matches, sent and received, and Echo chats), safety (settings, reports and
blocks you made), subscriptions (plans and receipts), ai-digest, connection-dna, memory-vault,
activity (your journey events), notifications (your choices and the browsers with push on) and
invitations you sent.

photos/ holds your photos as we store them (re-encoded, without location or camera data).
Times are in UTC.
`;

export function createExportsService({
  repo,
  files,
  sections,
  photoFiles,
  emailOf,
  schedule,
  mailer,
  appUrl,
  now,
}: Deps) {
  const present = (row: Awaited<ReturnType<ExportsRepository["list"]>>[number]): DataExport => {
    const expired = row.status === "ready" && row.expires_at !== null && new Date(row.expires_at) <= now();
    return {
      id: row.id,
      status: expired ? "expired" : row.status,
      requested_at: new Date(row.requested_at).toISOString(),
      ready_at: row.ready_at ? new Date(row.ready_at).toISOString() : null,
      expires_at: row.expires_at ? new Date(row.expires_at).toISOString() : null,
      size_bytes: row.size_bytes,
      download_url: row.status === "ready" && !expired ? `/api/account/exports/${row.id}/download` : null,
    };
  };

  return {
    /** Asks for an archive (or answers the one still being prepared). */
    async request(userId: string): Promise<DataExport> {
      const { row, created } = await repo.request(userId, randomUUID(), now());
      if (created) await schedule(userId, row.id);
      return present(row);
    },

    list: async (userId: string): Promise<DataExport[]> => (await repo.list(userId)).map(present),

    /** The archive's bytes, for its owner only, while it is ready. */
    async download(userId: string, id: string): Promise<{ data: Buffer; filename: string }> {
      const row = await repo.find(userId, id);
      if (!row || row.status === "pending" || row.status === "failed")
        throw new DomainError("not_found", ErrorCodes.notFound, ExportText.notFound);
      const shown = present(row);
      const data = shown.status === "ready" && row.storage_key ? await files.get(row.storage_key) : null;
      if (!data) throw new DomainError("not_found", ErrorCodes.notFound, ExportText.gone);
      return { data, filename: `unlocked-data-${new Date(row.requested_at).toISOString().slice(0, 10)}.zip` };
    },

    /** The job: every feature's rows and the photo files, zipped into private storage; the member is mailed. */
    async build(userId: string, exportId: string): Promise<void> {
      try {
        const entries: Zippable = { "unlocked-data/README.txt": strToU8(README) };
        for (const section of sections) {
          entries[`unlocked-data/data/${section.name}.json`] = strToU8(
            JSON.stringify(await section.rows(userId), null, 2),
          );
        }
        // Photos are WebP already: stored, not compressed again.
        for (const photo of await photoFiles(userId))
          entries[`unlocked-data/photos/${photo.name}`] = [photo.data, { level: 0 }];
        const archive = Buffer.from(zipSync(entries, { level: 6 }));
        const at = now();
        const key = `${userId}/${at.getTime()}-${randomBytes(12).toString("base64url")}.zip`;
        await files.put(key, archive, "application/zip");
        await repo.ready(exportId, key, archive.length, at, new Date(at.getTime() + ExportLimits.keptDays * DAY_MS));
        const email = await emailOf(userId);
        if (email) await mailer.send(exportReadyMail(email, `${appUrl}/settings#your-data`), "notice:export-ready");
      } catch (err) {
        await repo.failed(exportId);
        throw err;
      }
    },

    /** Removes the files of archives past their time (the hourly job). */
    async expire(): Promise<number> {
      const rows = await repo.expiredBefore(now());
      for (const row of rows) {
        if (row.storage_key) await files.delete(row.storage_key);
        await repo.markExpired(row.id);
      }
      return rows.length;
    },

    /** Before the account is deleted: its archives' files (the rows go with the account). */
    async removeFiles(userId: string): Promise<void> {
      for (const key of await repo.filesOf(userId)) await files.delete(key);
    },
  };
}
export type ExportsService = ReturnType<typeof createExportsService>;
