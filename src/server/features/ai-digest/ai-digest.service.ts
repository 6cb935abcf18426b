import type { Digest, DigestContent } from "#shared/ai-digest";
import { ErrorCodes } from "#shared/errors";
import { DigestLimits } from "#shared/limits";
import type { MatchList, DiscoveryResponse } from "#shared/matching";
import { PremiumText } from "#shared/premium-messages";
import type { Intent } from "#shared/profiles";
import type { Question } from "#shared/quiz";
import { DomainError } from "../../platform/errors.js";
import type { Atomically } from "../../platform/events/event-bus.js";
import type { LanguageModel } from "../../platform/llm/language-model.js";
import type { AiDigestRepository, DigestRow } from "./ai-digest.repository.js";
import { writeDigest, type DigestMatch } from "./digest-engine.js";

type Person = { answers: ReadonlyMap<number, number>; interests: readonly string[]; lookingFor: Intent | null };

type Deps = {
  repo: AiDigestRepository;
  now: () => Date;
  llm: LanguageModel;
  /**
   * The repository in one transaction whose events commit with it: the daily digest and its
   * `DigestReady` (notifications may tell the member) are written together.
   */
  atomically: Atomically<AiDigestRepository>;
  /** Subscriptions: does the member hold Unlocked+ or Beyond (the `aiDigest` entitlement); who does. */
  entitled: (userId: string) => Promise<boolean>;
  holders: (after: string | null, limit: number) => Promise<string[]>;
  /** Quiz: the bank and the compatibility engine. */
  questions: () => Promise<Question[]>;
  scorer: () => Promise<(a: Person, b: Person) => { percent: number; reasons: string[] }>;
  /** Quiz and profiles: a member as the compatibility engine reads them (answers, interests, intent). */
  personOf: (userId: string) => Promise<Person>;
  /** Matching: new candidates, matches (through the visibility policy) and the week's numbers. */
  candidates: (userId: string) => Promise<DiscoveryResponse>;
  matchesOf: (userId: string) => Promise<MatchList>;
  activitySince: (
    userId: string,
    since: Date,
  ) => Promise<{ likesGiven: number; likesReceived: number; newMatches: number }>;
  /** Matching: of these members, the ones the viewer may see now (the visibility policy). */
  visibleAmong: (viewerId: string, userIds: readonly string[]) => Promise<string[]>;
  /** Messaging: per match, messages each way. */
  conversationCounts: (userId: string) => Promise<Array<{ match_id: string; sent: number; received: number }>>;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Members a daily run queues per page of the holders' list. */
const FAN_OUT_PAGE = 500;
const LLM_INSTRUCTION =
  "You write one or two warm, plain sentences for a dating app member summarising their week from these facts. Use only the facts given; no names, no advice beyond them, no emoji.";

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
const toDigest = (r: DigestRow): Digest => ({
  id: r.id,
  digest_date: r.digest_date,
  generated_at: new Date(r.generated_at).toISOString(),
  ...(r.content as DigestContent),
});

export function createAiDigestService(deps: Deps) {
  const { repo, now } = deps;

  async function requirePremium(userId: string): Promise<void> {
    if (!(await deps.entitled(userId)))
      throw new DomainError("forbidden", ErrorCodes.premiumRequired, PremiumText.required);
  }

  const { personOf } = deps;

  /** Gathers the member's day from the other features and lets the engine write it. */
  async function compose(userId: string, at: Date): Promise<DigestContent> {
    const [bank, me, score, candidates, { matches }, counts, week] = await Promise.all([
      deps.questions(),
      personOf(userId),
      deps.scorer(),
      deps.candidates(userId),
      deps.matchesOf(userId),
      deps.conversationCounts(userId),
      deps.activitySince(userId, new Date(at.getTime() - DigestLimits.activityDays * DAY_MS)),
    ]);
    const countsBy = new Map(counts.map((c) => [c.match_id, c]));
    const digestMatches: DigestMatch[] = await Promise.all(
      matches.slice(0, 50).map(async (m) => {
        const partner = await personOf(m.user_id);
        const c = score(me, partner);
        return {
          match_id: m.id,
          user_id: m.user_id,
          name: m.name ?? "Your match",
          avatar_url: m.avatar_url,
          percent: c.percent,
          reasons: c.reasons,
          answers: partner.answers,
          interests: partner.interests,
          sent: countsBy.get(m.id)?.sent ?? 0,
          received: countsBy.get(m.id)?.received ?? 0,
        };
      }),
    );
    const content = writeDigest({
      date: utcDay(at),
      bank,
      answers: me.answers,
      interests: me.interests,
      candidates: candidates.candidates.map((c) => ({
        user_id: c.id,
        name: c.name,
        avatar_url: c.avatar_url,
        percent: c.compatibility.percent,
        reasons: c.compatibility.reasons,
      })),
      matches: digestMatches,
      week,
    });
    // The model sees only the analysis' facts (counts and percentages), never names.
    const phrased = await deps.llm.phrase(LLM_INSTRUCTION, content.match_analysis.facts);
    return phrased
      ? { ...content, match_analysis: { ...content.match_analysis, summary: phrased }, phrased_by: "model" }
      : { ...content, phrased_by: "engine" };
  }

  /**
   * Stored digests as the member may read them now: a person since blocked, gone private or
   * deleted, and a match since ended, are left out (docs/spec/owner-decisions.md: blocked pairs never see each other).
   */
  async function present(userId: string, rows: DigestRow[]): Promise<Digest[]> {
    const digests = rows.map(toDigest);
    const named = digests.flatMap((d) => d.compatibility_insights.map((p) => p.user_id));
    const [visible, { matches }] = await Promise.all([deps.visibleAmong(userId, named), deps.matchesOf(userId)]);
    const seen = new Set(visible);
    const matchIds = new Set(matches.map((m) => m.id));
    const partners = new Set(matches.map((m) => m.user_id));
    return digests.map((d) => ({
      ...d,
      compatibility_insights: d.compatibility_insights.filter(
        (p) => seen.has(p.user_id) && (p.kind === "candidate" || partners.has(p.user_id)),
      ),
      conversation_starters: d.conversation_starters.filter((s) => matchIds.has(s.match_id)),
    }));
  }

  return {
    /**
     * The data export's digests, as the member may read them now (`present`): a person since
     * blocked, gone private or deleted is not named in it, as in the app.
     */
    async exportRows(userId: string) {
      const { compatibility_digests: rows } = await repo.exportRows(userId);
      const shown = await present(userId, rows);
      return {
        compatibility_digests: rows.map((row, i) => ({
          ...row,
          content: {
            ...(row.content as DigestContent),
            compatibility_insights: shown[i]!.compatibility_insights,
            conversation_starters: shown[i]!.conversation_starters,
          },
        })),
      };
    },

    /**
     * A deleted account leaves no trace in other members' stored digests: its insight and the
     * starters for the matches that ended with it are taken out (reads already hid them).
     */
    async forgetPerson(userId: string, matchIds: readonly string[]): Promise<void> {
      const gone = new Set(matchIds);
      const rows = new Map<string, unknown>();
      for (const id of [userId, ...matchIds])
        for (const row of await repo.mentioning(id)) rows.set(row.id, row.content);
      for (const [id, raw] of rows) {
        const content = raw as DigestContent;
        await repo.rewrite(id, {
          ...content,
          compatibility_insights: content.compatibility_insights.filter((p) => p.user_id !== userId),
          conversation_starters: content.conversation_starters.filter((s) => !gone.has(s.match_id)),
        });
      }
    },

    async today(userId: string): Promise<{ has_today: boolean; digest: Digest | null }> {
      await requirePremium(userId);
      const row = await repo.on(userId, utcDay(now()));
      return { has_today: Boolean(row), digest: row ? (await present(userId, [row]))[0]! : null };
    },

    async history(userId: string): Promise<Digest[]> {
      await requirePremium(userId);
      return present(userId, await repo.history(userId));
    },

    /** The generate call (part 2 §7): today's digest written now, replacing one from earlier today. */
    async generate(userId: string): Promise<Digest> {
      await requirePremium(userId);
      const at = now();
      return (await present(userId, [await repo.save(userId, utcDay(at), await compose(userId, at), at, true)]))[0]!;
    },

    /** The daily job for one member: written once a day, only while they hold the plan. */
    async generateDaily(userId: string): Promise<void> {
      const at = now();
      if (!(await deps.entitled(userId)) || (await repo.on(userId, utcDay(at)))) return;
      const content = await compose(userId, at);
      await deps.atomically(async (r, emit) => {
        await r.save(userId, utcDay(at), content, at, false);
        emit("DigestReady", { userId });
      });
    },

    /** The daily run: one job per subscriber (keyed by member and day, so a repeat queues nothing new). */
    async fanOut(send: (userId: string, key: string) => Promise<void>): Promise<number> {
      const day = utcDay(now());
      let after: string | null = null;
      let queued = 0;
      for (;;) {
        const page = await deps.holders(after, FAN_OUT_PAGE);
        for (const userId of page) await send(userId, `${userId}:${day}`);
        queued += page.length;
        if (page.length < FAN_OUT_PAGE) return queued;
        after = page.at(-1)!;
      }
    },
  };
}
export type AiDigestService = ReturnType<typeof createAiDigestService>;
