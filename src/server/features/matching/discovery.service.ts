import { ageOn } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import { DiscoveryLimits } from "#shared/limits";
import {
  chosenFilters,
  type Candidate,
  type DiscoveryQuery,
  type DiscoveryResponse,
  type GenderPreference,
} from "#shared/matching";
import { DiscoveryText } from "#shared/messages";
import { isPromptId, type Intent } from "#shared/profiles";
import { DomainError } from "../../platform/errors.js";
import { coarseMiles } from "./discovery.repository.js";
import { lookupZip } from "../../platform/geo/zip-centroids.js";
import type { CandidateRow, DiscoveryRepository, Prefilter, PrefilterRow } from "./discovery.repository.js";

/** What discovery needs to know of a member, asked of the profiles feature. */
export type MemberFacts = {
  name: string;
  gender: string;
  interestedIn: string[];
  dateOfBirth: string;
  ageMin: number;
  ageMax: number;
  distancePreference: number;
  place: { lat: number; lon: number } | null;
  city: string | null;
  lookingFor: Intent | null;
  avatarUrl: string | null;
  hasPhoto: boolean;
  interests: string[];
  /** The line a card quotes: the first prompt's answer (and its prompt), else the bio. */
  ownWords: { prompt: string | null; text: string } | null;
  searchText: string;
};

/** One side of a pair, as the quiz feature's compatibility engine reads it. */
export type ScoredPerson = {
  answers: ReadonlyMap<number, number>;
  interests: readonly string[];
  lookingFor: Intent | null;
};
export type Scorer = (a: ScoredPerson, b: ScoredPerson) => { percent: number; reasons: string[] };

type Deps = {
  repo: DiscoveryRepository;
  profileFacts: (userId: string) => Promise<MemberFacts | null>;
  /** Every member's id in order, a page at a time (for the one-time backfill). */
  memberIdsAfter: (afterId: string | null, limit: number) => Promise<string[]>;
  /** Asked of the quiz feature: a member's answers, and the engine bound to the question bank. */
  answersOf: (userId: string) => Promise<{ question_id: number; answer: number }[]>;
  scorer: () => Promise<Scorer>;
  /** Whether the server confirmed the member is 18+ (auth feature). */
  ageVerified: (userId: string) => Promise<boolean>;
  /** The member's location_sharing_enabled (safety feature). */
  sharesLocation: (userId: string) => Promise<boolean>;
  /** Until when the member's plan ranks them first among equals; null without one (subscriptions). */
  priorityUntil: (userId: string) => Promise<Date | null>;
  /** Whether the member may combine more than the free number of filters (subscriptions). */
  unlimitedFilters: (userId: string) => Promise<boolean>;
  /** Whether the member meets new people without a daily allowance (Plus, Beyond; subscriptions). */
  expandedMatching: (userId: string) => Promise<boolean>;
  now: () => Date;
};

const genderOf: Record<Exclude<GenderPreference, "all">, string> = {
  men: "man",
  women: "woman",
  "non-binary": "non-binary",
};

/** The cursor is the last candidate shown: its score, priority (1 or 0) and id (the ranking's order). */
type Cursor = { percent: number; priority: number; id: string };
const encodeCursor = (c: Cursor) => Buffer.from(`${c.percent}:${c.priority}:${c.id}`).toString("base64url");
function decodeCursor(text: string): Cursor {
  const match = Buffer.from(text, "base64url")
    .toString()
    .match(/^(\d{1,3}):([01]):(.{1,100})$/s);
  if (!match)
    throw new DomainError("invalid", ErrorCodes.validation, DiscoveryText.badCursor, {
      cursor: DiscoveryText.badCursor,
    });
  return { percent: Number(match[1]), priority: Number(match[2]), id: match[3]! };
}
/**
 * Ranked order: higher score first; among equal scores, members with priority matching (Plus,
 * Beyond) first; then id, so every candidate has one place.
 */
const order = (a: Cursor, b: Cursor) =>
  b.percent - a.percent || b.priority - a.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const before = (a: Cursor, b: Cursor) => order(a, b) < 0;

/** `date` minus whole years, as YYYY-MM-DD (29 February falls back to 28). */
function yearsBefore(date: Date, years: number): string {
  const d = new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate()));
  if (d.getUTCMonth() !== date.getUTCMonth()) d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

const toAnswers = (answers: readonly (number | null)[]) => {
  const map = new Map<number, number>();
  // Stored as answers[question id] in a 1-based SQL array: index 0 here is question 1.
  answers.forEach((a, i) => a !== null && map.set(i + 1, a));
  return map;
};

