import type { Kysely } from "kysely";
import { ExportLimits } from "#shared/limits";
import type { Database } from "../../db/types.js";
import { inTransaction } from "../../db/transaction.js";

const columns = ["id", "status", "requested_at", "ready_at", "expires_at", "storage_key", "size_bytes"] as const;

/** data_exports: only ever the member's own rows. */
export function createExportsRepository(db: Kysely<Database>) {
  return {
    /** A new export, unless one is still being prepared (then that one). */
    async request(userId: string, id: string, at: Date) {
      return inTransaction(db, async (trx) => {
        // One member's requests in a row: the lock on their pending rows keeps two from both starting.
        const pending = await trx
          .selectFrom("data_exports")
          .select(columns)
          .where("user_id", "=", userId)
          .where("status", "=", "pending")
          .forUpdate()
          .executeTakeFirst();
        if (pending) return { row: pending, created: false };
        const row = await trx
          .insertInto("data_exports")
          .values({ id, user_id: userId, status: "pending", requested_at: at })
          .returning(columns)
          .executeTakeFirstOrThrow();
        return { row, created: true };
      });
    },

    list: (userId: string) =>
      db
        .selectFrom("data_exports")
        .select(columns)
        .where("user_id", "=", userId)
        .orderBy("requested_at", "desc")
        .limit(ExportLimits.listed)
        .execute(),

    find: (userId: string, id: string) =>
      db
        .selectFrom("data_exports")
        .select(columns)
        .where("user_id", "=", userId)
        .where("id", "=", id)
        .executeTakeFirst(),

    async ready(id: string, key: string, size: number, at: Date, expiresAt: Date): Promise<void> {
      await db
        .updateTable("data_exports")
        .set({ status: "ready", storage_key: key, size_bytes: size, ready_at: at, expires_at: expiresAt })
        .where("id", "=", id)
        .execute();
    },

    async failed(id: string): Promise<void> {
      await db
        .updateTable("data_exports")
        .set({ status: "failed" })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .execute();
    },

    /** Ready exports past their time (all members'), to remove their files. */
    expiredBefore: (at: Date) =>
      db
        .selectFrom("data_exports")
        .select(["id", "storage_key"])
        .where("status", "=", "ready")
        .where("expires_at", "<=", at)
        .execute(),

    async markExpired(id: string): Promise<void> {
      await db.updateTable("data_exports").set({ status: "expired", storage_key: null }).where("id", "=", id).execute();
    },

    /** Every stored archive of the member (their account is being deleted). */
    filesOf: async (userId: string): Promise<string[]> =>
      (
        await db
          .selectFrom("data_exports")
          .select("storage_key")
          .where("user_id", "=", userId)
          .where("storage_key", "is not", null)
          .execute()
      ).map((r) => r.storage_key!),
  };
}
export type ExportsRepository = ReturnType<typeof createExportsRepository>;
