import { dimensions, quizPacks, type Dimension, type QuestionType, type QuizPackId } from "#shared/quiz";
import type { Intent } from "#shared/profiles";
import { intentLabels } from "#shared/profiles";

/**
 * The compatibility engine: pure functions, no I/O, so the same two people always get the same
 * score and the same reasons.
 *
 * - Per question, how close two answers are (0–1): Likert answers by their distance on the
 *   five-point scale, choices by being the same option.
 * - Per dimension, each side's satisfaction: the closeness of the questions both answered,
 *   weighted by how much each answer matters to that side (IMPORTANCE_WEIGHTS, neutral by
 *   default); the dimension's agreement is the geometric mean of the two satisfactions, as in
 *   OkCupid's √(satisfaction_A × satisfaction_B), which is the plain mean when nobody said more.
 *   The quiz part is the mean
 *   over the dimensions with data, drawn towards neutral by how few questions both answered
 *   (confidence n / (n + 3)): OkCupid's margin of error, as shrinkage rather than a subtraction,
 *   so that agreeing on one question never scores below knowing nothing.
 * - Shared interests (Jaccard) and intent (`looking_for`) join the quiz part 7 : 2 : 1; an
 *   unknown side (no answers, interests or intent) counts as neutral, never as a clash.
 * - A deeper quiz's questions (a pack) count only between two people who both hold the plan that
 *   includes the packs (`deeper`); then each pack both answered is also a reason, said first.
 * Symmetric, bounded to 0–99, and a person with identical answers, interests and intent scores
 * highest: property tests in compatibility.test.ts.
 */

export type QuestionFacts = {
  id: number;
  question_type: QuestionType;
  dimension: Dimension;
  optionCount: number;
  /** The deeper quiz the question belongs to; null for the core quiz. */
  pack?: QuizPackId | null;
};

/**
 * question id → the chosen option's index: a Map, or anything that answers `get` the same way;
 * `importance` (optional): how much each answer matters, 0 a little, 1 somewhat, 2 very.
 */
export type Answers = {
  get(questionId: number): number | undefined;
  importance?(questionId: number): number | undefined;
};

export type Person = {
  answers: Answers;
  interests: readonly string[];
  lookingFor: Intent | null;
  /** Holds the plan with the deeper quizzes now: their pack answers may count. */
  deeper?: boolean;
};

export type Compatibility = {
  /** 0–99 */
  percent: number;
  /** 0–1: grows with the number of questions both answered. */
  confidence: number;
  /** The two or three strongest reasons, in words. */
  reasons: string[];
};

/** Whole-number weights, so that a neutral 0.5 everywhere is exactly 0.5 (no float drift). */
const WEIGHTS = { quiz: 7, interests: 2, intent: 1 } as const;
/** What an answer weighs by its importance (a little, somewhat, very): each step four times the last. */
const IMPORTANCE_WEIGHTS = [1, 4, 16] as const;
const NEUTRAL_IMPORTANCE = 1;
const weightOf = (answers: Answers, questionId: number) =>
  IMPORTANCE_WEIGHTS[answers.importance?.(questionId) ?? NEUTRAL_IMPORTANCE] ?? IMPORTANCE_WEIGHTS[NEUTRAL_IMPORTANCE];
const NEUTRAL = 0.5;
/** Questions in common at which the quiz part is trusted halfway. */
const CONFIDENCE_HALF = 3;
/** A dimension counts as a reason when the two agree at least this much on it. */
const REASON_FLOOR = 0.75;

const dimensionReasons: Record<Dimension, string> = {
  values: "You both value similar things in life",
  communication: "You like to communicate in similar ways",
  conflict: "You handle disagreements in a similar way",
  lifestyle: "Your everyday rhythms fit together",
  emotional: "You're emotionally in tune",
  love_language: "You give and receive love in similar ways",
};

export function answerCloseness(q: QuestionFacts, a: number, b: number): number {
  if (q.question_type === "choice") return a === b ? 1 : 0;
  const span = Math.max(1, q.optionCount - 1);
  return 1 - Math.min(1, Math.abs(a - b) / span);
}

