import { ErrorCodes } from "#shared/errors";
import { RateLimits } from "#shared/limits";
import { AuthText } from "#shared/messages";
import {
  ModerationText,
  removableFieldLabels,
  type CaseDetail,
  type CaseSummary,
  type ModerationActionInput,
  type ProfileSnapshot,
  type RemovableField,
  type Restriction,
} from "#shared/moderation";
import type { ReportReason } from "#shared/safety";
import { DomainError } from "../../platform/errors.js";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.js";
import type { Atomically } from "../../platform/events/event-bus.js";
import type { CaseFilesRepository } from "./case-files.repository.js";
import type { CasesRepository } from "./cases.repository.js";

type Deps = {
  repo: CasesRepository;
  atomically: Atomically<CasesRepository>;
  /** Profiles: what the member has now, a moderator's removals, current names. */
  profiles: {
    current: (userId: string) => Promise<{
      name: string | null;
      photos: { id: string; url: string; in_review: boolean }[];
      fields: RemovableField[];
    } | null>;
    removePhoto: (userId: string, photoId: string) => Promise<boolean>;
    publishPhoto: (userId: string, photoId: string) => Promise<boolean>;
    clearField: (userId: string, field: RemovableField) => Promise<boolean>;
  };
  /** Auth: the account's standing, and the moderator's own password asked again. */
  standing: {
    restriction: (userId: string) => Promise<Restriction | null>;
    restrictionById: (id: string) => Promise<(Restriction & { userId: string }) | null>;
    suspend: (userId: string, reason: string, days: number) => Promise<Restriction>;
    ban: (userId: string, reason: string) => Promise<Restriction>;
    lift: (userId: string) => Promise<boolean>;
  };
  confirmPassword: (headers: Headers, password: string) => Promise<void>;
  /** Counts the moderator's wrong passwords: a stolen session cannot guess it online. */
  limiter: Pick<RateLimiter, "allows" | "consume">;
  /** Pictures kept beside a case (a verification review's). */
  files: Pick<CaseFilesRepository, "positionsOf" | "file">;
  /** Verification: the answer on a review ("confirmed" gives the mark, for these photos). */
  settleReview: (
    userId: string,
    checkId: string,
    outcome: "confirmed" | "refused",
    photoIds: string[],
  ) => Promise<boolean>;
};

const iso = (d: Date | string) => new Date(d).toISOString();
const notFound = () => new DomainError("not_found", ErrorCodes.notFound, ModerationText.notFound);
const conflict = (message: string) => new DomainError("conflict", ErrorCodes.validation, message);

/**
 * The console's side (moderators only; the routes check): the queue, a case with its evidence,
 * and decisions. Each decision does what it says through the feature that owns it (auth for a
 * suspension or ban, profiles for a removal), then is written to the audit log with its reason,
 * closing the case when it is a final word, and tells the people concerned: the reported member
 * what concerns them, each reporter only that their report was reviewed.
 */
