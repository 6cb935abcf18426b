import { sql, type Kysely } from "kysely";
import type { Selectable } from "kysely";
import type { Database, DiscoveryCandidatesTable } from "../../db/types.js";
import { inTransaction } from "../../db/transaction.js";
import { listedNow } from "../../policy/visibility.js";

/** A member's row in discovery's projection, as the matching feature writes it. */
export type CandidateRow = Omit<
  Selectable<DiscoveryCandidatesTable>,
  "place" | "updated_at" | "wants_man" | "wants_woman" | "wants_non_binary" | "wants_prefer_not_to_say" | "listed"
>;

/** The zip centroid as an earthdistance point, or null without a zip. */
const placeOf = (row: CandidateRow) =>
  row.lat !== null && row.lon !== null ? sql`ll_to_earth(${row.lat}, ${row.lon})` : null;

/** Discovery's projection (discovery_candidates): written from events; searched in discovery-search.repository.ts. */
export function createDiscoveryRepository(db: Kysely<Database>) {
  return {
    // Every write reads `listed` afresh from the policy (visibility.ts, listedNow): the searches
    // skip two look-ups per row for members it marks, so no row may keep an old true.
    async upsert(row: CandidateRow): Promise<void> {
      const values = { ...row, place: placeOf(row), listed: listedNow(row.user_id), updated_at: sql<Date>`now()` };
      await db
        .insertInto("discovery_candidates")
        .values(values)
        .onConflict((oc) => oc.column("user_id").doUpdateSet(values))
        .execute();
    },

    /** Many rows in one statement (the seed script); same columns as upsert. */
    async upsertMany(rows: readonly CandidateRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto("discovery_candidates")
        .values(rows.map((row) => ({ ...row, place: placeOf(row), listed: listedNow(row.user_id) })))
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
    },

    async isEmpty(): Promise<boolean> {
      return (await db.selectFrom("discovery_candidates").select("user_id").limit(1).execute()).length === 0;
    },

    /** Of `candidateIds`, those already shown to the viewer in discovery. */
    async seenAmong(viewerId: string, candidateIds: readonly string[]): Promise<Set<string>> {
      if (candidateIds.length === 0) return new Set();
      const rows = await db
        .selectFrom("discovery_seen")
        .select("candidate_id")
        .where("viewer_id", "=", viewerId)
        .where("candidate_id", "in", candidateIds)
        .execute();
      return new Set(rows.map((r) => r.candidate_id));
    },

    /**
     * Admits as many of `wanted` (new people, best first) as the day's allowance still allows and
     * records them as seen, under a lock on the member's row for the day: concurrent searches
     * queue there, so together they never admit more than `cap`. Answers those admitted.
     */
    async admitNew(viewerId: string, day: string, wanted: readonly string[], cap: number): Promise<string[]> {
      if (wanted.length === 0) return [];
      return inTransaction(db, async (trx) => {
        await trx
          .insertInto("discovery_allowance")
          .values({ user_id: viewerId, day, shown: 0 })
          .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
          .execute();
        const { shown } = await trx
          .selectFrom("discovery_allowance")
          .select("shown")
          .where("user_id", "=", viewerId)
          .where("day", "=", day)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const admitted = wanted.slice(0, Math.max(0, cap - shown));
        if (admitted.length === 0) return [];
        // A search that ran meanwhile may have shown some already: only the rows written count.
        const written = await trx
          .insertInto("discovery_seen")
          .values(admitted.map((candidate_id) => ({ viewer_id: viewerId, candidate_id, first_day: day })))
          .onConflict((oc) => oc.columns(["viewer_id", "candidate_id"]).doNothing())
          .returning("candidate_id")
          .execute();
        await trx
          .updateTable("discovery_allowance")
          .set({ shown: shown + written.length })
          .where("user_id", "=", viewerId)
          .where("day", "=", day)
          .execute();
        return admitted;
      });
    },

    /** Only the priority (a plan bought, cancelled or granted): nothing else of the row changes. */
    async setPriorityUntil(userId: string, until: Date | null): Promise<void> {
      await db
        .updateTable("discovery_candidates")
        .set({ priority_until: until })
        .where("user_id", "=", userId)
        .execute();
    },

    /** Only `listed` (Unlocked Mode chosen or given up): nothing else of the row changes. */
    async relist(userId: string): Promise<void> {
      await db
        .updateTable("discovery_candidates")
        .set({ listed: listedNow(userId) })
        .where("user_id", "=", userId)
        .execute();
    },

    async remove(userId: string): Promise<void> {
      await db.deleteFrom("discovery_candidates").where("user_id", "=", userId).execute();
    },

    async find(userId: string): Promise<CandidateRow | undefined> {
      return db
        .selectFrom("discovery_candidates")
        .select([
          "user_id",
          "name",
          "gender",
          "interested_in",
          "date_of_birth",
          "age_min",
          "age_max",
          "distance_preference",
          "lat",
          "lon",
          "city",
          "looking_for",
          "avatar_url",
          "has_photo",
          "verified",
          "interests",
          "answers",
          "importance",
          "search_text",
          "shares_location",
          "priority_until",
          "own_words",
          "own_words_prompt",
          "pronouns",
        ])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
