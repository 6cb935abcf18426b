import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import type { ReportReason, SafetySettings, SafetySettingsUpdate } from "#shared/safety";

const SETTINGS = ["allow_messages_from_new_matches", "require_age_verification", "block_explicit_content", "location_sharing_enabled", "profile_visibility"] as const;

/** PostgreSQL's codes, which PGlite reports too. */
const UNIQUE_VIOLATION = "23505";
const FOREIGN_KEY_VIOLATION = "23503";
const codeOf = (err: unknown) => (err as { code?: string }).code;

/** The safety feature's tables: safety_settings, user_reports, user_blocks. */
export function createSafetyRepository(db: Kysely<Database>) {
  return {
    /** The defaults of part 2 §3, for a new account. */
    async createDefaults(userId: string): Promise<void> {
      await db.insertInto("safety_settings").values({ user_id: userId }).onConflict((oc) => oc.column("user_id").doNothing()).execute();
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

    /** False when the reported member does not exist. */
    async report(r: { reporterId: string; reportedId: string; reason: ReportReason; description: string | null }): Promise<boolean> {
      try {
        await db.insertInto("user_reports").values({ reporter_id: r.reporterId, reported_user_id: r.reportedId, reason: r.reason, description: r.description }).execute();
        return true;
      } catch (err) {
        if (codeOf(err) === FOREIGN_KEY_VIOLATION) return false;
        throw err;
      }
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
