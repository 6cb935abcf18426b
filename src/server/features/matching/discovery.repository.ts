import { sql, type Kysely } from "kysely";
import type { Selectable } from "kysely";
import type { Database, DiscoveryCandidatesTable } from "../../db/types.js";
import { visibleTo } from "../../policy/visibility.js";

const METRES_PER_MILE = 1609.344;

/** A member's row in discovery's projection, as the matching feature writes it. */
export type CandidateRow = Omit<Selectable<DiscoveryCandidatesTable>, "place" | "updated_at">;

/** The searcher's side of the two-way rules, plus the search's own filters. */
export type Prefilter = {
  searcherId: string;
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

export type PrefilterRow = Pick<CandidateRow, "user_id" | "name" | "date_of_birth" | "city" | "avatar_url" | "looking_for" | "interests" | "answers"> & {
  miles: number | null;
};

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Step one of the two-step search: everyone who passes both people's rules, nearest first,
 * at most `cap` of them. Within a radius the GiST index on `place` answers the box and the
 * order; the visibility policy, and the searcher's likes and passes, are checked per row.
 */
function prefilterQuery(db: Kysely<Database>, f: Prefilter) {
  const origin = f.origin ? sql`ll_to_earth(${f.origin.lat}, ${f.origin.lon})` : null;
  const radius = f.radiusMiles * METRES_PER_MILE;
  let q = db
    .selectFrom("discovery_candidates as c")
    .select(["c.user_id", "c.name", "c.date_of_birth", "c.city", "c.avatar_url", "c.looking_for", "c.interests", "c.answers"])
    .select(origin ? sql<number>`earth_distance(c.place, ${origin}) / ${METRES_PER_MILE}`.as("miles") : sql<null>`null`.as("miles"))
    .where("c.user_id", "<>", f.searcherId)
    // Their gender is one I want (or I want anyone), and mine is one they want.
    .where((eb) => (f.wantGenders.length > 0 ? eb("c.gender", "in", [...f.wantGenders]) : eb.lit(true)))
    .where(sql<boolean>`(cardinality(c.interested_in) = 0 or ${f.searcherGender} = any(c.interested_in))`)
    // Their age is in my range, and mine in theirs.
    .where("c.date_of_birth", ">", f.oldestBirthExclusive)
    .where("c.date_of_birth", "<=", f.youngestBirthInclusive)
    .where("c.age_min", "<=", f.searcherAge)
    .where("c.age_max", ">=", f.searcherAge)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom("likes").select(sql.lit(1).as("one")).where("likes.from_user_id", "=", f.searcherId).whereRef("likes.to_user_id", "=", "c.user_id")),
      ),
    )
    .where((eb) => visibleTo(f.searcherId, "c.user_id")(eb as never));
  if (origin) {
    q = q
      .where(sql<boolean>`earth_box(${origin}, ${radius}) @> c.place`)
      .where(sql<boolean>`earth_distance(c.place, ${origin}) <= ${radius}`)
      .orderBy(sql`c.place <-> ${origin}`);
  }
  for (const word of f.words) q = q.where(sql<boolean>`c.search_text like ${likePattern(word)}`);
  if (f.intent) q = q.where("c.looking_for", "=", f.intent);
  if (f.interests.length > 0) q = q.where(sql<boolean>`c.interests && ${sql.val([...f.interests])}::text[]`);
  if (f.hasPhoto) q = q.where("c.has_photo", "=", true);
  return q.orderBy("c.user_id").limit(f.cap);
}

/** Discovery's projection (discovery_candidates): written from events, read by one indexed query. */
export function createDiscoveryRepository(db: Kysely<Database>) {
  return {
    async upsert(row: CandidateRow): Promise<void> {
      const place = row.lat !== null && row.lon !== null ? sql`ll_to_earth(${row.lat}, ${row.lon})` : null;
      const values = { ...row, place, updated_at: sql<Date>`now()` };
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
        .values(rows.map((row) => ({ ...row, place: row.lat !== null && row.lon !== null ? sql`ll_to_earth(${row.lat}, ${row.lon})` : null })))
        .onConflict((oc) => oc.column("user_id").doNothing())
        .execute();
    },

    async isEmpty(): Promise<boolean> {
      return (await db.selectFrom("discovery_candidates").select("user_id").limit(1).execute()).length === 0;
    },

    async remove(userId: string): Promise<void> {
      await db.deleteFrom("discovery_candidates").where("user_id", "=", userId).execute();
    },

    async find(userId: string): Promise<CandidateRow | undefined> {
      return db.selectFrom("discovery_candidates").select(["user_id", "name", "gender", "interested_in", "date_of_birth", "age_min", "age_max", "distance_preference", "lat", "lon", "city", "looking_for", "avatar_url", "has_photo", "interests", "answers", "search_text"]).where("user_id", "=", userId).executeTakeFirst();
    },

    /** Step one of the two-step search (prefilterQuery above). */
    async prefilter(f: Prefilter): Promise<PrefilterRow[]> {
      return prefilterQuery(db, f).execute();
    },

    /** The prefilter's plan as PostgreSQL runs it, with timings and buffers (npm run bench -- discovery). */
    async explainPrefilter(f: Prefilter): Promise<string> {
      const rows = await prefilterQuery(db, f).explain("text", sql`analyze, buffers`);
      return rows.map((r) => String(r["QUERY PLAN"])).join("\n");
    },
  };
}
export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
