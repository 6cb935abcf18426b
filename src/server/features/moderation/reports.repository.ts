import { sql, type Kysely } from "kysely";
import { ModerationLimits } from "#shared/limits";
import type { ProfileSnapshot } from "#shared/moderation";
import type { ReportReason } from "#shared/safety";
import type { Database } from "../../db/types.js";

export type FiledReport = {
  id: string;
  reporterId: string;
  reportedId: string;
  reason: ReportReason;
  description: string | null;
  /** The reporter is established (confirmed, age-verified, old enough): asked of auth beforehand. */
  established: boolean;
  profile: ProfileSnapshot;
  photoKeys: string[];
};

/**
 * Reports and their evidence (user_reports, report_messages, report_photos), filed into the one
 * open case about the reported member. Run in one transaction (`atomically`): the case's upsert
 * locks it, so two reports at once are counted one after the other.
 */
export function createReportsRepository(db: Kysely<Database>) {
  return {
    /**
     * Files the report into the member's open case (opened if none); answers the case, or null
     * when there is no such member (nothing is written then).
     */
    async file(r: FiledReport): Promise<{ caseId: string; hidden: boolean } | null> {
      const exists = await db.selectFrom("users").select("id").where("id", "=", r.reportedId).executeTakeFirst();
      if (!exists) return null;
      const opened = await db
        .insertInto("moderation_cases")
        .values({ subject_id: r.reportedId, kind: "reports" })
        // Literals, not parameters: PostgreSQL matches the partial unique index only on the very
        // predicate it was made with (a prepared statement's $1 would not infer it).
        .onConflict((oc) =>
          oc
            .column("subject_id")
            .where("status", "=", sql.lit("open"))
            .where("kind", "=", sql.lit("reports"))
            .doUpdateSet({ subject_id: (eb) => eb.ref("excluded.subject_id") }),
        )
        .returning(["id", "hidden"])
        .executeTakeFirstOrThrow();
      // A member with an open case of their own cannot help hide someone else (asking for a
      // verification review is not a case against them).
      const underReview = await db
        .selectFrom("moderation_cases")
        .select("id")
        .where("subject_id", "=", r.reporterId)
        .where("status", "=", "open")
        .where("kind", "<>", "verification")
        .executeTakeFirst();
      const counts = r.established && !underReview;
      await db
        .insertInto("user_reports")
        .values({
          id: r.id,
          reporter_id: r.reporterId,
          reported_user_id: r.reportedId,
          reason: r.reason,
          description: r.description,
          case_id: opened.id,
          counts_toward_hold: counts,
          profile_snapshot: JSON.stringify(r.profile),
        })
        .execute();
      if (r.photoKeys.length > 0)
        await db
          .insertInto("report_photos")
          .values(r.photoKeys.map((storage_key, position) => ({ report_id: r.id, position, storage_key })))
          .execute();
      // The pair's conversation, copied in the same transaction: exactly what stood when they
      // reported. The one read of messaging's and matching's tables outside their features: the
      // evidence must not depend on either side's later unmatch, block or deletion.
      const [user1, user2] = r.reporterId < r.reportedId ? [r.reporterId, r.reportedId] : [r.reportedId, r.reporterId];
      await db
        .insertInto("report_messages")
        .columns(["report_id", "message_id", "from_reporter", "message_text", "sent_at"])
        .expression((eb) =>
          eb
            .selectFrom("messages")
            .innerJoin("matches", "matches.id", "messages.match_id")
            .select([
              eb.val(r.id).as("report_id"),
              "messages.id",
              sql<boolean>`messages.sender_id = ${r.reporterId}`.as("from_reporter"),
              "messages.message_text",
              "messages.created_at",
            ])
            .where("matches.user1_id", "=", user1)
            .where("matches.user2_id", "=", user2),
        )
        .execute();
      // An underage report is urgent from anyone; it hides only from an established reporter.
      if (r.reason === "underage")
        await db.updateTable("moderation_cases").set({ urgent: true }).where("id", "=", opened.id).execute();
      if (opened.hidden || !counts) return { caseId: opened.id, hidden: opened.hidden };
      // Held from discovery: an underage report from one established member, or two different
      // established members within the window (ADR 0323).
      const { reporters } = await db
        .selectFrom("user_reports")
        .select((eb) => eb.fn.count<number>("reporter_id").distinct().as("reporters"))
        .where("case_id", "=", opened.id)
        .where("counts_toward_hold", "=", true)
        .where("created_at", ">", sql<Date>`now() - make_interval(hours => ${ModerationLimits.holdWindowHours})`)
        .executeTakeFirstOrThrow();
      if (r.reason !== "underage" && Number(reporters) < ModerationLimits.holdReporters)
        return { caseId: opened.id, hidden: false };
      await db
        .updateTable("moderation_cases")
        .set({ hidden: true, urgent: true })
        .where("id", "=", opened.id)
        .execute();
      return { caseId: opened.id, hidden: true };
    },

    /** Reports the member filed, with the conversations kept with them (the data export). */
    async exportRows(userId: string) {
      const filedBy = db.selectFrom("user_reports").select("id").where("reporter_id", "=", userId);
      const [user_reports, report_messages] = await Promise.all([
        db
          .selectFrom("user_reports")
          .select(["id", "reported_user_id", "reason", "description", "created_at"])
          .where("reporter_id", "=", userId)
          .execute(),
        db.selectFrom("report_messages").selectAll().where("report_id", "in", filedBy).orderBy("sent_at").execute(),
      ]);
      return { user_reports, report_messages };
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
