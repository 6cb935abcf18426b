import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { DiscoveryLimits } from "#shared/limits";
import { RENEWAL_GRACE_HOURS } from "#shared/plans";
import type { Gender } from "#shared/profiles";
import type { Database } from "../../db/types.js";
import { visibleTo } from "../../policy/visibility.js";

const METRES_PER_MILE = 1609.344;
const COARSE = DiscoveryLimits.coarseMiles;

/** The distance shown for a member who doesn't share their location: to the step, never under it. */
export const coarseMiles = (miles: number) => Math.max(COARSE, Math.floor(miles / COARSE + 0.5) * COARSE);

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
  /** Only members with the Verified mark. */
  verifiedOnly: boolean;
  /** Priority matching counts while priority_until is after this. */
  today: Date;
  cap: number;
};

/**
 * What ranking needs of each of the nearest thousand, and no more: the cards' own columns are read
 * for the twelve shown (cardsFor). Answers come as one digit per question ('-' unanswered) and
 * interests as JSON: parsing a thousand smallint[] and text[] literals in JavaScript cost more
 * than the query itself (npm run bench -- discovery).
 */
export type RankRow = {
  user_id: string;
  miles: number | null;
  priority: boolean;
  /** Shows a photo: ranked before those who do not (discovery-ranking.ts). */
  photo: boolean;
  looking_for: string | null;
  answers: string;
  importance: string;
  interests: string[];
};

/** A card's row: one of the people on the page. */
export type CardRow = {
  user_id: string;
  name: string;
  date_of_birth: string;
  city: string | null;
  avatar_url: string | null;
  looking_for: string | null;
  answers: string;
  importance: string;
  interests: string[];
  shares_location: boolean;
  own_words: string | null;
  own_words_prompt: string | null;
  pronouns: string | null;
  verified: boolean;
  miles: number | null;
  /** Holds a tier now (priority matching, and the deeper quizzes' answers count). */
  priority: boolean;
  /**
   * Held a tier within the renewal grace: the only members whose Beyond badge may show, so the
   * badge look-up is asked of them alone (most pages have none, and skip it).
   */
  may_have_badge: boolean;
};

/** The generated column that says a candidate wants the searcher's gender (or anyone). */
const wantsColumn: Record<Gender, string> = {
  man: "wants_man",
  woman: "wants_woman",
  "non-binary": "wants_non_binary",
  "prefer-not-to-say": "wants_prefer_not_to_say",
};

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const answerDigits = sql<string>`array_to_string(c.answers, '', '-')`.as("answers");
const importanceDigits = sql<string>`array_to_string(c.importance, '', '-')`.as("importance");
const interestsJson = sql<string[]>`to_json(c.interests)`.as("interests");

/**
 * Rows read past the cap when walking outwards: when the last of them is farther than the cap-th,
 * everyone tied with the cap-th (the same distance: in practice the same zip) is already there.
 */
const TIE_MARGIN = 20;

/** The prefilter's order: distance, then id in byte order (JavaScript's, and `collate "C"`). */
const nearestThenId = (a: RankRow, b: RankRow) =>
  a.miles! - b.miles! || (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0);

/**
 * How a prefilter query reads: "walk" nearest first straight from the GiST index on (place,
 * gender, date_of_birth, age_min, age_max), stopping after cap + TIE_MARGIN rows, so a dense city
 * costs what a small town does; "tied" everyone at exactly `miles`, lowest ids first; "ids" (no
 * origin, so no distance) by id.
 */
type Read =
  { kind: "walk" } | { kind: "tied"; miles: number; at: { lat: number; lon: number }; limit: number } | { kind: "ids" };

/** The origin as an earthdistance point, computed once per query (see prefilterQuery). */
const pointOf = (origin: { lat: number; lon: number }) => sql`(select ll_to_earth(${origin.lat}, ${origin.lon}))`;
const milesFrom = (origin: Expression<unknown> | null) =>
  origin ? sql<number | null>`earth_distance(c.place, ${origin}) / ${METRES_PER_MILE}` : sql<number | null>`null`;

/** The rules every row shown must still pass: not the searcher, visible to them, not liked or passed. */
function stillShowable(searcherId: string, searcherAgeVerified: boolean) {
  return (eb: ExpressionBuilder<Database & { c: Database["discovery_candidates"] }, "c">): Expression<SqlBool> =>
    eb.and([
      eb("c.user_id", "<>", searcherId),
      // The searcher's likes and passes as one set, built once per query and probed by hash (as
      // an anti-join, a generic plan re-read them for every row).
      eb(
        "c.user_id",
        "not in",
        eb.selectFrom("likes").select("likes.to_user_id").where("likes.from_user_id", "=", searcherId),
      ),
      visibleTo(searcherId, "c.user_id", {
        viewerAgeVerified: searcherAgeVerified,
        listed: sql.ref<boolean>("c.listed"),
      })(eb as never),
    ]);
}

/**
 * Step one of the two-step search: everyone who passes both people's rules and the search's
 * filters. The index checks the two-way gender and age rules itself; the visibility policy and
 * the searcher's likes and passes are checked per row read.
 */
