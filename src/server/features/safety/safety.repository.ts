import { sql, type Kysely } from "kysely";
import { inTransaction } from "../../db/transaction.js";
import type { Database } from "../../db/types.js";
import type { ReportReason, SafetySettings, SafetySettingsUpdate } from "#shared/safety";

const SETTINGS = [
  "allow_messages_from_new_matches",
  "require_age_verification",
  "block_explicit_content",
  "location_sharing_enabled",
  "profile_visibility",
] as const;

/** PostgreSQL's codes, which PGlite reports too. */
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
const codeOf = (err: unknown) => (err as { code?: string }).code;

/** The safety feature's tables: safety_settings, user_reports (and report_messages), user_blocks. */
export function createSafetyRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const filedBy = db.selectFrom("user_reports").select("id").where("reporter_id", "=", userId);
      const [safety_settings, user_reports, report_messages, user_blocks] = await Promise.all([
        db.selectFrom("safety_settings").selectAll().where("user_id", "=", userId).execute(),
        // Reports the member filed, with the conversation kept with them (reports about them
        // belong to the reporters and the safety team).
        db.selectFrom("user_reports").selectAll().where("reporter_id", "=", userId).execute(),
        db.selectFrom("report_messages").selectAll().where("report_id", "in", filedBy).orderBy("sent_at").execute(),
        db.selectFrom("user_blocks").selectAll().where("blocker_id", "=", userId).execute(),
      ]);
      return { safety_settings, user_reports, report_messages, user_blocks };
    },

    /** The defaults of part 2 §3, for a new account. */
    async createDefaults(userId: string): Promise<void> {
      // From the account row: a delivery that arrives after the account was deleted adds nothing.
      await db
        .insertInto("safety_settings")
        .columns(["user_id"])
        .expression((eb) => eb.selectFrom("users").select("id").where("id", "=", userId))
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
    },

    async settings(userId: string): Promise<SafetySettings | undefined> {
      return db.selectFrom("safety_settings").select(SETTINGS).where("user_id", "=", userId).executeTakeFirst();
    },

    async updateSettings(userId: string, changes: SafetySettingsUpdate): Promise<SafetySettings> {
      return db
        .insertInto("safety_settings")
        .values({ user_id: userId, ...changes })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...changes, updated_at: sql<Date>`now()` }))
        .returning(SETTINGS)
        .executeTakeFirstOrThrow();
    },

    /**
     * Files the report with its evidence (the pair's conversation as it stands, migration 0027) in
     * one transaction; false when there is no such member.
     */
    async report(r: {
      reporterId: string;
      reportedId: string;
      reason: ReportReason;
      description: string | null;
    }): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        // Only about a member who exists: reported_user_id is a bare value, not a reference, so a
        // report outlives the reported account (migration 0020); one statement checks and inserts.
        const filed = await trx
          .insertInto("user_reports")
          .columns(["reporter_id", "reported_user_id", "reason", "description"])
          .expression((eb) =>
            eb
              .selectFrom("users")
              .select([
                eb.val(r.reporterId).as("reporter_id"),
                "users.id",
                eb.val(r.reason).as("reason"),
                eb.val(r.description).as("description"),
              ])
              .where("users.id", "=", r.reportedId),
          )
          .returning("id")
          .executeTakeFirst();
        if (!filed) return false;
        // The pair's conversation, copied in the same transaction: exactly what stood when they
        // reported. The one read of messaging's and matching's tables outside their features: the
        // evidence must not depend on either side's later unmatch (ARCHITECTURE, tables).
        const [user1, user2] =
          r.reporterId < r.reportedId ? [r.reporterId, r.reportedId] : [r.reportedId, r.reporterId];
        await trx
          .insertInto("report_messages")
          .columns(["report_id", "message_id", "from_reporter", "message_text", "sent_at"])
          .expression((eb) =>
            eb
              .selectFrom("messages")
              .innerJoin("matches", "matches.id", "messages.match_id")
              .select([
                eb.val(filed.id).as("report_id"),
                "messages.id",
                sql<boolean>`messages.sender_id = ${r.reporterId}`.as("from_reporter"),
                "messages.message_text",
                "messages.created_at",
              ])
              .where("matches.user1_id", "=", user1)
              .where("matches.user2_id", "=", user2),
          )
          .execute();
        return true;
      });
    },

    /** "blocked", "already" for a repeat (the pair is unique), "missing" when there is no such member. */
    async block(blockerId: string, blockedId: string): Promise<"blocked" | "already" | "missing"> {
      try {
        await db.insertInto("user_blocks").values({ blocker_id: blockerId, blocked_user_id: blockedId }).execute();
        return "blocked";
      } catch (err) {
        if (codeOf(err) === UNIQUE_VIOLATION) return "already";
        if (codeOf(err) === FOREIGN_KEY_VIOLATION) return "missing";
        throw err;
      }
    },
  };
}
export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
