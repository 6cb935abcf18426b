import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";

/** A ranking as kept: the people in order, each with its sort key (percent × 2 + priority). */
export type StoredRanking = {
  token: string;
  /** The search it answers (filters, not the cursor): a page of another search ranks again. */
  queryKey: string;
  ids: readonly string[];
  keys: readonly number[];
  /** Everyone the prefilter passed is in it; else a page past its end ranks again from the cursor. */
  complete: boolean;
};

/** The stretch of a ranking a page reads: `from` (0-based) on, and how long the whole list is. */
export type RankingSlice = { queryKey: string; ids: string[]; keys: number[]; total: number; complete: boolean };

/** Each member's latest discovery ranking (discovery_rankings, migration 0030). */
export function createDiscoveryRankingsRepository(db: Kysely<Database>) {
  return {
    /** Keeps `ranking` as the member's latest, in place of the one before. */
    async save(searcherId: string, r: StoredRanking): Promise<void> {
      const values = {
        searcher_id: searcherId,
        token: r.token,
        query_key: r.queryKey,
        ids: [...r.ids],
        keys: [...r.keys],
        complete: r.complete,
        made_at: sql<Date>`now()`,
      };
      await db
        .insertInto("discovery_rankings")
        .values(values)
        .onConflict((oc) => oc.column("searcher_id").doUpdateSet(values))
        .execute();
    },

    /**
     * Up to `count` entries from `from` of the member's ranking `token`, unless it has been
     * replaced or is older than `maxAgeSeconds`. Only the stretch travels, not the whole list.
     */
    async slice(
      searcherId: string,
      token: string,
      from: number,
      count: number,
      maxAgeSeconds: number,
    ): Promise<RankingSlice | null> {
      // SQL arrays count from 1: entries from+1 … from+count.
      const row = await db
        .selectFrom("discovery_rankings")
        .select([
          "query_key",
          "complete",
          sql<string[]>`ids[${from + 1}:${from + count}]`.as("ids"),
          sql<number[]>`keys[${from + 1}:${from + count}]`.as("keys"),
          sql<number>`cardinality(ids)`.as("total"),
        ])
        .where("searcher_id", "=", searcherId)
        .where("token", "=", token)
        .where("made_at", ">", sql<Date>`now() - make_interval(secs => ${maxAgeSeconds})`)
        .executeTakeFirst();
      return row
        ? { queryKey: row.query_key, ids: row.ids, keys: row.keys, total: row.total, complete: row.complete }
        : null;
    },

    /**
     * Forgets every ranking that lists `userId` (their account is gone): those searchers' next
     * pages rank again from the cursor. A scan, but of a small table and only on a deletion.
     */
    async forgetPerson(userId: string): Promise<void> {
      await db
        .deleteFrom("discovery_rankings")
        .where(sql<boolean>`ids @> array[${userId}]::text[]`)
        .execute();
    },

    /** Forgets rankings older than `maxAgeSeconds` (they are never read again); answers how many. */
    async sweep(maxAgeSeconds: number): Promise<number> {
      const gone = await db
        .deleteFrom("discovery_rankings")
        .where("made_at", "<", sql<Date>`now() - make_interval(secs => ${maxAgeSeconds})`)
        .executeTakeFirst();
      return Number(gone.numDeletedRows);
    },
  };
}
export type DiscoveryRankingsRepository = ReturnType<typeof createDiscoveryRankingsRepository>;