export function createDiscoveryService({
  repo,
  profileFacts,
  memberIdsAfter,
  answersOf,
  scorer,
  ageVerified,
  sharesLocation,
  priorityUntil,
  unlimitedFilters,
  expandedMatching,
  now,
}: Deps) {
  const personOf = (row: Pick<CandidateRow, "answers" | "interests" | "looking_for">): ScoredPerson => ({
    answers: toAnswers(row.answers),
    interests: row.interests,
    lookingFor: row.looking_for as Intent | null,
  });

  /** Rewrites the member's projection row from the owning features (or removes it while incomplete). */
  async function refresh(userId: string): Promise<void> {
    const f = await profileFacts(userId);
    if (!f) return repo.remove(userId);
    const answers: (number | null)[] = [];
    for (const a of await answersOf(userId)) answers[a.question_id - 1] = a.answer;
    await repo.upsert({
      user_id: userId,
      name: f.name,
      gender: f.gender,
      interested_in: f.interestedIn,
      date_of_birth: f.dateOfBirth,
      age_min: f.ageMin,
      age_max: f.ageMax,
      distance_preference: f.distancePreference,
      lat: f.place?.lat ?? null,
      lon: f.place?.lon ?? null,
      city: f.city,
      looking_for: f.lookingFor,
      avatar_url: f.avatarUrl,
      has_photo: f.hasPhoto,
      interests: [...new Set(f.interests.map((i) => i.trim().toLowerCase()).filter(Boolean))],
      answers: Array.from(answers, (a) => a ?? null),
      search_text: f.searchText.toLowerCase(),
      own_words: f.ownWords?.text ?? null,
      own_words_prompt: f.ownWords?.prompt ?? null,
      shares_location: await sharesLocation(userId),
      priority_until: await priorityUntil(userId),
    });
  }

  /** Both people's rules for `me`, narrowed by the search's own filters. */
  async function prefilterFor(me: CandidateRow, query: DiscoveryQuery, today: Date, cap: number): Promise<Prefilter> {
    let origin = me.lat !== null && me.lon !== null ? { lat: me.lat, lon: me.lon } : null;
    if (query.zip) {
      const place = await lookupZip(query.zip);
      if (!place)
        throw new DomainError("invalid", ErrorCodes.validation, DiscoveryText.zipUnknown, {
          zip: DiscoveryText.zipUnknown,
        });
      origin = { lat: place.lat, lon: place.lon };
    }
    const ageMin = query.age_min ?? me.age_min;
    const ageMax = Math.max(ageMin, query.age_max ?? me.age_max);
    return {
      searcherId: me.user_id,
      searcherAgeVerified: await ageVerified(me.user_id),
      searcherGender: me.gender,
      searcherAge: ageOn(me.date_of_birth, today),
      // A chosen preference replaces the member's own for this search; "all" is everyone.
      wantGenders: !query.preference
        ? me.interested_in
        : query.preference === "all"
          ? []
          : [genderOf[query.preference]],
      oldestBirthExclusive: yearsBefore(today, ageMax + 1),
      youngestBirthInclusive: yearsBefore(today, ageMin),
      origin,
      radiusMiles: query.distance ?? me.distance_preference,
      words: (query.search ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5),
      intent: query.intent ?? null,
      interests: (query.interests ?? "")
        .split(",")
        .map((i) => i.trim().toLowerCase())
        .filter(Boolean)
        .slice(0, 10),
      hasPhoto: query.has_photo === "true",
      cap,
    };
  }

  /**
   * A free member's page (expanded matching is Plus and Beyond): people already shown to them
   * always; new people while the day's allowance lasts, admitted atomically. Once it is used up
   * the page fills with people already met, further down the ranking.
   */
  async function withinAllowance<T extends { row: { user_id: string } }>(
    userId: string,
    rest: readonly T[],
    today: Date,
  ) {
    const size = DiscoveryLimits.pageSize;
    const seen = await repo.seenAmong(
      userId,
      rest.map((r) => r.row.user_id),
    );
    const wanted = rest
      .slice(0, size)
      .filter((r) => !seen.has(r.row.user_id))
      .map((r) => r.row.user_id);
    const admitted = new Set(
      await repo.admitNew(userId, today.toISOString().slice(0, 10), wanted, DiscoveryLimits.freeNewPerDay),
    );
    const limitReached = admitted.size < wanted.length;
    const page: T[] = [];
    let i = 0;
    for (; i < rest.length && page.length < size; i += 1) {
      const id = rest[i]!.row.user_id;
      if (seen.has(id) || admitted.has(id)) page.push(rest[i]!);
    }
    const more = limitReached ? rest.slice(i).some((r) => seen.has(r.row.user_id)) : i < rest.length;
    return { page, more, limitReached };
  }

  return {
    refresh,

    /** A plan changed: only the member's priority in the ranking follows. */
    async refreshPriority(userId: string): Promise<void> {
      await repo.setPriorityUntil(userId, await priorityUntil(userId));
    },

    /**
     * Fills an empty projection from the owning features: a database from before discovery
     * existed (or restored without it) has members but no rows. A no-op once any row exists.
     */
    async backfillIfEmpty(): Promise<number> {
      if (!(await repo.isEmpty())) return 0;
      let count = 0;
      for (let after: string | null = null; ;) {
        const ids = await memberIdsAfter(after, 500);
        for (const id of ids) await refresh(id);
        count += ids.length;
        if (ids.length < 500) return count;
        after = ids.at(-1)!;
      }
    },

    /**
     * Candidates for the member, best first: both people's rules in one indexed query capped at
     * the nearest `prefilterCap`, then the compatibility engine's exact score over that set.
     * Deterministic, so a cursor (the last score and id shown) pages without repeats or gaps.
     */
    async discover(userId: string, query: DiscoveryQuery): Promise<DiscoveryResponse> {
      // Free members combine at most the free number of filters; Plus and Beyond any number.
      if (chosenFilters(query).length > DiscoveryLimits.freeFilters && !(await unlimitedFilters(userId))) {
        throw new DomainError("forbidden", ErrorCodes.forbidden, DiscoveryText.filtersOverLimit);
      }
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      const me = await repo.find(userId);
      if (!me) return { status: "profile_incomplete", candidates: [], next_cursor: null };
      const today = now();
      const rows = await repo.prefilter(await prefilterFor(me, query, today, DiscoveryLimits.prefilterCap));

      const score = await scorer();
      const mine = personOf(me);
      const ranked = rows
        .map((row) => {
          const s = score(mine, personOf(row));
          const priority = row.priority_until !== null && row.priority_until > today ? 1 : 0;
          return { row, score: s, at: { percent: s.percent, priority, id: row.user_id } };
        })
        .sort((a, b) => order(a.at, b.at));
      const start = cursor ? ranked.findIndex((r) => before(cursor, r.at)) : 0;
      const rest = start < 0 ? [] : ranked.slice(start);
      const { page, more, limitReached } = (await expandedMatching(userId))
        ? {
            page: rest.slice(0, DiscoveryLimits.pageSize),
            more: rest.length > DiscoveryLimits.pageSize,
            limitReached: false,
          }
        : await withinAllowance(userId, rest, today);
      const last = page.at(-1);
      return {
        status: "ok",
        candidates: page.map(({ row, score }) => toCandidate(row, score, today, me.interests)),
        next_cursor: more && last ? encodeCursor(last.at) : null,
        ...(limitReached ? { daily_limit_reached: true } : {}),
      };
    },

    /**
     * The two people's compatibility with every reason (a profile page), from discovery's own
     * rows; null while either profile is too incomplete to be in discovery.
     */
    async compatibilityWith(viewerId: string, otherId: string): Promise<{ percent: number; reasons: string[] } | null> {
      const [me, them] = await Promise.all([repo.find(viewerId), repo.find(otherId)]);
      if (!me || !them) return null;
      return (await scorer())(personOf(me), personOf(them));
    },

    /**
     * The nearby matches widget (part 2 §2): the closest few who pass both people's rules
     * within the member's distance_preference, closest first. Without a zip: `no_location`.
     */
    async nearby(userId: string): Promise<DiscoveryResponse> {
      const me = await repo.find(userId);
      if (!me) return { status: "profile_incomplete", candidates: [], next_cursor: null };
      if (me.lat === null) return { status: "no_location", candidates: [], next_cursor: null };
      const today = now();
      const rows = await repo.prefilter(await prefilterFor(me, {}, today, DiscoveryLimits.nearbyCount));
      const score = await scorer();
      const mine = personOf(me);
      return {
        status: "ok",
        candidates: rows.map((row) => toCandidate(row, score(mine, personOf(row)), today, me.interests)),
        next_cursor: null,
      };
    },
  };
}

function toCandidate(
  row: PrefilterRow,
  score: { percent: number; reasons: string[] },
  today: Date,
  mine: readonly string[],
): Candidate {
  const prompt = row.own_words_prompt;
  return {
    id: row.user_id,
    name: row.name,
    age: ageOn(row.date_of_birth, today),
    city: row.city,
    avatar_url: row.avatar_url,
    // Coarse (to 5 miles, never under 5) unless the member shares their location: centroid
    // distances to whole miles, asked from a few chosen zips, would otherwise give their zip away.
    distance_miles: row.miles === null ? null : row.shares_location ? Math.round(row.miles) : coarseMiles(row.miles),
    distance_rounded: !row.shares_location,
    compatibility: { percent: score.percent, reasons: score.reasons },
    own_words: row.own_words
      ? { prompt: prompt !== null && isPromptId(prompt) ? prompt : null, text: row.own_words }
      : null,
    interests: row.interests,
    shared_interests: row.interests.filter((i) => mine.includes(i)),
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
