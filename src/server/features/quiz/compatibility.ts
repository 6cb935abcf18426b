import { dimensions, type Dimension, type QuestionType } from "#shared/quiz";
import type { Intent } from "#shared/profiles";
import { intentLabels } from "#shared/profiles";

/**
 * The compatibility engine: pure functions, no I/O, so the same two people always get the same
 * score and the same reasons.
 *
 * - Per question, how close two answers are (0–1): Likert answers by their distance on the
 *   five-point scale, choices by being the same option.
 * - Per dimension, the mean closeness over the questions both answered; the quiz part is the mean
 *   over the dimensions with data, drawn towards neutral by how few questions both answered
 *   (confidence n / (n + 3)): OkCupid's margin of error, as shrinkage rather than a subtraction,
 *   so that agreeing on one question never scores below knowing nothing.
 * - Shared interests (Jaccard) and intent (`looking_for`) join the quiz part 7 : 2 : 1; an
 *   unknown side (no answers, interests or intent) counts as neutral, never as a clash.
 * Symmetric, bounded to 0–99, and a person with identical answers, interests and intent scores
 * highest: property tests in compatibility.test.ts.
 */

export type QuestionFacts = { id: number; question_type: QuestionType; dimension: Dimension; optionCount: number };

export type Person = {
  /** question id → the chosen option's index */
  answers: ReadonlyMap<number, number>;
  interests: readonly string[];
  lookingFor: Intent | null;
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

function sharedInterests(a: readonly string[], b: readonly string[]): { shared: string[]; score: number } {
  const left = new Map(a.map((i) => [normalise(i), i]));
  const right = new Set(b.map(normalise));
  left.delete("");
  right.delete("");
  if (left.size === 0 || right.size === 0) return { shared: [], score: NEUTRAL };
  // Sorted, so the reason lists the same interests whichever of the two asks.
  const shared = [...left.keys()].filter((i) => right.has(i)).sort();
  const union = new Set([...left.keys(), ...right]).size;
  return { shared, score: shared.length / union };
}

function intentScore(a: Intent | null, b: Intent | null): number {
  if (a === null || b === null || a === "unsure" || b === "unsure") return NEUTRAL;
  return a === b ? 1 : 0;
}

export function compatibility(questions: readonly QuestionFacts[], a: Person, b: Person): Compatibility {
  const byDimension = new Map<Dimension, { total: number; count: number }>();
  let both = 0;
  for (const q of questions) {
    const x = a.answers.get(q.id);
    const y = b.answers.get(q.id);
    if (x === undefined || y === undefined) continue;
    both += 1;
    const d = byDimension.get(q.dimension) ?? { total: 0, count: 0 };
    d.total += answerCloseness(q, x, y);
    d.count += 1;
    byDimension.set(q.dimension, d);
  }
  const closeness = [...byDimension].map(([dimension, d]) => ({ dimension, value: d.total / d.count }));
  const confidence = both / (both + CONFIDENCE_HALF);
  const agreement = both === 0 ? NEUTRAL : closeness.reduce((s, c) => s + c.value, 0) / closeness.length;
  const quiz = NEUTRAL + (agreement - NEUTRAL) * confidence;
  const interests = sharedInterests(a.interests, b.interests);
  const intent = intentScore(a.lookingFor, b.lookingFor);
  const combined =
    (WEIGHTS.quiz * quiz + WEIGHTS.interests * interests.score + WEIGHTS.intent * intent) /
    (WEIGHTS.quiz + WEIGHTS.interests + WEIGHTS.intent);

  const strongest = closeness
    .filter((c) => c.value >= REASON_FLOOR)
    .sort((p, q) => q.value - p.value || dimensions.indexOf(p.dimension) - dimensions.indexOf(q.dimension));
  const reasons: string[] = [];
  if (strongest[0]) reasons.push(dimensionReasons[strongest[0].dimension]);
  if (interests.shared.length > 0) {
    const n = interests.shared.length;
    reasons.push(`${n} shared interest${n === 1 ? "" : "s"}: ${interests.shared.slice(0, 3).join(", ")}`);
  }
  if (intent === 1 && a.lookingFor)
    reasons.push(`You're both looking for: ${intentLabels[a.lookingFor].toLowerCase()}`);
  for (const c of strongest.slice(1)) if (reasons.length < 3) reasons.push(dimensionReasons[c.dimension]);

  return {
    percent: Math.max(0, Math.min(99, Math.round(99 * combined))),
    confidence,
    reasons: reasons.slice(0, 3),
  };
}