/** Per dimension, the mean Likert position (0 = strongly disagree … 1 = strongly agree), or null. */
export function traitScores(
  questions: readonly QuestionFacts[],
  answers: ReadonlyMap<number, number>,
): Record<Dimension, number | null> {
  const sums = new Map<Dimension, { total: number; count: number }>();
  for (const q of questions) {
    const a = answers.get(q.id);
    if (a === undefined || q.question_type !== "likert") continue;
    const s = sums.get(q.dimension) ?? { total: 0, count: 0 };
    s.total += a / Math.max(1, q.optionCount - 1);
    s.count += 1;
    sums.set(q.dimension, s);
  }
  return Object.fromEntries(
    dimensions.map((d) => [d, sums.has(d) ? sums.get(d)!.total / sums.get(d)!.count : null]),
  ) as Record<Dimension, number | null>;
}

const normalise = (interest: string) => interest.trim().toLowerCase();

/** One side of a pair with its interests normalised once (discovery scores one member against many). */
export type Prepared = {
  answers: Answers;
  interests: ReadonlyMap<string, string>;
  lookingFor: Intent | null;
  deeper: boolean;
};

export function prepare(person: Person): Prepared {
  const interests = new Map(person.interests.map((i) => [normalise(i), i]));
  interests.delete("");
  return { answers: person.answers, interests, lookingFor: person.lookingFor, deeper: person.deeper ?? false };
}

function intentScore(a: Intent | null, b: Intent | null): number {
  if (a === null || b === null || a === "unsure" || b === "unsure") return NEUTRAL;
  return a === b ? 1 : 0;
}

/** Everything the score is made of; the reasons are read from it only when they are shown. */
type Measure = {
  combined: number;
  both: number;
  /** Mean closeness per dimension, in the order of `dimensions`; NaN where the two share no question. */
  closeness: number[];
  shared: (() => string[]) | null;
  intent: number;
  /** Per pack both answered in full: how many of its answers are close (at least REASON_FLOOR), of how many. */
  packs: Map<QuizPackId, { close: number; of: number }>;
  /** Questions both said matter "very" much, and on which they agree. */
  agreedOnWhatMatters: number;
};

/** The core quiz's questions of a bank, worked out once per bank (discovery measures a thousand pairs a page). */
const coreQuestions = new WeakMap<readonly QuestionFacts[], readonly QuestionFacts[]>();
function coreOf(questions: readonly QuestionFacts[]): readonly QuestionFacts[] {
  let core = coreQuestions.get(questions);
  if (!core) coreQuestions.set(questions, (core = questions.filter((q) => !q.pack)));
  return core;
}

