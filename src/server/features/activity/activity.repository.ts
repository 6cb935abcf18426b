import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";

/** Events with a partial unique index each (migrations 0003 and 0005); only these go through recordOnce. */
export type OnceOnlyEvent = "profile_completed" | "quiz_completed";

/** The activity feature's table: user_events (the spec's journey events). */
export function createActivityRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      return {
        user_events: await db
          .selectFrom("user_events")
          .selectAll()
          .where("user_id", "=", userId)
          .orderBy("created_at")
          .execute(),
      };
    },

    /** True only the first time for once-only events (a partial unique index guards each). */
    async recordOnce(userId: string, eventType: OnceOnlyEvent): Promise<boolean> {
      const inserted = await db
        .insertInto("user_events")
        .values({ user_id: userId, event_type: eventType, event_data: JSON.stringify({}) })
        // The event type is written into the SQL, not bound: PostgreSQL's generic plan for a prepared
        // statement cannot match the partial unique index against a parameter (activity.test.ts).
        .onConflict((oc) => oc.column("user_id").where("event_type", "=", sql.lit(eventType)).doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /**
     * An event that may happen many times (one match_created per match and member), once per
     * `key` (what it is about: the match, the message): true only when this call recorded it.
     */
    /** Many steps in one statement (each kept once per key, as `record` keeps it). */
    async recordMany(
      rows: readonly { userId: string; eventType: string; data: Record<string, string>; key: string }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto("user_events")
        .values(
          rows.map((r) => ({
            user_id: r.userId,
            event_type: r.eventType,
            event_data: JSON.stringify(r.data),
            event_key: r.key,
          })),
        )
        .onConflict((oc) => oc.columns(["user_id", "event_type", "event_key"]).doNothing())
        .execute();
    },

    async record(userId: string, eventType: string, data: Record<string, string>, key: string): Promise<boolean> {
      const inserted = await db
        .insertInto("user_events")
        .values({ user_id: userId, event_type: eventType, event_data: JSON.stringify(data), event_key: key })
        .onConflict((oc) => oc.columns(["user_id", "event_type", "event_key"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
