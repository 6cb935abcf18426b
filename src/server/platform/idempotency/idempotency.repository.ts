import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";

export type KeptAnswer = {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
  stale: boolean;
};

/** A member's Idempotency-Keys and their first answers (migration 0026). */
export function createIdempotencyRepository(db: Kysely<Database>) {
  return {
    /**
     * Claims the key for this request: "claimed" when no request had it (the primary key decides
     * between requests arriving together), else what the first one left: its answer once it has
     * one, and whether a claim still unanswered is older than `staleSeconds` (its process died).
     */
    async claim(
      userId: string,
      key: string,
      fingerprint: string,
      staleSeconds: number,
    ): Promise<"claimed" | KeptAnswer> {
      const inserted = await db
        .insertInto("idempotency_keys")
        .values({ user_id: userId, key, fingerprint })
        .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
        .returning("key")
        .executeTakeFirst();
      if (inserted) return "claimed";
      const row = await db
        .selectFrom("idempotency_keys")
        .select([
          "fingerprint",
          "status_code",
          "content_type",
          "body",
          sql<boolean>`created_at < now() - make_interval(secs => ${staleSeconds})`.as("stale"),
        ])
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .executeTakeFirst();
      // Released meanwhile (the first request failed with a 5xx): try again.
      return row ?? this.claim(userId, key, fingerprint, staleSeconds);
    },

    /** Takes over a stale unanswered claim; false when someone else did (or it was answered). */
    async takeOver(userId: string, key: string, staleSeconds: number): Promise<boolean> {
      const r = await db
        .updateTable("idempotency_keys")
        .set({ created_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .where("status_code", "is", null)
        .where(sql<boolean>`created_at < now() - make_interval(secs => ${staleSeconds})`)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async answer(
      userId: string,
      key: string,
      a: { status: number; contentType: string | null; body: string },
    ): Promise<void> {
      await db
        .updateTable("idempotency_keys")
        .set({ status_code: a.status, content_type: a.contentType, body: a.body })
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .execute();
    },

    /** The request failed on our side: the key is free for the retry. */
    async release(userId: string, key: string): Promise<void> {
      await db
        .deleteFrom("idempotency_keys")
        .where("user_id", "=", userId)
        .where("key", "=", key)
        .where("status_code", "is", null)
        .execute();
    },

    /** Keys older than `hours` go (an hourly job). */
    async sweep(hours: number): Promise<number> {
      const r = await db
        .deleteFrom("idempotency_keys")
        .where(sql<boolean>`created_at < now() - make_interval(hours => ${hours})`)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
