import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";

/** match_memory_notes: every statement is scoped by the author, so nobody reads another's note. */
export function createMatchMemoryRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export): their own notes only. */
    async exportRows(userId: string) {
      const match_memory_notes = await db
        .selectFrom("match_memory_notes")
        .select(["match_id", "note", "updated_at"])
        .where("author_id", "=", userId)
        .orderBy("updated_at")
        .execute();
      return { match_memory_notes };
    },

    async find(authorId: string, matchId: string) {
      return db
        .selectFrom("match_memory_notes")
        .select(["note", "updated_at"])
        .where("author_id", "=", authorId)
        .where("match_id", "=", matchId)
        .executeTakeFirst();
    },

    async save(authorId: string, matchId: string, note: string) {
      return db
        .insertInto("match_memory_notes")
        .values({ author_id: authorId, match_id: matchId, note })
        .onConflict((oc) => oc.columns(["author_id", "match_id"]).doUpdateSet({ note, updated_at: sql<Date>`now()` }))
        .returning(["note", "updated_at"])
        .executeTakeFirstOrThrow();
    },

    async remove(authorId: string, matchId: string): Promise<void> {
      await db
        .deleteFrom("match_memory_notes")
        .where("author_id", "=", authorId)
        .where("match_id", "=", matchId)
        .execute();
    },
  };
}
export type MatchMemoryRepository = ReturnType<typeof createMatchMemoryRepository>;
