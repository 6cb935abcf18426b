import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";

/**
 * Fixed-window counters in the database, so every server process shares them.
 * One atomic upsert per hit: concurrent hits can never both see a fresh window.
 */
export function createRateLimitRepository(db: Kysely<Database>) {
  return {
    async hit(key: string, windowSeconds: number): Promise<number> {
      const expired = sql<boolean>`rate_limits.window_start <= now() - make_interval(secs => ${windowSeconds})`;
      const row = await db
        .insertInto("rate_limits")
        .values({ key, window_start: sql<Date>`now()`, count: 1 })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet({
            count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
            window_start: sql<Date>`case when ${expired} then now() else rate_limits.window_start end`,
          }),
        )
        .returning("count")
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /** The count in the current window, without counting this look. */
    async count(key: string, windowSeconds: number): Promise<number> {
      const row = await db
        .selectFrom("rate_limits")
        .select("count")
        .where("key", "=", key)
        .where("window_start", ">", sql<Date>`now() - make_interval(secs => ${windowSeconds})`)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** Removes the counter `key` and every counter under `key:` (e.g. one per address). */
    async clear(key: string): Promise<void> {
      await db
        .deleteFrom("rate_limits")
        .where((eb) => eb.or([eb("key", "=", key), eb(sql<boolean>`starts_with(key, ${key + ":"})`, "=", true)]))
        .execute();
    },

    /** Removes every counter whose key contains any of these (an address, a user id). */
    async forget(fragments: readonly string[]): Promise<void> {
      if (fragments.length === 0) return;
      await db
        .deleteFrom("rate_limits")
        .where((eb) => eb.or(fragments.map((f) => eb(eb.fn("strpos", ["key", eb.val(f)]), ">", 0))))
        .execute();
    },

    async purgeOlderThan(seconds: number): Promise<void> {
      await db
        .deleteFrom("rate_limits")
        .where("window_start", "<", sql<Date>`now() - make_interval(secs => ${seconds})`)
        .execute();
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