function measure(bank: readonly QuestionFacts[], a: Prepared, b: Person): Measure {
  // Per dimension: each side's weighted closeness and weight, and how many questions both answered.
  const totalsA = dimensions.map(() => 0);
  const weightsA = dimensions.map(() => 0);
  const totalsB = dimensions.map(() => 0);
  const weightsB = dimensions.map(() => 0);
  const counts = dimensions.map(() => 0);
  let both = 0;
  let agreedOnWhatMatters = 0;
  const deeper = a.deeper && (b.deeper ?? false);
  const questions = deeper ? bank : coreOf(bank);
  const packs = new Map<QuizPackId, { close: number; of: number; size: number }>();
  for (const q of questions) {
    if (q.pack) {
      if (!deeper) continue;
      const p = packs.get(q.pack) ?? { close: 0, of: 0, size: 0 };
      p.size += 1;
      packs.set(q.pack, p);
    }
    const x = a.answers.get(q.id);
    const y = b.answers.get(q.id);
    if (x === undefined || y === undefined) continue;
    both += 1;
    const d = dimensions.indexOf(q.dimension);
    const closeness = answerCloseness(q, x, y);
    const wa = weightOf(a.answers, q.id);
    const wb = weightOf(b.answers, q.id);
    totalsA[d]! += wa * closeness;
    weightsA[d]! += wa;
    totalsB[d]! += wb * closeness;
    weightsB[d]! += wb;
    counts[d]! += 1;
    if (wa === IMPORTANCE_WEIGHTS[2] && wb === IMPORTANCE_WEIGHTS[2] && closeness >= REASON_FLOOR)
      agreedOnWhatMatters += 1;
    if (q.pack) {
      const p = packs.get(q.pack)!;
      p.of += 1;
      if (closeness >= REASON_FLOOR) p.close += 1;
    }
  }
  // A pack is a reason only when both answered all of it (packs are saved whole).
  const answeredPacks = new Map(
    [...packs].filter(([, p]) => p.size > 0 && p.of === p.size).map(([id, p]) => [id, { close: p.close, of: p.of }]),
  );
  const closeness = counts.map((n, d) =>
    n ? Math.sqrt((totalsA[d]! / weightsA[d]!) * (totalsB[d]! / weightsB[d]!)) : NaN,
  );
  const known = closeness.filter((c) => !Number.isNaN(c));
  const confidence = both / (both + CONFIDENCE_HALF);
  const agreement = both === 0 ? NEUTRAL : known.reduce((s, c) => s + c, 0) / known.length;
  const quiz = NEUTRAL + (agreement - NEUTRAL) * confidence;

  // Shared interests (Jaccard); neutral when either side has none.
  let interestScore = NEUTRAL;
  let shared: Measure["shared"] = null;
  const right = new Set<string>();
  for (const i of b.interests) {
    const n = normalise(i);
    if (n) right.add(n);
  }
  if (a.interests.size > 0 && right.size > 0) {
    let common = 0;
    for (const n of right) if (a.interests.has(n)) common += 1;
    interestScore = common / (a.interests.size + right.size - common);
    // Sorted, so the reason lists the same interests whichever of the two asks.
    shared = () => [...a.interests.keys()].filter((i) => right.has(i)).sort();
  }
  const intent = intentScore(a.lookingFor, b.lookingFor);
  const combined =
    (WEIGHTS.quiz * quiz + WEIGHTS.interests * interestScore + WEIGHTS.intent * intent) /
    (WEIGHTS.quiz + WEIGHTS.interests + WEIGHTS.intent);
  return { combined, both, closeness, shared, intent, packs: answeredPacks, agreedOnWhatMatters };
}

const percentOf = (m: Measure) => Math.max(0, Math.min(99, Math.round(99 * m.combined)));

/**
 * The percent alone, as compatibility() gives it: discovery ranks a thousand people against one
 * member and shows twelve, so the reasons are left for the twelve.
 */
export function percentAgainst(questions: readonly QuestionFacts[], a: Person): (b: Person) => number {
  const left = prepare(a);
  return (b) => percentOf(measure(questions, left, b));
}

export function compatibility(questions: readonly QuestionFacts[], a: Person, b: Person): Compatibility {
  const m = measure(questions, prepare(a), b);
  const strongest = dimensions
    .map((dimension, d) => ({ dimension, value: m.closeness[d]! }))
    .filter((c) => c.value >= REASON_FLOOR)
    .sort((p, q) => q.value - p.value || dimensions.indexOf(p.dimension) - dimensions.indexOf(q.dimension));
  const reasons: string[] = [];
  if (m.agreedOnWhatMatters > 0)
    reasons.push(
      m.agreedOnWhatMatters === 1
        ? "You agree on something you both said matters a lot"
        : `You agree on ${m.agreedOnWhatMatters} things you both said matter a lot`,
    );
  // At most two packs, so that the strongest dimension or what they share still shows.
  for (const [pack, { close, of }] of [...m.packs].slice(0, 2))
    reasons.push(`You both answered the ${quizPacks[pack].title} pack: ${close} of ${of} answers in tune`);
  if (strongest[0]) reasons.push(dimensionReasons[strongest[0].dimension]);
  const shared = m.shared?.() ?? [];
  if (shared.length > 0) {
    const n = shared.length;
    reasons.push(`${n} shared interest${n === 1 ? "" : "s"}: ${shared.slice(0, 3).join(", ")}`);
  }
  if (m.intent === 1 && a.lookingFor)
    reasons.push(`You're both looking for: ${intentLabels[a.lookingFor].toLowerCase()}`);
  for (const c of strongest.slice(1)) if (reasons.length < 3) reasons.push(dimensionReasons[c.dimension]);

  return {
    percent: percentOf(m),
    confidence: m.both / (m.both + CONFIDENCE_HALF),
    reasons: reasons.slice(0, 3),
  };
}
