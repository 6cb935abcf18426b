import type { Kysely } from "kysely";
import type { DigestContent } from "#shared/ai-digest";
import { DigestLimits } from "#shared/limits";
import type { Database } from "../../db/types.js";
import { inTransaction } from "../../db/transaction.js";

export type DigestRow = { id: string; digest_date: string; generated_at: Date; content: unknown };

/** compatibility_digests: only ever the member's own rows. */
export function createAiDigestRepository(db: Kysely<Database>) {
  const columns = ["id", "digest_date", "generated_at", "content"] as const;
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      return {
        compatibility_digests: await db
          .selectFrom("compatibility_digests")
          .selectAll()
          .where("user_id", "=", userId)
          .orderBy("digest_date")
          .execute(),
      };
    },

    /** Part 2 §7 "today's digest": the day's row (one per day). */
    on: (userId: string, day: string): Promise<DigestRow | undefined> =>
      db
        .selectFrom("compatibility_digests")
        .select(columns)
        .where("user_id", "=", userId)
        .where("digest_date", "=", day)
        .executeTakeFirst(),

    /** Part 2 §7 history: newest date first, the last 30. */
    history: (userId: string): Promise<DigestRow[]> =>
      db
        .selectFrom("compatibility_digests")
        .select(columns)
        .where("user_id", "=", userId)
        .orderBy("digest_date", "desc")
        .limit(DigestLimits.historyMax)
        .execute(),

    /** Other members' digests that mention this id anywhere (a deleted account's id or match ids). */
    mentioning: (id: string): Promise<{ id: string; content: unknown }[]> =>
      db
        .selectFrom("compatibility_digests")
        .select(["id", "content"])
        .where((eb) => eb(eb.fn("strpos", [eb.cast("content", "text"), eb.val(id)]), ">", 0))
        .execute(),

    async rewrite(id: string, content: DigestContent): Promise<void> {
      await db
        .updateTable("compatibility_digests")
        .set({ content: JSON.stringify(content) })
        .where("id", "=", id)
        .execute();
    },

    /**
     * Writes the day's digest: `replace` (the generate call) overwrites one made earlier that day;
     * otherwise (the daily job) an existing one stands. Days beyond the history are removed.
     */
    async save(userId: string, day: string, content: DigestContent, at: Date, replace: boolean): Promise<DigestRow> {
      return inTransaction(db, async (trx) => {
        const insert = trx
          .insertInto("compatibility_digests")
          .values({ user_id: userId, digest_date: day, generated_at: at, content: JSON.stringify(content) });
        const row = replace
          ? await insert
              .onConflict((oc) =>
                oc
                  .columns(["user_id", "digest_date"])
                  .doUpdateSet({ generated_at: at, content: JSON.stringify(content) }),
              )
              .returning(columns)
              .executeTakeFirstOrThrow()
          : ((await insert
              .onConflict((oc) => oc.columns(["user_id", "digest_date"]).doNothing())
              .returning(columns)
              .executeTakeFirst()) ??
            (await trx
              .selectFrom("compatibility_digests")
              .select(columns)
              .where("user_id", "=", userId)
              .where("digest_date", "=", day)
              .executeTakeFirstOrThrow()));
        const keep = trx
          .selectFrom("compatibility_digests")
          .select("id")
          .where("user_id", "=", userId)
          .orderBy("digest_date", "desc")
          .limit(DigestLimits.historyMax);
        await trx
          .deleteFrom("compatibility_digests")
          .where("user_id", "=", userId)
          .where("id", "not in", keep)
          .execute();
        return row;
      });
    },
  };
}
export type AiDigestRepository = ReturnType<typeof createAiDigestRepository>;
