import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normaliseSteps } from "#shared/connection-dna";
import { questionSeed } from "../../db/seeds/0005-questions.js";
import { connectionDna, KNOWN_WORDINGS, type BankQuestion, type MatchFacts } from "./engine.js";
import { insightsFor } from "./insights.js";

/** The real bank, numbered as the migration numbers it. */
const bank: BankQuestion[] = questionSeed.map((q, i) => ({
  id: i + 1,
  text: q.text,
  question_type: q.question_type,
  options: q.options,
  dimension: q.dimension,
}));
const fullAnswersArb = fc
  .tuple(...bank.map((q) => fc.integer({ min: 0, max: q.options.length - 1 })))
  .map((xs) => new Map(xs.map((x, i) => [bank[i]!.id, x])));
const someAnswersArb = fc
  .array(fc.tuple(fc.constantFrom(...bank), fc.nat()), { maxLength: bank.length })
  .map((pairs) => new Map(pairs.map(([q, n]) => [q.id, n % q.options.length])));
const interestsArb = fc.array(fc.constantFrom("Hiking", "hiking", "Jazz", "Cooking", "Poetry", " "), { maxLength: 5 });
const matchArb: fc.Arbitrary<MatchFacts> = fc.record({
  percent: fc.integer({ min: 0, max: 99 }),
  answers: someAnswersArb,
  interests: interestsArb,
  sent: fc.nat({ max: 20 }),
  received: fc.nat({ max: 20 }),
});
const inputArb = (answers: fc.Arbitrary<Map<number, number>>) =>
  fc.record({
    bank: fc.constant(bank),
    answers,
    interests: interestsArb,
    matches: fc.array(matchArb, { maxLength: 6 }),
  });

describe("the Connection DNA engine", () => {
  it("knows the bank: every wording it reads is a question in it", () => {
    const texts = new Set(bank.map((q) => q.text));
    expect(KNOWN_WORDINGS.filter((w) => !texts.has(w))).toEqual([]);
  });

  it("is deterministic: the same facts give the same DNA and the same insights", () => {
    fc.assert(
      fc.property(inputArb(someAnswersArb), (input) => {
        const copy = {
          ...input,
          answers: new Map([...input.answers].reverse()),
          matches: input.matches.map((m) => ({ ...m })),
        };
        expect(connectionDna(copy)).toEqual(connectionDna(input));
        expect(insightsFor(connectionDna(copy), copy.matches)).toEqual(
          insightsFor(connectionDna(input), input.matches),
        );
      }),
    );
  });

  it("never leaves a member who answered the quiz with an empty page: every section, explained, with steps", () => {
    fc.assert(
      fc.property(inputArb(fullAnswersArb), (input) => {
        const dna = connectionDna(input);
        expect(dna.next_questions).toEqual([]);
        expect(dna.answered).toBe(bank.length);
        const {
          emotional_intelligence: ei,
          love_language: love,
          communication_style: style,
          compatibility_analysis: analysis,
        } = dna;
        for (const section of [ei, love, style, analysis]) {
          expect(section).not.toBeNull();
          expect(section!.explanation.length).toBeGreaterThan(0);
          for (const line of section!.explanation) expect(line.trim()).not.toBe("");
        }
        expect(ei!.score).toBeGreaterThanOrEqual(0);
        expect(ei!.score).toBeLessThanOrEqual(100);
        expect(bank.find((q) => q.text === "What makes you feel most loved?")!.options).toContain(love!.primary);
        expect(analysis!.connects_with.length).toBeGreaterThan(0);
        expect(analysis!.matches_considered).toBe(input.matches.length);
        const insights = insightsFor(dna, input.matches);
        expect(insights.length).toBeGreaterThanOrEqual(3);
        for (const i of insights) expect(i.actionable_steps.length).toBeGreaterThan(0);
      }),
    );
  });

  it("explains with the member's own answers", () => {
    const answers = new Map(
      bank.map((q) => [
        q.id,
        q.text === "What makes you feel most loved?" ? 1 : q.text === "I stay calm under pressure." ? 4 : 2,
      ]),
    );
    const dna = connectionDna({ bank, answers, interests: [], matches: [] });
    expect(dna.love_language!.primary).toBe("Quality time");
    expect(dna.love_language!.explanation[0]).toBe("You said “Quality time” makes you feel most loved.");
    expect(dna.emotional_intelligence!.explanation).toContain("You strongly agree that you stay calm under pressure.");
    expect(dna.compatibility_analysis!.average_compatibility).toBeNull();
  });

  it("says what to answer next when answers are too few", () => {
    fc.assert(
      fc.property(someAnswersArb, (answers) => {
        const dna = connectionDna({ bank, answers, interests: [], matches: [] });
        const missing = [
          dna.emotional_intelligence,
          dna.love_language,
          dna.communication_style,
          dna.compatibility_analysis,
        ].some((s) => s === null);
        if (missing) {
          expect(dna.next_questions.length).toBeGreaterThan(0);
          for (const q of dna.next_questions) expect(answers.has(q.id)).toBe(false);
        } else expect(dna.next_questions).toEqual([]);
      }),
    );
    expect(connectionDna({ bank, answers: new Map(), interests: [], matches: [] }).next_questions).toHaveLength(5);
  });

  it("normalises stored steps to a list (part 2 §3)", () => {
    expect(normaliseSteps("Say hello")).toEqual(["Say hello"]);
    expect(normaliseSteps(["a", 2, "b"])).toEqual(["a", "b"]);
    for (const other of [null, 3, { a: 1 }, undefined]) expect(normaliseSteps(other)).toEqual([]);
  });
});
