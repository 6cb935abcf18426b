import { createHash } from "node:crypto";
import { normaliseSteps, type ConnectionDna, type Insight } from "#shared/connection-dna";
import { ErrorCodes } from "#shared/errors";
import { PremiumText } from "#shared/premium-messages";
import type { Intent } from "#shared/profiles";
import type { Question } from "#shared/quiz";
import { DomainError } from "../../platform/errors.js";
import type { ConnectionDnaRepository } from "./connection-dna.repository.js";
import { connectionDna, type MatchFacts } from "./engine.js";
import { insightsFor } from "./insights.js";

type Person = { answers: ReadonlyMap<number, number>; interests: readonly string[]; lookingFor: Intent | null };

type Deps = {
  repo: ConnectionDnaRepository;
  now: () => Date;
  /** Subscriptions: does the member hold Unlocked Beyond (the `connectionDna` entitlement)? */
  entitled: (userId: string) => Promise<boolean>;
  /** Quiz: the bank and the compatibility engine. */
  questions: () => Promise<Question[]>;
  scorer: () => Promise<(a: Person, b: Person) => { percent: number }>;
  /** Quiz and profiles: a member as the compatibility engine reads them (answers, interests, intent). */
  personOf: (userId: string) => Promise<Person>;
  /** Messaging: per visible match, the partner and how many messages went each way. */
  conversationCounts: (userId: string) => Promise<Array<{ partner_id: string; sent: number; received: number }>>;
};

/** A stored DNA older than this is recomputed when read, so conversations since then count. */
const FRESH_FOR_MS = 60 * 60 * 1000;
/** After a message, a DNA recomputed within the last minute is left alone (messages come in bursts). */
const MESSAGE_THROTTLE_MS = 60 * 1000;
/** The matches considered: the most recent ones (matching lists newest first). */
const MATCHES_CONSIDERED = 50;

const toInsight = (r: {
  id: string;
  insight_type: string;
  title: string;
  description: string;
  actionable_steps: unknown;
  created_at: Date;
}): Insight => ({
  id: r.id,
  insight_type: r.insight_type,
  title: r.title,
  description: r.description,
  actionable_steps: normaliseSteps(r.actionable_steps),
  created_at: new Date(r.created_at).toISOString(),
});

export function createConnectionDnaService(deps: Deps) {
  const { repo, now, entitled } = deps;

  const { personOf } = deps;

  /** Computes and stores the member's DNA from what the other features know now. */
  async function recompute(userId: string): Promise<void> {
    const [bank, me, conversations, score] = await Promise.all([
      deps.questions(),
      personOf(userId),
      deps.conversationCounts(userId),
      deps.scorer(),
    ]);
    const matches: MatchFacts[] = await Promise.all(
      conversations.slice(0, MATCHES_CONSIDERED).map(async (c) => {
        const partner = await personOf(c.partner_id);
        return {
          percent: score(me, partner).percent,
          answers: partner.answers,
          interests: partner.interests,
          sent: c.sent,
          received: c.received,
        };
      }),
    );
    const dna = connectionDna({ bank, answers: me.answers, interests: me.interests, matches });
    const insights = insightsFor(dna, matches);
    const hash = createHash("sha256").update(JSON.stringify(insights)).digest("base64url");
    await repo.save(userId, { ...dna, total_questions: bank.length }, insights, hash, now());
  }

  /** After a quiz, a profile or a match changed: recomputed for members who hold the plan. */
  async function refresh(userId: string): Promise<void> {
    if (await entitled(userId)) await recompute(userId);
  }

  return {
    /** The page's data (Unlocked Beyond): computed now when missing or older than an hour. */
    async dna(userId: string): Promise<ConnectionDna> {
      if (!(await entitled(userId)))
        throw new DomainError("forbidden", ErrorCodes.premiumRequired, PremiumText.beyondRequired);
      let row = await repo.find(userId);
      if (!row || now().getTime() - new Date(row.computed_at).getTime() > FRESH_FOR_MS) {
        await recompute(userId);
        row = (await repo.find(userId))!;
      }
      const insights = (await repo.insights(userId)).map(toInsight);
      const sections = {
        emotional_intelligence: row.emotional_intelligence,
        love_language: row.love_language,
        communication_style: row.communication_style,
        compatibility_analysis: row.compatibility_analysis,
      } as Pick<
        ConnectionDna,
        "emotional_intelligence" | "love_language" | "communication_style" | "compatibility_analysis"
      >;
      return {
        status: Object.values(sections).some((s) => s === null) ? "needs_answers" : "ready",
        computed_at: new Date(row.computed_at).toISOString(),
        answered: row.answered,
        total_questions: row.total_questions,
        ...sections,
        next_questions: row.next_questions as ConnectionDna["next_questions"],
        insights,
      };
    },

    /** After a quiz, a profile or a match changed: recomputed for members who hold the plan. */
    refresh,

    /** After messages: the DNAs among these members that exist and were not recomputed in the last minute. */
    async refreshAfterMessages(userIds: readonly string[]): Promise<void> {
      for (const userId of await repo.computedBefore(userIds, new Date(now().getTime() - MESSAGE_THROTTLE_MS)))
        await refresh(userId);
    },
  };
}
export type ConnectionDnaService = ReturnType<typeof createConnectionDnaService>;
