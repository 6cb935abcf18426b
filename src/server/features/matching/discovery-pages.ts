import { ageOn } from "#shared/auth";
import { DiscoveryLimits } from "#shared/limits";
import type { Candidate, DiscoveryResponse } from "#shared/matching";
import { isPromptId, type Intent } from "#shared/profiles";
import type { DiscoveryRepository } from "./discovery.repository.js";
import { withinAllowance } from "./discovery-allowance.js";
import type { DiscoveryRankingsRepository } from "./discovery-rankings.repository.js";
import {
  before,
  digitAnswers,
  encodeCursor,
  entryOf,
  keyOf,
  newToken,
  order,
  queryKeyOf,
  type Cursor,
  type Entry,
  type Ranker,
  type Scorer,
  type ScoredPerson,
} from "./discovery-ranking.js";
import {
  coarseMiles,
  type CardRow,
  type DiscoverySearchRepository,
  type Prefilter,
  type RankRow,
} from "./discovery-search.repository.js";

/** A kept ranking is read for this long after it was made; a page after that ranks again. */
export const RANKING_MAX_AGE_SECONDS = DiscoveryLimits.rankingKeptMinutes * 60;

/** The searcher, as a page needs them. */
export type Searcher = { id: string; person: ScoredPerson; interests: readonly string[] };

type Deps = {
  repo: Pick<DiscoveryRepository, "seenAmong" | "admitNew">;
  search: DiscoverySearchRepository;
  rankings: DiscoveryRankingsRepository;
  ranker: () => Promise<Ranker>;
  scorer: () => Promise<Scorer>;
  /** Of these members, those whose Unlocked Beyond badge shows now (perks feature). */
  badgesAmong: (ids: readonly string[]) => Promise<Set<string>>;
};

/** Where a page reads: the kept ranking's token, how far into it `entries` start, and what follows. */
type Source = { token: string; position: number; total: number; complete: boolean; entries: Entry[] };

/** `priority`: the candidate holds a tier now, which includes the deeper quizzes (their answers count). */
const personOf = (
  row: Pick<RankRow, "answers" | "importance" | "interests" | "looking_for" | "priority">,
): ScoredPerson => ({
  answers: digitAnswers(row.answers, row.importance),
  interests: row.interests,
  lookingFor: row.looking_for as Intent | null,
  deeper: row.priority,
});

