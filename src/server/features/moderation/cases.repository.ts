import { sql, type Kysely } from "kysely";
import { ModerationLimits } from "#shared/limits";
import type { CaseKind } from "#shared/moderation";
import type { ReportReason } from "#shared/safety";
import type { Database } from "../../db/types.js";

type NoticeKind = "warning" | "report_reviewed" | "outcome";

/**
 * The moderators, the queue of cases, the audit log, appeals and notices (migration 0037).
 * The audit log is only ever inserted into: the database refuses updates (its trigger).
 */
export function createCasesRepository(db: Kysely<Database>) {
  return {
    async isModerator(userId: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom("moderators").select("user_id").where("user_id", "=", userId).executeTakeFirst(),
      );
    },

    /** `npm run moderators`: true when it changed anything. */
    async grant(userId: string): Promise<boolean> {
      const row = await db
        .insertInto("moderators")
        .values({ user_id: userId })
        .onConflict((oc) => oc.doNothing())
        .returning("user_id")
        .executeTakeFirst();
      return Boolean(row);
    },
    async revoke(userId: string): Promise<boolean> {
      const r = await db.deleteFrom("moderators").where("user_id", "=", userId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    async moderators() {
      return db.selectFrom("moderators").select(["user_id", "granted_at"]).orderBy("granted_at").execute();
    },

    /** Open cases, urgent first, then oldest first; with what the reports say. */
    async queue(moderatorId: string, filter: { reason?: ReportReason | undefined }) {
      let q = db
        .selectFrom("moderation_cases as c")
        .select((eb) => [
          "c.id",
          "c.kind",
          "c.subject_id",
          "c.urgent",
          "c.hidden",
          "c.opened_at",
          eb
            .selectFrom("user_reports as r")
            .select(sql<ReportReason[]>`coalesce(array_agg(distinct r.reason), '{}')`.as("reasons"))
            .whereRef("r.case_id", "=", "c.id")
            .as("reasons"),
          eb
            .selectFrom("user_reports as r")
            .select((e) => e.fn.countAll<number>().as("n"))
            .whereRef("r.case_id", "=", "c.id")
            .as("report_count"),
          eb
            .selectFrom("user_reports as r")
            .select(sql<string>`r.profile_snapshot->>'name'`.as("name"))
            .whereRef("r.case_id", "=", "c.id")
            .orderBy("r.created_at", "desc")
            .limit(1)
            .as("snapshot_name"),
        ])
        .where("c.status", "=", "open")
        .where("c.subject_id", "<>", moderatorId);
      if (filter.reason)
        q = q.where((eb) =>
          eb.exists(
            eb
              .selectFrom("user_reports as f")
              .select("f.id")
              .whereRef("f.case_id", "=", "c.id")
              .where("f.reason", "=", filter.reason!),
          ),
        );
      return q.orderBy("c.urgent", "desc").orderBy("c.opened_at").limit(ModerationLimits.queuePageSize).execute();
    },

    async findCase(caseId: string) {
      return db.selectFrom("moderation_cases").selectAll().where("id", "=", caseId).executeTakeFirst();
    },

    async reportsOf(caseId: string) {
      const reports = await db
        .selectFrom("user_reports")
        .select(["id", "reason", "description", "created_at", "reporter_id", "counts_toward_hold", "profile_snapshot"])
        .where("case_id", "=", caseId)
        .orderBy("created_at")
        .execute();
      const ids = reports.map((r) => r.id);
      const [messages, photos] = ids.length
        ? await Promise.all([
            db.selectFrom("report_messages").selectAll().where("report_id", "in", ids).orderBy("sent_at").execute(),
            db.selectFrom("report_photos").selectAll().where("report_id", "in", ids).orderBy("position").execute(),
          ])
        : [[], []];
      return reports.map((r) => ({
        ...r,
        messages: messages.filter((m) => m.report_id === r.id),
        photos: photos.filter((p) => p.report_id === r.id),
      }));
    },

    /** An evidence photo of a report, for a moderator it is not about (as its case is not theirs). */
    async evidencePhoto(reportId: string, position: number, moderatorId: string) {
      return db
        .selectFrom("report_photos as p")
        .innerJoin("user_reports as r", "r.id", "p.report_id")
        .select("p.storage_key")
        .where("p.report_id", "=", reportId)
        .where("p.position", "=", position)
        .where("r.reported_user_id", "<>", moderatorId)
        .executeTakeFirst();
    },

    async appealOfCase(caseId: string) {
      return db.selectFrom("moderation_appeals").selectAll().where("case_id", "=", caseId).executeTakeFirst();
    },

    async audit(caseId: string) {
      return db
        .selectFrom("moderation_actions")
        .select(["id", "action", "reason", "moderator_id", "created_at"])
        .where("case_id", "=", caseId)
        .orderBy("created_at")
        .execute();
    },

    async record(entry: {
      caseId: string;
      moderatorId: string | null;
      subjectId: string;
      action: string;
      reason: string;
      details?: Record<string, unknown>;
    }): Promise<void> {
      await db
        .insertInto("moderation_actions")
        .values({
          case_id: entry.caseId,
          moderator_id: entry.moderatorId,
          subject_id: entry.subjectId,
          action: entry.action,
          reason: entry.reason,
          details: JSON.stringify(entry.details ?? {}),
        })
        .execute();
    },

    /** Closes the case (its hold ends with it); false when it was already closed. */
    async close(caseId: string): Promise<boolean> {
      const r = await db
        .updateTable("moderation_cases")
        .set({ status: "closed", closed_at: sql<Date>`now()` })
        .where("id", "=", caseId)
        .where("status", "=", "open")
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Gives back a case claimed for a decision that then failed. */
    async reopen(caseId: string): Promise<void> {
      await db
        .updateTable("moderation_cases")
        .set({ status: "open", closed_at: null })
        .where("id", "=", caseId)
        .execute();
    },

    async open(c: { subjectId: string; kind: CaseKind; photoId?: string }): Promise<string> {
      const row = await db
        .insertInto("moderation_cases")
        .values({ subject_id: c.subjectId, kind: c.kind, photo_id: c.photoId ?? null })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A held photo's case, once (the partial unique index on an open photo case). */
    async openPhotoCase(subjectId: string, photoId: string): Promise<void> {
      await db
        .insertInto("moderation_cases")
        .values({ subject_id: subjectId, kind: "photo", photo_id: photoId })
        .onConflict((oc) => oc.column("photo_id").where("status", "=", sql.lit("open")).doNothing())
        .execute();
    },

    /** The people who reported in this case and still have an account. */
    async reportersOf(caseId: string): Promise<string[]> {
      const rows = await db
        .selectFrom("user_reports")
        .select("reporter_id")
        .distinct()
        .where("case_id", "=", caseId)
        .where("reporter_id", "is not", null)
        .execute();
      return rows.map((r) => r.reporter_id!);
    },

    async notify(userIds: string[], kind: NoticeKind, text: string): Promise<void> {
      if (userIds.length === 0) return;
      // From the account rows: a member deleted meanwhile is told nothing.
      await db
        .insertInto("moderation_notices")
        .columns(["user_id", "kind", "notice_text"])
        .expression((eb) =>
          eb
            .selectFrom("users")
            .select(["users.id", eb.val(kind).as("kind"), eb.val(text).as("notice_text")])
            .where("users.id", "in", userIds),
        )
        .execute();
    },

    async unseenNotices(userId: string) {
      return db
        .selectFrom("moderation_notices")
        .select(["id", "kind", "notice_text", "created_at"])
        .where("user_id", "=", userId)
        .where("seen_at", "is", null)
        .orderBy("created_at")
        .execute();
    },

    async markSeen(userId: string, noticeId: string): Promise<boolean> {
      const r = await db
        .updateTable("moderation_notices")
        .set({ seen_at: sql<Date>`now()` })
        .where("id", "=", noticeId)
        .where("user_id", "=", userId)
        .where("seen_at", "is", null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** The one appeal of this decision; false when it was appealed before. */
    async appeal(a: { restrictionId: string; userId: string; text: string; caseId: string }): Promise<boolean> {
      const row = await db
        .insertInto("moderation_appeals")
        .values({ restriction_id: a.restrictionId, user_id: a.userId, appeal_text: a.text, case_id: a.caseId })
        .onConflict((oc) => oc.column("restriction_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      return Boolean(row);
    },

    /**
     * Retention (ADR 0326): reports of cases closed longer ago than the evidence's
     * retention, with their photo files' keys; `forgetReports` then deletes them (their copied
     * messages and photo rows go with them).
     */
    async expiredEvidence(limit: number) {
      const reports = await db
        .selectFrom("user_reports")
        .innerJoin("moderation_cases", "moderation_cases.id", "user_reports.case_id")
        .select("user_reports.id")
        .where("moderation_cases.status", "=", "closed")
        .where(
          "moderation_cases.closed_at",
          "<",
          sql<Date>`now() - make_interval(days => ${ModerationLimits.evidenceRetentionDays})`,
        )
        .limit(limit)
        .execute();
      const ids = reports.map((r) => r.id);
      const photos = ids.length
        ? await db.selectFrom("report_photos").select("storage_key").where("report_id", "in", ids).execute()
        : [];
      return { ids, keys: photos.map((p) => p.storage_key) };
    },
    async forgetReports(ids: string[]): Promise<void> {
      if (ids.length) await db.deleteFrom("user_reports").where("id", "in", ids).execute();
    },
    /** The log's own retention: entries older than it (the trigger lets only those go). */
    async forgetOldAudit(): Promise<number> {
      const r = await db
        .deleteFrom("moderation_actions")
        .where("created_at", "<", sql<Date>`now() - make_interval(days => ${ModerationLimits.auditRetentionDays})`)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    async exportRows(userId: string) {
      const [moderation_notices, moderation_appeals] = await Promise.all([
        db.selectFrom("moderation_notices").selectAll().where("user_id", "=", userId).execute(),
        db.selectFrom("moderation_appeals").selectAll().where("user_id", "=", userId).execute(),
      ]);
      return { moderation_notices, moderation_appeals };
    },
  };
}
export type CasesRepository = ReturnType<typeof createCasesRepository>;
