import { sql, type Kysely, type Selectable } from "kysely";
import type { PromptSource } from "#shared/memory-vault";
import { VaultLimits } from "#shared/limits";
import type { Database, MemoryVaultMomentsTable } from "../../db/types.js";
import { inTransaction } from "../../db/transaction.js";

/** PostgreSQL's code (PGlite's too) for a second row with the same unique key. */
const UNIQUE_VIOLATION = "23505";

type VaultTable = "memory_vault_matches" | "memory_vault_prompts" | "memory_vault_moments";

/** What a moment holds besides its owner and dates (the table's own columns). */
export type MomentValues = Pick<
  Selectable<MemoryVaultMomentsTable>,
  "title" | "description" | "moment_type" | "notes" | "tags" | "match_id"
>;

/**
 * The Memory Vault's three tables. Every statement is scoped by the owner's id, so another
 * member's item id finds nothing (the service turns that into "not found").
 */
export function createMemoryVaultRepository(db: Kysely<Database>) {
  /**
   * Adds an item only while its list has room, atomically: the member's user row is locked for the
   * transaction, so their parallel adds count and insert one after another (twenty adds at 195
   * once stored 213). `look` says whether this add needs room at all (a repeat does not) and may
   * answer instead of inserting.
   */
  async function withRoom<T>(
    userId: string,
    table: VaultTable,
    look: (trx: Kysely<Database>) => Promise<{ needsRoom: boolean; answer?: T }>,
    insert: (trx: Kysely<Database>) => Promise<T>,
  ): Promise<T | "full"> {
    return inTransaction(db, async (trx) => {
      await trx.selectFrom("users").select("id").where("id", "=", userId).forUpdate().executeTakeFirst();
      const { needsRoom, answer } = await look(trx);
      if (answer !== undefined) return answer;
      if (needsRoom) {
        const { n } = await trx
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("user_id", "=", userId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= VaultLimits.listMax) return "full" as const;
      }
      return insert(trx);
    });
  }

  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const [memory_vault_matches, memory_vault_prompts, memory_vault_moments] = await Promise.all([
        db.selectFrom("memory_vault_matches").selectAll().where("user_id", "=", userId).execute(),
        db.selectFrom("memory_vault_prompts").selectAll().where("user_id", "=", userId).execute(),
        db.selectFrom("memory_vault_moments").selectAll().where("user_id", "=", userId).execute(),
      ]);
      return { memory_vault_matches, memory_vault_prompts, memory_vault_moments };
    },

    listMatches: (userId: string) =>
      db
        .selectFrom("memory_vault_matches")
        .select(["id", "match_id", "note", "saved_at"])
        .where("user_id", "=", userId)
        .orderBy("saved_at", "desc")
        .orderBy("id")
        .limit(VaultLimits.listMax)
        .execute(),
    listPrompts: (userId: string) =>
      db
        .selectFrom("memory_vault_prompts")
        .select(["id", "text", "source", "context", "saved_at"])
        .where("user_id", "=", userId)
        .orderBy("saved_at", "desc")
        .orderBy("id")
        .limit(VaultLimits.listMax)
        .execute(),
    listMoments: (userId: string) =>
      db
        .selectFrom("memory_vault_moments")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("saved_at", "desc")
        .orderBy("id")
        .limit(VaultLimits.listMax)
        .execute(),

    /**
     * Saving a favourite again keeps the first save (and its date); a new note replaces the old.
     * A new favourite needs room ("full" when the list is at its size; see withRoom).
     */
    saveMatch: (userId: string, matchId: string, note: string | null | undefined) =>
      withRoom(
        userId,
        "memory_vault_matches",
        async (trx) => {
          const saved = await trx
            .selectFrom("memory_vault_matches")
            .select("id")
            .where("user_id", "=", userId)
            .where("match_id", "=", matchId)
            .executeTakeFirst();
          return { needsRoom: !saved };
        },
        (trx) =>
          trx
            .insertInto("memory_vault_matches")
            .values({ user_id: userId, match_id: matchId, note: note ?? null })
            .onConflict((oc) =>
              oc
                .columns(["user_id", "match_id"])
                .doUpdateSet(note === undefined ? { note: sql`memory_vault_matches.note` } : { note }),
            )
            .returning(["id", "match_id", "note", "saved_at"])
            .executeTakeFirstOrThrow(),
      ),
    updateMatchNote: (userId: string, id: string, note: string | null) =>
      db
        .updateTable("memory_vault_matches")
        .set({ note })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .returning(["id", "match_id", "note", "saved_at"])
        .executeTakeFirst(),
    savedMatchIds: async (userId: string): Promise<string[]> =>
      (await db.selectFrom("memory_vault_matches").select("match_id").where("user_id", "=", userId).execute()).map(
        (r) => r.match_id,
      ),

    /** The same words saved twice are one prompt: the repeat answers the saved one (and needs no room). */
    savePrompt: (userId: string, p: { text: string; source: PromptSource; context: string | null }) => {
      const columns = ["id", "text", "source", "context", "saved_at"] as const;
      return withRoom(
        userId,
        "memory_vault_prompts",
        async (trx) => {
          const saved = await trx
            .selectFrom("memory_vault_prompts")
            .select(columns)
            .where("user_id", "=", userId)
            .where("text", "=", p.text)
            .executeTakeFirst();
          return saved ? { needsRoom: false, answer: saved } : { needsRoom: true };
        },
        (trx) =>
          trx
            .insertInto("memory_vault_prompts")
            .values({ user_id: userId, ...p })
            .returning(columns)
            .executeTakeFirstOrThrow(),
      );
    },
    /** "duplicate" when the new words are another saved prompt's. */
    updatePrompt: (userId: string, id: string, changes: { text?: string; context?: string | null }) =>
      db
        .updateTable("memory_vault_prompts")
        .set(changes)
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .returning(["id", "text", "source", "context", "saved_at"])
        .executeTakeFirst()
        .catch((err: unknown) => {
          if ((err as { code?: string }).code === UNIQUE_VIOLATION) return "duplicate" as const;
          throw err;
        }),

    addMoment: (userId: string, m: MomentValues) =>
      withRoom(
        userId,
        "memory_vault_moments",
        async () => ({ needsRoom: true }),
        (trx) =>
          trx
            .insertInto("memory_vault_moments")
            .values({ user_id: userId, ...m })
            .returningAll()
            .executeTakeFirstOrThrow(),
      ),
    updateMoment: (userId: string, id: string, changes: Partial<MomentValues>) =>
      db
        .updateTable("memory_vault_moments")
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .returningAll()
        .executeTakeFirst(),

    /** True when the owner had such an item. */
    async remove(userId: string, table: VaultTable, id: string): Promise<boolean> {
      const r = await db.deleteFrom(table).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
      return r.numDeletedRows > 0n;
    },
  };
}
export type MemoryVaultRepository = ReturnType<typeof createMemoryVaultRepository>;
