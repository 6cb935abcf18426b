import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import type { SafetySettings, SafetySettingsUpdate } from "#shared/safety";

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

/** The safety feature's tables: safety_settings, user_blocks (reports are the moderation feature's). */
export function createSafetyRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const [safety_settings, user_blocks] = await Promise.all([
        db.selectFrom("safety_settings").selectAll().where("user_id", "=", userId).execute(),
        // Never the blocked member's kept photo: it is theirs, only shown in the blocker's list.
        db
          .selectFrom("user_blocks")
          .select(["blocker_id", "blocked_user_id", "blocked_name", "created_at"])
          .where("blocker_id", "=", userId)
          .execute(),
      ]);
      return { safety_settings, user_blocks };
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

    /** "blocked", "already" for a repeat (the pair is unique), "missing" when there is no such member. */
    async block(
      blockerId: string,
      blockedId: string,
      likeness: { name: string | null; photo: Buffer | null; photoId: string | null } | null,
    ): Promise<"blocked" | "already" | "missing"> {
      try {
        await db
          .insertInto("user_blocks")
          .values({
            blocker_id: blockerId,
            blocked_user_id: blockedId,
            blocked_name: likeness?.name ?? null,
            blocked_photo: likeness?.photo ?? null,
            blocked_photo_id: likeness?.photoId ?? null,
          })
          .execute();
        return "blocked";
      } catch (err) {
        if (codeOf(err) === UNIQUE_VIOLATION) return "already";
        if (codeOf(err) === FOREIGN_KEY_VIOLATION) return "missing";
        throw err;
      }
    },

    /** The members this one blocked, newest first, as they were when blocked. */
    async blocked(blockerId: string) {
      return db
        .selectFrom("user_blocks")
        .select([
          "blocked_user_id",
          "blocked_name",
          "created_at",
          sql<boolean>`blocked_photo is not null`.as("has_photo"),
        ])
        .where("blocker_id", "=", blockerId)
        .orderBy("created_at", "desc")
        .execute();
    },

    /**
     * A member lost a photo (deleted, or removed by a moderator): thumbnails made from it go from
     * blockers' lists, as do those whose source was not noted (kept before migration 0049).
     */
    async forgetPhoto(blockedId: string, photoId: string): Promise<void> {
      await db
        .updateTable("user_blocks")
        .set({ blocked_photo: null, blocked_photo_id: null })
        .where("blocked_user_id", "=", blockedId)
        .where("blocked_photo", "is not", null)
        .where((eb) => eb.or([eb("blocked_photo_id", "=", photoId), eb("blocked_photo_id", "is", null)]))
        .execute();
    },

    async blockedPhoto(blockerId: string, blockedId: string): Promise<Buffer | null> {
      const row = await db
        .selectFrom("user_blocks")
        .select("blocked_photo")
        .where("blocker_id", "=", blockerId)
        .where("blocked_user_id", "=", blockedId)
        .executeTakeFirst();
      return row?.blocked_photo ?? null;
    },

    /** False when there was no such block. */
    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const r = await db
        .deleteFrom("user_blocks")
        .where("blocker_id", "=", blockerId)
        .where("blocked_user_id", "=", blockedId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
