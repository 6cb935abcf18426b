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
import type { Intent } from "#shared/profiles";
import { DomainError } from "../../platform/errors.js";
import { lookupZip } from "../../geo/zip-centroids.js";
import type { CandidateRow, DiscoveryRepository } from "./discovery.repository.js";
import type { DiscoveryRankingsRepository } from "./discovery-rankings.repository.js";
import type { DiscoverySearchRepository, Prefilter } from "./discovery-search.repository.js";
import { decodeCursor, type Ranker, type Scorer, type ScoredPerson } from "./discovery-ranking.js";
import { createDiscoveryPages, RANKING_MAX_AGE_SECONDS, type Searcher } from "./discovery-pages.js";

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
  /** Their pronouns when they show them, for the card beside their name. */
  pronouns: string | null;
};

type Deps = {
  repo: DiscoveryRepository;
  search: DiscoverySearchRepository;
  rankings: DiscoveryRankingsRepository;
  profileFacts: (userId: string) => Promise<MemberFacts | null>;
  /** Every member's id in order, a page at a time (for the one-time backfill). */
  memberIdsAfter: (afterId: string | null, limit: number) => Promise<string[]>;
  /** Asked of the quiz feature: a member's answers, and the engine bound to the question bank. */
  answersOf: (userId: string) => Promise<{ question_id: number; answer: number; importance: number }[]>;
  scorer: () => Promise<Scorer>;
  ranker: () => Promise<Ranker>;
  /** Of these members, those whose Unlocked Beyond badge shows now (perks feature). */
  badgesAmong: (ids: readonly string[]) => Promise<Set<string>>;
  /** Whether the member holds the Verified mark (verification feature). */
  isVerified: (userId: string) => Promise<boolean>;
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

/** `date` minus whole years, as YYYY-MM-DD (29 February falls back to 28). */
function yearsBefore(date: Date, years: number): string {
  const d = new Date(Date.UTC(date.getUTCFullYear() - years, date.getUTCMonth(), date.getUTCDate()));
  if (d.getUTCMonth() !== date.getUTCMonth()) d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/** Someone with no answers, interests or intent yet. */
const nobody = { answers: [], importance: [], interests: [], looking_for: null, priority_until: null };

const mapAnswers = (answers: readonly (number | null)[], importance: readonly number[]) => {
  const map = new Map<number, number>();
  // Stored as answers[question id] in a 1-based SQL array: index 0 here is question 1.
  answers.forEach((a, i) => a !== null && map.set(i + 1, a));
  return { get: (id: number) => map.get(id), importance: (id: number) => importance[id - 1] ?? undefined };
};

export function createDiscoveryService({
  repo,
  search,
  rankings,
  ranker,
  profileFacts,
  memberIdsAfter,
  answersOf,
  scorer,
  ageVerified,
  sharesLocation,
  priorityUntil,
  unlimitedFilters,
  expandedMatching,
  badgesAmong,
  isVerified,
  now,
}: Deps) {
  // A tier (priority_until) is what includes the deeper quizzes: their answers count while it lasts.
  const personOf = (
    row: Pick<CandidateRow, "answers" | "importance" | "interests" | "looking_for" | "priority_until">,
  ): ScoredPerson => ({
    answers: mapAnswers(row.answers, row.importance),
    interests: row.interests,
    lookingFor: row.looking_for as Intent | null,
    deeper: row.priority_until !== null && new Date(row.priority_until) > now(),
  });
  const searcherOf = (me: CandidateRow): Searcher => ({
    id: me.user_id,
    person: personOf(me),
    interests: me.interests,
  });
  const pages = createDiscoveryPages({ repo, search, rankings, ranker, scorer, badgesAmong });

  /** Rewrites the member's projection row from the owning features (or removes it while incomplete). */
  async function refresh(userId: string): Promise<void> {
    const f = await profileFacts(userId);
    if (!f) return repo.remove(userId);
    const answers: (number | null)[] = [];
    const importance: number[] = [];
    for (const a of await answersOf(userId)) {
      answers[a.question_id - 1] = a.answer;
      importance[a.question_id - 1] = a.importance;
    }
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
      verified: await isVerified(userId),
      interests: [...new Set(f.interests.map((i) => i.trim().toLowerCase()).filter(Boolean))],
      answers: Array.from(answers, (a) => a ?? null),
      // Unanswered questions' places hold the neutral level; only answered ones are read.
      importance: Array.from(importance, (a) => a ?? 1),
      search_text: f.searchText.toLowerCase(),
      own_words: f.ownWords?.text ?? null,
      own_words_prompt: f.ownWords?.prompt ?? null,
      pronouns: f.pronouns,
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
      verifiedOnly: query.verified === "true",
      today,
      cap,
    };
  }

  return {
    refresh,

    /** Unlocked Mode chosen or given up: whether the policy may skip its look-ups for them follows. */
    relist: (userId: string) => repo.relist(userId),

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
     * the nearest `prefilterCap`, then the compatibility engine's score over that set, ranked once
     * and kept (discovery-pages.ts): the next pages read the kept ranking instead of ranking the
     * city again, so a like or pass never shifts them. Deterministic, so when the kept ranking is
     * gone, a new one continues from the cursor's own sort key without repeats or gaps.
     */
    async discover(userId: string, query: DiscoveryQuery): Promise<DiscoveryResponse> {
      // Free members combine at most the free number of filters; Plus and Beyond any number.
      if (chosenFilters(query).length > DiscoveryLimits.freeFilters && !(await unlimitedFilters(userId))) {
        throw new DomainError("forbidden", ErrorCodes.forbidden, DiscoveryText.filtersOverLimit);
      }
      const cursor = query.cursor ? decodeCursor(query.cursor) : null;
      const me = await repo.find(userId);
      if (!me) return { status: "profile_incomplete", candidates: [], next_cursor: null };
      const [filter, expanded] = await Promise.all([
        prefilterFor(me, query, now(), DiscoveryLimits.prefilterCap),
        expandedMatching(userId),
      ]);
      return pages.page(searcherOf(me), filter, cursor, expanded);
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
     * These people as the viewer's discovery cards (score, reasons, distance), in the order given:
     * "Likes you" shows the people waiting for an answer the way discovery shows everyone else.
     */
    async cardsOf(viewerId: string, ids: readonly string[]): Promise<Candidate[]> {
      if (ids.length === 0) return [];
      const [me, verified] = await Promise.all([repo.find(viewerId), ageVerified(viewerId)]);
      // A member whose own profile is not in discovery (incomplete) is scored as someone new.
      const searcher = me ? searcherOf(me) : { id: viewerId, person: personOf(nobody), interests: [] };
      const origin = me?.lat != null && me.lon != null ? { lat: me.lat, lon: me.lon } : null;
      return pages.chosen(searcher, { ageVerified: verified, origin }, ids, now());
    },

    /**
     * The nearby matches widget (part 2 §2): the closest few who pass both people's rules
     * within the member's distance_preference, closest first. Without a zip: `no_location`.
     */
    async nearby(userId: string): Promise<DiscoveryResponse> {
      const me = await repo.find(userId);
      if (!me) return { status: "profile_incomplete", candidates: [], next_cursor: null };
      if (me.lat === null) return { status: "no_location", candidates: [], next_cursor: null };
      const filter = await prefilterFor(me, {}, now(), DiscoveryLimits.nearbyCount);
      return { status: "ok", candidates: await pages.nearest(searcherOf(me), filter), next_cursor: null };
    },

    /** Forgets kept rankings nobody can read any more (matching's sweep job). */
    sweepRankings: () => rankings.sweep(RANKING_MAX_AGE_SECONDS),

    /** A deleted account leaves no trace in anyone's kept ranking. */
    forgetPerson: (userId: string) => rankings.forgetPerson(userId),
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
