import { sql, type Kysely } from "kysely";
import type { Selectable } from "kysely";
import type { Database, DiscoveryCandidatesTable } from "../../db/types.js";
import { DiscoveryLimits } from "#shared/limits";
import { visibleTo } from "../../policy/visibility.js";
import { inTransaction } from "../../db/transaction.js";

const METRES_PER_MILE = 1609.344;

/** A member's row in discovery's projection, as the matching feature writes it. */
export type CandidateRow = Omit<Selectable<DiscoveryCandidatesTable>, "place" | "updated_at">;

/** The searcher's side of the two-way rules, plus the search's own filters. */
export type Prefilter = {
  searcherId: string;
  /** Unverified searchers find only members who take unverified contact (require_age_verification off). */
  searcherAgeVerified: boolean;
  searcherGender: string;
  searcherAge: number;
  /** Genders the searcher wants to see; empty = anyone. */
  wantGenders: readonly string[];
  /** Candidates born in (oldestBirth, youngestBirth] are within the searcher's age range. */
  oldestBirthExclusive: string;
  youngestBirthInclusive: string;
  /** Distance is measured from here (the searcher's zip, or the searched one); null = no distance rule. */
  origin: { lat: number; lon: number } | null;
  radiusMiles: number;
  /** Lower-cased words that must all appear in the candidate's search text. */
  words: readonly string[];
  intent: string | null;
  /** Lower-cased; a candidate shares at least one. */
  interests: readonly string[];
  hasPhoto: boolean;
  cap: number;
};

export type PrefilterRow = Pick<
  CandidateRow,
  | "user_id"
  | "name"
  | "date_of_birth"
  | "city"
  | "avatar_url"
  | "looking_for"
  | "interests"
  | "answers"
  | "shares_location"
  | "priority_until"
  | "own_words"
  | "own_words_prompt"
> & {
  miles: number | null;
};

const COARSE = DiscoveryLimits.coarseMiles;

/** The distance shown for a member who doesn't share their location: to the step, never under it. */
export const coarseMiles = (miles: number) => Math.max(COARSE, Math.floor(miles / COARSE + 0.5) * COARSE);

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Rows read past the cap when walking outwards: when the last of them is farther than the cap-th,
 * everyone tied with the cap-th (the same distance: in practice the same zip) is already there.
 */
const TIE_MARGIN = 20;

/** The prefilter's order: distance, then id in byte order (JavaScript's, and `collate "C"`). */
const nearestThenId = (a: PrefilterRow, b: PrefilterRow) =>
  a.miles! - b.miles! || (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0);

/**
 * How a prefilter query reads: "walk" nearest first straight from the GiST index on (place,
 * gender, date_of_birth, age_min, age_max), stopping after cap + TIE_MARGIN rows, so a dense city
 * costs what a small town does; "tied" everyone at exactly `miles`, lowest ids first; "ids" (no
 * origin, so no distance) by id.
 */
type Read = { kind: "walk" } | { kind: "tied"; miles: number; limit: number } | { kind: "ids" };

/**
 * Step one of the two-step search: everyone who passes both people's rules and the search's
 * filters. The index checks the two-way gender and age rules itself; the visibility policy and
 * the searcher's likes and passes are checked per row read.
 */
