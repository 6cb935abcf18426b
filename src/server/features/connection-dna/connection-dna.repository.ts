import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import type { Dna } from "./engine.js";
import type { NewInsight } from "./insights.js";
import { inTransaction } from "../../db/transaction.js";

/** How many insights the page lists (newest first). */
const INSIGHTS_SHOWN = 12;
const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** connection_dna_profiles and connection_dna_insights; only ever the member's own rows. */
export function createConnectionDnaRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const [connection_dna_profiles, connection_dna_insights] = await Promise.all([
        db.selectFrom("connection_dna_profiles").selectAll().where("user_id", "=", userId).execute(),
        db.selectFrom("connection_dna_insights").selectAll().where("user_id", "=", userId).execute(),
      ]);
      return { connection_dna_profiles, connection_dna_insights };
    },

    find: (userId: string) =>
      db.selectFrom("connection_dna_profiles").selectAll().where("user_id", "=", userId).executeTakeFirst(),

    /** Of these members, those who have a DNA computed before `before`. */
    computedBefore: async (userIds: readonly string[], before: Date): Promise<string[]> =>
      userIds.length === 0
        ? []
        : (
            await db
              .selectFrom("connection_dna_profiles")
              .select("user_id")
              .where("user_id", "in", [...userIds])
              .where("computed_at", "<", before)
              .execute()
          ).map((r) => r.user_id),

    /**
     * Stores the DNA, and the insights as a new batch when they differ from the last one
     * (`hash`); both in one transaction, so the page never sees one without the other.
     */
    async save(
      userId: string,
      dna: Dna & { total_questions: number },
      insights: NewInsight[],
      hash: string,
      at: Date,
    ): Promise<void> {
      await inTransaction(db, async (trx) => {
        const values = {
          emotional_intelligence: json(dna.emotional_intelligence),
          love_language: json(dna.love_language),
          communication_style: json(dna.communication_style),
          compatibility_analysis: json(dna.compatibility_analysis),
          next_questions: JSON.stringify(dna.next_questions),
          answered: dna.answered,
          total_questions: dna.total_questions,
          computed_at: at,
        };
        // The row exists and is locked before the hash is compared: two computations at once
        // (a match and a message, say) take turns, so a batch of insights is never written twice.
        await trx
          .insertInto("connection_dna_profiles")
          .values({ user_id: userId, ...values })
          .onConflict((oc) => oc.column("user_id").doNothing())
          .execute();
        const previous = await trx
          .selectFrom("connection_dna_profiles")
          .select("insights_hash")
          .where("user_id", "=", userId)
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("connection_dna_profiles")
          .set({ ...values, insights_hash: hash })
          .where("user_id", "=", userId)
          .execute();
        if (previous.insights_hash === hash || insights.length === 0) return;
        // One batch, listed in the engine's order: each a millisecond older than the one before.
        await trx
          .insertInto("connection_dna_insights")
          .values(
            insights.map((i, n) => ({
              user_id: userId,
              insight_type: i.insight_type,
              title: i.title,
              description: i.description,
              actionable_steps: JSON.stringify(i.actionable_steps),
              created_at: new Date(at.getTime() - n),
            })),
          )
          .execute();
      });
    },

    insights: (userId: string) =>
      db
        .selectFrom("connection_dna_insights")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at", "desc")
        .orderBy("id")
        .limit(INSIGHTS_SHOWN)
        .execute(),
  };
}
export type ConnectionDnaRepository = ReturnType<typeof createConnectionDnaRepository>;