/** Discovery's pages: ranking once, keeping the ranking, and reading pages and cards from it. */
export function createDiscoveryPages({ repo, search, rankings, ranker, scorer, badgesAmong }: Deps) {
  /** Ranks everyone the prefilter passes and keeps the best (from the cursor on, when there is one). */
  async function rankAfresh(me: Searcher, filter: Prefilter, cursor: Cursor | null): Promise<Source> {
    const percentOf = (await ranker())(me.person);
    const ranked = (await search.prefilter(filter))
      .map((row) => ({
        photo: row.photo ? 1 : 0,
        percent: percentOf(personOf(row)),
        priority: row.priority ? 1 : 0,
        id: row.user_id,
      }))
      .sort(order);
    const start = cursor ? ranked.findIndex((e) => before(cursor, e)) : 0;
    const rest = start < 0 ? [] : ranked.slice(start);
    const kept = rest.slice(0, DiscoveryLimits.rankingKept);
    const source = {
      token: newToken(),
      position: 0,
      total: kept.length,
      complete: kept.length === rest.length,
      entries: kept,
    };
    await rankings.save(me.id, {
      token: source.token,
      queryKey: queryKeyOf(filter),
      ids: kept.map((e) => e.id),
      keys: kept.map(keyOf),
      complete: source.complete,
    });
    return source;
  }

  /** The kept ranking the cursor names, from its place on; null when it is gone or answers another search. */
  async function kept(me: Searcher, cursor: Cursor, filter: Prefilter, wanted: number): Promise<Source | null> {
    if (!cursor.ranking) return null;
    const { token, position } = cursor.ranking;
    const slice = await rankings.slice(me.id, token, position, wanted, RANKING_MAX_AGE_SECONDS);
    if (!slice || slice.queryKey !== queryKeyOf(filter)) return null;
    // Read to its end while the prefilter had more than was kept: rank again from the cursor.
    if (slice.ids.length === 0 && !slice.complete) return null;
    const entries = slice.ids.map((id, i) => entryOf(id, slice.keys[i]!));
    return { token, position, total: slice.total, complete: slice.complete, entries };
  }

  /** The cards of `entries` that can still be shown, by id. */
  async function cardsOf(me: Searcher, filter: Prefilter, entries: readonly Entry[]) {
    const rows = await search.cardsFor(
      { id: me.id, ageVerified: filter.searcherAgeVerified, origin: filter.origin },
      entries.map((e) => e.id),
      filter.today,
    );
    return new Map(rows.map((r) => [r.user_id, r]));
  }

  async function toCandidates(me: Searcher, shown: readonly Entry[], cards: ReadonlyMap<string, CardRow>, today: Date) {
    // A badge needs a plan, and a plan puts priority_until in the projection: only those are asked.
    const mayHaveBadge = shown.filter((e) => cards.get(e.id)?.may_have_badge).map((e) => e.id);
    const [score, badges] = await Promise.all([
      scorer(),
      mayHaveBadge.length ? badgesAmong(mayHaveBadge) : new Set<string>(),
    ]);
    return shown.flatMap((e) => {
      const card = cards.get(e.id);
      return card ? [toCandidate(card, score(me.person, personOf(card)), today, me.interests, badges.has(e.id))] : [];
    });
  }

  return {
    /** One page of discovery: the first ranks afresh; the next read the kept ranking. */
    async page(me: Searcher, filter: Prefilter, cursor: Cursor | null, expanded: boolean): Promise<DiscoveryResponse> {
      // A free member's page may reach far down the ranking (past people not admitted today).
      const wanted = expanded ? DiscoveryLimits.pageSize * 2 : DiscoveryLimits.rankingKept;
      const source = (cursor && (await kept(me, cursor, filter, wanted))) || (await rankAfresh(me, filter, cursor));
      const entries = source.entries.slice(0, wanted);
      const left = source.total - source.position;
      let shown: Entry[];
      let cards: ReadonlyMap<string, CardRow>;
      let consumed: number;
      let more: boolean;
      let limitReached = false;
      if (expanded) {
        // People who can no longer be shown (liked since, blocked, hidden) are passed over.
        cards = await cardsOf(me, filter, entries);
        shown = entries.filter((e) => cards.has(e.id)).slice(0, DiscoveryLimits.pageSize);
        consumed = shown.length === DiscoveryLimits.pageSize ? entries.indexOf(shown.at(-1)!) + 1 : entries.length;
        more = consumed < left || !source.complete;
      } else {
        const allowed = await withinAllowance(repo, me.id, entries, filter.today);
        ({ page: shown, consumed, limitReached } = allowed);
        more = limitReached ? allowed.seenFurther : consumed < left || !source.complete;
        cards = await cardsOf(me, filter, shown);
      }
      const last = entries[consumed - 1];
      return {
        status: "ok",
        candidates: await toCandidates(me, shown, cards, filter.today),
        next_cursor:
          more && last
            ? encodeCursor({ ...last, ranking: { token: source.token, position: source.position + consumed } })
            : null,
        ...(limitReached ? { daily_limit_reached: true } : {}),
      };
    },

    /**
     * Chosen people as cards, in the order given, scored against the searcher; those the searcher
     * may no longer see (or has already answered) are left out.
     */
    async chosen(
      me: Searcher,
      searcher: { ageVerified: boolean; origin: { lat: number; lon: number } | null },
      ids: readonly string[],
      today: Date,
    ): Promise<Candidate[]> {
      const rows = await search.cardsFor({ id: me.id, ...searcher }, ids, today);
      const entries = ids.map((id) => ({ id, photo: 0, percent: 0, priority: 0 }));
      return toCandidates(me, entries, new Map(rows.map((r) => [r.user_id, r])), today);
    },

    /** The closest few who pass both people's rules (the prefilter's own order), as cards. */
    async nearest(me: Searcher, filter: Prefilter): Promise<Candidate[]> {
      const entries = (await search.prefilter(filter)).map((r) => ({
        id: r.user_id,
        photo: 0,
        percent: 0,
        priority: 0,
      }));
      return toCandidates(me, entries, await cardsOf(me, filter, entries), filter.today);
    },
  };
}

function toCandidate(
  row: CardRow,
  score: { percent: number; reasons: string[] },
  today: Date,
  mine: readonly string[],
  badge: boolean,
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
    beyond_badge: badge,
    pronouns: row.pronouns,
    verified: row.verified,
  };
}
