import { sql, type Kysely } from "kysely";
import type { EchoChoice } from "#shared/echo";
import type { Database } from "../../db/types.js";
import { inTransaction } from "../../db/transaction.js";

export type EchoRow = {
  match_id: string;
  started_by: string;
  started_at: Date;
  kept_at: Date | null;
  choices: Array<{ user_id: string; choice: EchoChoice }>;
};

/** echo_limited_chats and echo_choices (messaging owns them, beside the messages they limit). */
export function createEchoRepository(db: Kysely<Database>) {
  async function find(matchId: string, on: Kysely<Database> = db, lock = false): Promise<EchoRow | null> {
    const q = on.selectFrom("echo_limited_chats").selectAll().where("match_id", "=", matchId);
    const row = await (lock ? q.forUpdate() : q).executeTakeFirst();
    if (!row) return null;
    const choices = await on
      .selectFrom("echo_choices")
      .select(["user_id", "choice"])
      .where("match_id", "=", matchId)
      .execute();
    return {
      match_id: row.match_id,
      started_by: row.started_by,
      started_at: new Date(row.started_at),
      kept_at: row.kept_at ? new Date(row.kept_at) : null,
      choices,
    };
  }

  return {
    find: (matchId: string) => find(matchId),

    /** The Echo chats among these matches, oldest first (one read each for the rows and the choices). */
    async findMany(matchIds: string[]): Promise<EchoRow[]> {
      if (matchIds.length === 0) return [];
      const rows = await db
        .selectFrom("echo_limited_chats")
        .selectAll()
        .where("match_id", "in", matchIds)
        .orderBy("started_at")
        .execute();
      if (rows.length === 0) return [];
      const choices = await db
        .selectFrom("echo_choices")
        .select(["match_id", "user_id", "choice"])
        .where(
          "match_id",
          "in",
          rows.map((r) => r.match_id),
        )
        .execute();
      return rows.map((row) => ({
        match_id: row.match_id,
        started_by: row.started_by,
        started_at: new Date(row.started_at),
        kept_at: row.kept_at ? new Date(row.kept_at) : null,
        choices: choices.filter((c) => c.match_id === row.match_id).map(({ user_id, choice }) => ({ user_id, choice })),
      }));
    },

    /**
     * Starts the Echo chat only while the conversation has no message, in one statement (a
     * message sent at the same moment either comes first and stops it, or comes after under its
     * rules). "exists" when the match already is one; "begun" when a message came first.
     */
    async start(matchId: string, userId: string, at: Date): Promise<"started" | "exists" | "begun"> {
      const r = await db
        .insertInto("echo_limited_chats")
        .columns(["match_id", "started_by", "started_at"])
        .expression(
          db
            .selectNoFrom([
              sql<string>`${matchId}::text`.as("match_id"),
              sql<string>`${userId}::text`.as("started_by"),
              sql<Date>`${at}::timestamptz`.as("started_at"),
            ])
            .where((eb) => eb.not(eb.exists(eb.selectFrom("messages").select("id").where("match_id", "=", matchId)))),
        )
        .onConflict((oc) => oc.column("match_id").doNothing())
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 0n) > 0) return "started";
      return (await find(matchId)) ? "exists" : "begun";
    },

    /**
     * Claims the member's reflection day: false when they have written on it already. The
     * primary key decides, so two sends at once cannot both claim it. Made on the sender's
     * transaction (messaging.service.ts), so a refused send takes its claim back with it.
     */
    async claimDay(matchId: string, userId: string, dayIndex: number): Promise<boolean> {
      const r = await db
        .insertInto("echo_reflection_sends")
        .values({ match_id: matchId, user_id: userId, day_index: dayIndex })
        .onConflict((oc) => oc.columns(["match_id", "user_id", "day_index"]).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    async wroteOn(matchId: string, userId: string, dayIndex: number): Promise<boolean> {
      const row = await db
        .selectFrom("echo_reflection_sends")
        .select("day_index")
        .where("match_id", "=", matchId)
        .where("user_id", "=", userId)
        .where("day_index", "=", dayIndex)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Records a choice (a second one replaces the first); answers the row as it now stands. */
    async choose(matchId: string, userId: string, choice: EchoChoice, at: Date): Promise<EchoRow | null> {
      return inTransaction(db, async (trx) => {
        if (!(await find(matchId, trx, true))) return null;
        await trx
          .insertInto("echo_choices")
          .values({ match_id: matchId, user_id: userId, choice, chosen_at: at })
          .onConflict((oc) => oc.columns(["match_id", "user_id"]).doUpdateSet({ choice, chosen_at: at }))
          .execute();
        const now = await find(matchId, trx);
        if (now && !now.kept_at && now.choices.length === 2 && now.choices.every((c) => c.choice === "keep")) {
          await trx.updateTable("echo_limited_chats").set({ kept_at: at }).where("match_id", "=", matchId).execute();
          return { ...now, kept_at: at };
        }
        return now;
      });
    },
  };
}
export type EchoRepository = ReturnType<typeof createEchoRepository>;
