import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";

/** The calls the server let ring (table video_calls): a call is known by its match and its id. */
export function createVideoCallsRepository(db: Kysely<Database>) {
  return {
    /**
     * A new call, ringing until `until`. False when that id is already a call of this match that
     * is still on (a page reusing an id cannot take over a call); an expired one is replaced.
     */
    async ring(
      call: { id: string; matchId: string; callerId: string; calleeId: string },
      now: Date,
      until: Date,
    ): Promise<boolean> {
      await db.deleteFrom("video_calls").where("expires_at", "<", now).execute();
      const made = await db
        .insertInto("video_calls")
        .values({
          id: call.id,
          match_id: call.matchId,
          caller_id: call.callerId,
          callee_id: call.calleeId,
          expires_at: until,
        })
        .onConflict((oc) => oc.columns(["match_id", "id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      return made !== undefined;
    },

    /** The person called answers a ringing call: it lasts until `until`. False when there is no such call for them. */
    async accept(matchId: string, id: string, calleeId: string, now: Date, until: Date): Promise<boolean> {
      const r = await db
        .updateTable("video_calls")
        .set({ accepted_at: now, expires_at: until })
        .where("match_id", "=", matchId)
        .where("id", "=", id)
        .where("callee_id", "=", calleeId)
        .where("accepted_at", "is", null)
        .where("expires_at", ">=", now)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Whether the member is in this call, answered and still on (signals travel only then). */
    async inAnsweredCall(matchId: string, id: string, userId: string, now: Date): Promise<boolean> {
      const found = await db
        .selectFrom("video_calls")
        .select("id")
        .where("match_id", "=", matchId)
        .where("id", "=", id)
        .where((eb) => eb.or([eb("caller_id", "=", userId), eb("callee_id", "=", userId)]))
        .where("accepted_at", "is not", null)
        .where("expires_at", ">=", now)
        .executeTakeFirst();
      return found !== undefined;
    },

    /** Ends the call for both (a decline or an end). False when the member was in no such call. */
    async end(matchId: string, id: string, userId: string): Promise<boolean> {
      const r = await db
        .deleteFrom("video_calls")
        .where("match_id", "=", matchId)
        .where("id", "=", id)
        .where((eb) => eb.or([eb("caller_id", "=", userId), eb("callee_id", "=", userId)]))
        .executeTakeFirst();
      return r.numDeletedRows > 0n;
    },
  };
}
export type VideoCallsRepository = ReturnType<typeof createVideoCallsRepository>;