function prefilterQuery(db: Kysely<Database>, f: Prefilter, read: Read) {
  // A sub-select, so PostgreSQL computes the point once per query (an InitPlan). Written inline,
  // a prepared statement's generic plan (from the sixth run on) recomputed it for every row,
  // three times, which made a 1,000-row search ~25 ms slower (npm run bench -- discovery).
  const origin = f.origin ? sql`(select ll_to_earth(${f.origin.lat}, ${f.origin.lon}))` : null;
  const miles = origin
    ? sql<number | null>`earth_distance(c.place, ${origin}) / ${METRES_PER_MILE}`
    : sql<number | null>`null`;
  // Within the radius: by the exact distance for members who share their location; by the coarse
  // distance they are shown with for everyone else (the same rounding as coarseMiles), so a
  // search's radius and zip reveal no more than the card does.
  const coarseRadius = Math.max(f.radiusMiles, COARSE);
  const within = sql<boolean>`(case when c.shares_location then ${miles} <= ${f.radiusMiles} else greatest(${COARSE}, floor(${miles} / ${COARSE} + 0.5) * ${COARSE}) <= ${coarseRadius} end)`;
  let q = db
    .selectFrom("discovery_candidates as c")
    .select([
      "c.user_id",
      "c.name",
      "c.date_of_birth",
      "c.city",
      "c.avatar_url",
      "c.looking_for",
      "c.interests",
      "c.answers",
      "c.shares_location",
      "c.priority_until",
      "c.own_words",
      "c.own_words_prompt",
    ])
    .select(miles.as("miles"))
    .where("c.user_id", "<>", f.searcherId)
    // Their gender is one I want (or I want anyone), and mine is one they want. One wanted gender
    // is an index condition. A list would be one too, but GiST takes a list only in a bitmap scan,
    // which reads and sorts the whole circle (a million members: 340 ms instead of 39 ms), so
    // several are checked per row, written as an expression (|| '') that no index matches.
    .where((eb) =>
      f.wantGenders.length === 0
        ? eb.lit(true)
        : f.wantGenders.length === 1
          ? eb("c.gender", "=", f.wantGenders[0]!)
          : sql<boolean>`c.gender || '' in (${sql.join([...f.wantGenders])})`,
    )
    .where(sql<boolean>`(cardinality(c.interested_in) = 0 or ${f.searcherGender} = any(c.interested_in))`)
    // Their age is in my range, and mine in theirs.
    .where("c.date_of_birth", ">", f.oldestBirthExclusive)
    .where("c.date_of_birth", "<=", f.youngestBirthInclusive)
    .where("c.age_min", "<=", f.searcherAge)
    .where("c.age_max", ">=", f.searcherAge)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("likes")
            .select(sql.lit(1).as("one"))
            .where("likes.from_user_id", "=", f.searcherId)
            .whereRef("likes.to_user_id", "=", "c.user_id"),
        ),
      ),
    )
    .where((eb) => visibleTo(f.searcherId, "c.user_id", { viewerAgeVerified: f.searcherAgeVerified })(eb as never));
  for (const word of f.words) q = q.where(sql<boolean>`c.search_text like ${likePattern(word)}`);
  if (f.intent) q = q.where("c.looking_for", "=", f.intent);
  if (f.interests.length > 0) q = q.where(sql<boolean>`c.interests && ${sql.val([...f.interests])}::text[]`);
  if (f.hasPhoto) q = q.where("c.has_photo", "=", true);
  if (!origin || read.kind === "ids") return q.orderBy("c.user_id").limit(f.cap);
  if (read.kind === "tied") {
    // The box only narrows the index scan; a metre more keeps those exactly on its edge inside.
    return q
      .where(sql<boolean>`earth_box(${origin}, ${read.miles * METRES_PER_MILE + 1}) @> c.place`)
      .where(sql<boolean>`${miles} = ${read.miles}`)
      .where(within)
      .orderBy(sql`c.user_id collate "C"`)
      .limit(read.limit);
  }
  // The box reaches as far as a coarse distance can round down from (half a step past the radius).
  const boxMiles = Math.max(f.radiusMiles, coarseRadius + COARSE / 2);
  q = q.where(sql<boolean>`earth_box(${origin}, ${boxMiles * METRES_PER_MILE}) @> c.place`).where(within);
  // The index's own distance alone: a second sort key would make PostgreSQL read and sort the
  // whole circle (at a million members, 10,000 rows and 400 ms for one search in a city).
  return q.orderBy(sql`c.place <-> ${origin}`).limit(f.cap + TIE_MARGIN);
}

/**
 * The prefilter's rows: the nearest `cap`, by (distance, id). The walk reads the nearest
 * cap + TIE_MARGIN by distance; sorted, they are the answer unless people tied with the cap-th
 * run past the last one read. Then everyone nearer than the tie is among them, and one more query
 * reads the tied (same distance) by id. Without an origin, the first `cap` by id.
 */
async function nearestFirst(db: Kysely<Database>, f: Prefilter): Promise<{ rows: PrefilterRow[]; reads: Read[] }> {
  if (!f.origin) return { rows: await prefilterQuery(db, f, { kind: "ids" }).execute(), reads: [{ kind: "ids" }] };
  const walk: Read = { kind: "walk" };
  const near = (await prefilterQuery(db, f, walk).execute()).sort(nearestThenId);
  const edge = near[f.cap - 1]?.miles;
  if (edge == null || near.length < f.cap + TIE_MARGIN || edge < near.at(-1)!.miles!)
    return { rows: near.slice(0, f.cap), reads: [walk] };
  const nearer = near.filter((r) => r.miles! < edge);
  const tied: Read = { kind: "tied", miles: edge, limit: f.cap - nearer.length };
  return { rows: [...nearer, ...(await prefilterQuery(db, f, tied).execute())], reads: [walk, tied] };
}

/** The zip centroid as an earthdistance point, or null without a zip. */
const placeOf = (row: CandidateRow) =>
  row.lat !== null && row.lon !== null ? sql`ll_to_earth(${row.lat}, ${row.lon})` : null;

/** Discovery's projection (discovery_candidates): written from events, read by one indexed query. */
export function createDiscoveryRepository(db: Kysely<Database>) {
  return {
    async upsert(row: CandidateRow): Promise<void> {
      const values = { ...row, place: placeOf(row), updated_at: sql<Date>`now()` };
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
        .values(rows.map((row) => ({ ...row, place: placeOf(row) })))
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
          "interests",
          "answers",
          "search_text",
          "shares_location",
          "priority_until",
          "own_words",
          "own_words_prompt",
        ])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    /** Step one of the two-step search (prefilterQuery and nearestFirst above). */
    async prefilter(f: Prefilter): Promise<PrefilterRow[]> {
      return (await nearestFirst(db, f)).rows;
    },

    /** The plans of the queries that answered, with timings and buffers (npm run bench -- discovery). */
    async explainPrefilter(f: Prefilter): Promise<string> {
      const lines: string[] = [];
      for (const read of (await nearestFirst(db, f)).reads) {
        const plan = await prefilterQuery(db, f, read).explain("text", sql`analyze, buffers`);
        lines.push(
          `-- ${read.kind === "tied" ? `tied at ${read.miles.toFixed(2)} mi, ${read.limit} wanted` : read.kind}`,
          ...plan.map((r) => String(r["QUERY PLAN"])),
        );
      }
      return lines.join("\n");
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