export function createDecisionsService(deps: Deps) {
  const { repo, atomically, profiles, standing, confirmPassword, limiter, files, settleReview } = deps;
  /**
   * A ban asks the moderator's password again; wrong ones are counted per moderator, and past
   * the limit the ban is refused (429) before the password is even checked, until the window ends.
   */
  async function confirmModerator(moderatorId: string, headers: Headers, password: string) {
    const key = `moderator-password-failures:${moderatorId}`;
    if (!(await limiter.allows(key, RateLimits.moderatorPasswordFailures)))
      throw new DomainError("rate_limited", ErrorCodes.rateLimited, AuthText.tooManyAttempts);
    try {
      await confirmPassword(headers, password);
    } catch (err) {
      if (err instanceof DomainError && err.code === ErrorCodes.invalidCredentials)
        await limiter.consume(key, RateLimits.moderatorPasswordFailures);
      throw err;
    }
  }
  async function summary(row: Awaited<ReturnType<CasesRepository["queue"]>>[number]): Promise<CaseSummary> {
    const current = await profiles.current(row.subject_id);
    return {
      id: row.id,
      kind: row.kind,
      subject_id: row.subject_id,
      subject_name: row.snapshot_name ?? current?.name ?? null,
      subject_deleted: current === null,
      reasons: (row.reasons ?? []) as ReportReason[],
      report_count: Number(row.report_count ?? 0),
      urgent: row.urgent,
      hidden: row.hidden,
      opened_at: iso(row.opened_at),
    };
  }

  async function detail(caseId: string, moderatorId: string): Promise<CaseDetail> {
    const row = await repo.findCase(caseId);
    // A case about the moderator themself is not theirs to read (nor to decide).
    if (!row || row.subject_id === moderatorId) throw notFound();
    const [reports, appeal, audit, current, restriction, pictures] = await Promise.all([
      repo.reportsOf(caseId),
      repo.appealOfCase(caseId),
      repo.audit(caseId),
      profiles.current(row.subject_id),
      standing.restriction(row.subject_id),
      row.kind === "verification" ? files.positionsOf(caseId) : [],
    ]);
    const appealed = appeal ? await standing.restrictionById(appeal.restriction_id) : null;
    const newest = reports.at(-1)?.profile_snapshot as ProfileSnapshot | null | undefined;
    const photo = row.photo_id ? current?.photos.find((p) => p.id === row.photo_id) : undefined;
    return {
      case: {
        id: row.id,
        kind: row.kind,
        subject_id: row.subject_id,
        subject_name: newest?.name ?? current?.name ?? null,
        subject_deleted: current === null,
        reasons: [...new Set(reports.map((r) => r.reason))],
        report_count: reports.length,
        urgent: row.urgent,
        hidden: row.hidden,
        opened_at: iso(row.opened_at),
      },
      status: row.status,
      reports: reports.map((r) => ({
        id: r.id,
        reason: r.reason,
        description: r.description,
        created_at: iso(r.created_at),
        reporter_id: r.reporter_id,
        counts_toward_hold: r.counts_toward_hold,
        profile: r.profile_snapshot,
        photos: r.photos.map((p) => `/api/moderation/evidence/${r.id}/${p.position}`),
        messages: r.messages.map((m) => ({
          from: m.from_reporter ? ("reporter" as const) : ("reported" as const),
          text: m.message_text,
          sent_at: iso(m.sent_at),
        })),
      })),
      photo: row.photo_id ? { id: row.photo_id, url: photo?.url ?? "", status: photo ? "in_review" : "removed" } : null,
      appeal:
        appeal && appealed
          ? { text: appeal.appeal_text, created_at: iso(appeal.created_at), restriction: appealed }
          : null,
      verification:
        row.kind === "verification"
          ? { pictures: pictures.map((n) => `/api/moderation/cases/${caseId}/pictures/${n}`) }
          : null,
      current: current
        ? {
            photos: current.photos.map((p) => ({ ...p, in_review: p.in_review || p.id === row.photo_id })),
            fields: current.fields,
            restriction,
          }
        : null,
      audit: audit.map((a) => ({ ...a, created_at: iso(a.created_at) })),
    };
  }

  return {
    isModerator: repo.isModerator,

    async queue(moderatorId: string, filter: { reason?: ReportReason | undefined }): Promise<{ cases: CaseSummary[] }> {
      return { cases: await Promise.all((await repo.queue(moderatorId, filter)).map(summary)) };
    },

    detail,

    evidencePhoto: repo.evidencePhoto,
    casePicture: files.file,

    /** One decision on a case, by a moderator (`headers`: their request, for a ban's password). */
    async decide(moderatorId: string, caseId: string, input: ModerationActionInput, headers: Headers) {
      const row = await repo.findCase(caseId);
      if (!row || row.subject_id === moderatorId) throw notFound();
      const subject = row.subject_id;
      // Lifting undoes an earlier decision, so it also fits a closed case; nothing else does.
      if (row.status === "closed" && input.action !== "lift") throw conflict(ModerationText.closed);
      const gone = (await profiles.current(subject)) === null;
      if (gone && input.action !== "dismiss") throw conflict(ModerationText.memberGone);
      if (input.action === "uphold" && row.kind !== "appeal") throw conflict(ModerationText.notApplicable);
      if (input.action === "approve_photo" && row.kind !== "photo") throw conflict(ModerationText.notApplicable);
      if (input.action === "confirm_verification" && row.kind !== "verification")
        throw conflict(ModerationText.notApplicable);

      // A removal leaves a case of reports open for its final word; a held photo's case ends with it.
      const closes =
        input.action === "remove_field"
          ? false
          : input.action === "remove_photo"
            ? row.kind === "photo" && row.photo_id === input.photo_id
            : true;
      // Two moderators on one case: the first final word claims it before anything is done, and
      // the other is told the case is closed, with nothing of theirs done. Given back on failure.
      const claimed = closes && row.status === "open" && (await repo.close(caseId));
      if (closes && row.status === "open" && !claimed) throw conflict(ModerationText.closed);
      // Given back only while nothing is written: once the decision's record is committed, it stands.
      let recorded = false;
      try {
        await carryOut(moderatorId, row, input, headers, { closes, claimed }, () => (recorded = true));
      } catch (err) {
        if (claimed && !recorded) await repo.reopen(caseId);
        throw err;
      }
      return detail(caseId, moderatorId);
    },
  };

  /** What a decision does, through the features that own it, then its record and notices. */
  async function carryOut(
    moderatorId: string,
    row: NonNullable<Awaited<ReturnType<CasesRepository["findCase"]>>>,
    input: ModerationActionInput,
    headers: Headers,
    { closes, claimed }: { closes: boolean; claimed: boolean },
    onRecorded: () => void,
  ): Promise<void> {
    const caseId = row.id;
    const subject = row.subject_id;
    let told: { text: string; kind: "warning" | "outcome" } | null = null;
    const details: Record<string, unknown> = {};
    switch (input.action) {
      case "dismiss":
        // A dismissed review is the moderator's "no": the member asked, so they hear it.
        if (row.kind === "verification") {
          // Answered otherwise already (confirmed), unless the account is gone with its checks.
          const settled = await settleReview(subject, row.check_id!, "refused", []);
          if (!settled && (await profiles.current(subject))) throw conflict(ModerationText.closed);
          told = { kind: "outcome", text: ModerationText.verificationRefused(input.reason) };
        }
        break;
      case "warn":
        told = { kind: "warning", text: ModerationText.warning(input.reason) };
        break;
      case "remove_photo":
        if (!(await profiles.removePhoto(subject, input.photo_id))) throw conflict(ModerationText.photoGone);
        details.photo_id = input.photo_id;
        told = {
          kind: "outcome",
          text: closes
            ? ModerationText.photoRefusedAfterReview(input.reason)
            : ModerationText.photoRemoved(input.reason),
        };
        break;
      case "remove_field":
        await profiles.clearField(subject, input.field);
        details.field = input.field;
        told = {
          kind: "outcome",
          text: ModerationText.fieldRemoved(removableFieldLabels[input.field], input.reason),
        };
        break;
      case "suspend":
        details.restriction = await standing.suspend(subject, input.reason, input.days);
        break;
      case "ban":
        await confirmModerator(moderatorId, headers, input.password);
        details.restriction = await standing.ban(subject, input.reason);
        break;
      case "lift":
        if (!(await standing.lift(subject))) throw conflict(ModerationText.nothingToLift);
        told = { kind: "outcome", text: ModerationText.lifted };
        break;
      case "uphold":
        told = { kind: "outcome", text: ModerationText.appealUpheld };
        break;
      case "approve_photo":
        if (!row.photo_id || !(await profiles.publishPhoto(subject, row.photo_id)))
          throw conflict(ModerationText.photoGone);
        told = { kind: "outcome", text: ModerationText.photoApproved };
        break;
      case "confirm_verification": {
        // The mark follows the photos the moderator compared the pictures with: exactly those the
        // member shows now (a photo added or gone since the case was opened means look again).
        const shown = (await profiles.current(subject))!.photos.filter((p) => !p.in_review).map((p) => p.id);
        const compared = new Set(input.photo_ids);
        if (shown.length === 0) throw conflict(ModerationText.photoGone);
        if (shown.length !== compared.size || shown.some((id) => !compared.has(id)))
          throw conflict(ModerationText.photosChanged);
        if (!(await settleReview(subject, row.check_id!, "confirmed", shown))) throw conflict(ModerationText.closed);
        told = { kind: "outcome", text: ModerationText.verificationConfirmed };
        break;
      }
    }
    // Any other final word on a review (a warning, a suspension) is a "no" to the mark.
    if (row.kind === "verification" && closes && input.action !== "confirm_verification" && input.action !== "dismiss")
      await settleReview(subject, row.check_id!, "refused", []);

    await atomically(async (r, emit) => {
      await r.record({
        caseId,
        moderatorId,
        subjectId: subject,
        action: input.action,
        reason: input.reason,
        details,
      });
      if (told) {
        await r.notify([subject], told.kind, told.text);
        emit("NoticeAdded", { userId: subject });
      }
      if (claimed) {
        // Each reporter hears that someone looked, never what happened to the other person.
        const reporters = await r.reportersOf(caseId);
        await r.notify(reporters, "report_reviewed", ModerationText.reportReviewed);
        for (const userId of reporters) emit("NoticeAdded", { userId });
      }
    });
    onRecorded();
  }
}
export type DecisionsService = ReturnType<typeof createDecisionsService>;