function prefilterQuery(db: Kysely<Database>, f: Prefilter, read: Read) {
  // A sub-select, so PostgreSQL computes the point once per query (an InitPlan). Written inline,
  // a prepared statement's generic plan (from the sixth run on) recomputed it for every row,
  // three times, which made a 1,000-row search ~25 ms slower (npm run bench -- discovery).
  const origin = f.origin ? pointOf(f.origin) : null;
  const miles = milesFrom(origin);
  // Within the radius: by the exact distance for members who share their location; by the coarse
  // distance they are shown with for everyone else (the same rounding as coarseMiles), so a
  // search's radius and zip reveal no more than the card does.
  const coarseRadius = Math.max(f.radiusMiles, COARSE);
  const within = sql<boolean>`(case when c.shares_location then ${miles} <= ${f.radiusMiles} else greatest(${COARSE}, floor(${miles} / ${COARSE} + 0.5) * ${COARSE}) <= ${coarseRadius} end)`;
  let q = db
    .selectFrom("discovery_candidates as c")
    .select(["c.user_id", "c.looking_for", "c.has_photo as photo", answerDigits, importanceDigits, interestsJson])
    .select(sql<boolean>`coalesce(c.priority_until > ${f.today}, false)`.as("priority"))
    .select(miles.as("miles"))
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
    // Mine is one they want: an index condition on the generated column for my gender (migration 0031).
    .where(
      sql<boolean>`${sql.ref(`c.${wantsColumn[f.searcherGender as Gender] ?? "wants_prefer_not_to_say"}`)} = 1::smallint`,
    )
    // Their age is in my range, and mine in theirs.
    .where("c.date_of_birth", ">", f.oldestBirthExclusive)
    .where("c.date_of_birth", "<=", f.youngestBirthInclusive)
    .where("c.age_min", "<=", f.searcherAge)
    .where("c.age_max", ">=", f.searcherAge)
    .where(stillShowable(f.searcherId, f.searcherAgeVerified));
  for (const word of f.words) q = q.where(sql<boolean>`c.search_text like ${likePattern(word)}`);
  if (f.intent) q = q.where("c.looking_for", "=", f.intent);
  if (f.interests.length > 0) q = q.where(sql<boolean>`c.interests && ${sql.val([...f.interests])}::text[]`);
  if (f.hasPhoto) q = q.where("c.has_photo", "=", true);
  if (f.verifiedOnly) q = q.where("c.verified", "=", true);
  if (!origin || read.kind === "ids") return q.orderBy("c.user_id").limit(f.cap);
  if (read.kind === "tied") {
    // People tied at one distance share a zip centroid: a box of a metre around the edge person's
    // reads only them, where a box out to the edge read the whole disc again (up to 45 ms at a
    // million members). A different centroid at the very same distance is not looked for.
    return q
      .where(sql<boolean>`earth_box(${pointOf(read.at)}, 1) @> c.place`)
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
 * reads the tied (the same distance: the cap-th person's zip centroid) by id. Without an origin, the first `cap` by id.
 */
async function nearestFirst(db: Kysely<Database>, f: Prefilter): Promise<{ rows: RankRow[]; reads: Read[] }> {
  if (!f.origin) return { rows: await prefilterQuery(db, f, { kind: "ids" }).execute(), reads: [{ kind: "ids" }] };
  const walk: Read = { kind: "walk" };
  const near = (await prefilterQuery(db, f, walk).execute()).sort(nearestThenId);
  const edge = near[f.cap - 1]?.miles;
  if (edge == null || near.length < f.cap + TIE_MARGIN || edge < near.at(-1)!.miles!)
    return { rows: near.slice(0, f.cap), reads: [walk] };
  const nearer = near.filter((r) => r.miles! < edge);
  const at = await db
    .selectFrom("discovery_candidates")
    .select(["lat", "lon"])
    .where("user_id", "=", near[f.cap - 1]!.user_id)
    .executeTakeFirst();
  // Gone since the walk (deleted or moved): the walk's own order is the answer.
  if (at?.lat == null || at.lon == null) return { rows: near.slice(0, f.cap), reads: [walk] };
  const tied: Read = { kind: "tied", miles: edge, at: { lat: at.lat, lon: at.lon }, limit: f.cap - nearer.length };
  return { rows: [...nearer, ...(await prefilterQuery(db, f, tied).execute())], reads: [walk, tied] };
}

/** Discovery's two reads: the prefilter a ranking is made from, and the cards of the people shown. */
export function createDiscoverySearchRepository(db: Kysely<Database>) {
  return {
    /** Step one of the two-step search (prefilterQuery and nearestFirst above). */
    async prefilter(f: Prefilter): Promise<RankRow[]> {
      return (await nearestFirst(db, f)).rows;
    },

    /**
     * The cards of `ids` that may still be shown to the searcher (a ranking is kept a while: since
     * it was made, someone may have been liked in another tab, blocked, or hidden), in no order.
     */
    async cardsFor(
      searcher: { id: string; ageVerified: boolean; origin: { lat: number; lon: number } | null },
      ids: readonly string[],
      today: Date,
    ): Promise<CardRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom("discovery_candidates as c")
        .select([
          "c.user_id",
          "c.name",
          "c.date_of_birth",
          "c.city",
          "c.avatar_url",
          "c.looking_for",
          answerDigits,
          importanceDigits,
          interestsJson,
          "c.shares_location",
          "c.own_words",
          "c.own_words_prompt",
          "c.pronouns",
          "c.verified",
        ])
        .select(milesFrom(searcher.origin ? pointOf(searcher.origin) : null).as("miles"))
        .select(sql<boolean>`coalesce(c.priority_until > ${today}, false)`.as("priority"))
        .select(
          sql<boolean>`coalesce(c.priority_until > ${new Date(today.getTime() - RENEWAL_GRACE_HOURS * 3_600_000)}, false)`.as(
            "may_have_badge",
          ),
        )
        .where("c.user_id", "in", ids)
        .where(stillShowable(searcher.id, searcher.ageVerified))
        .execute();
    },

    /** The plans of the queries that answered, with timings and buffers (performance work). */
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
export type DiscoverySearchRepository = ReturnType<typeof createDiscoverySearchRepository>;
