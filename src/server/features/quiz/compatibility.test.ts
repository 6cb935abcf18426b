import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { intents } from "#shared/profiles";
import { dimensions, type Dimension } from "#shared/quiz";
import { questionSeed } from "../../db/seeds/0005-questions.js";
import { packQuestionSeed } from "../../db/seeds/0036-quiz-packs.js";
import { compatibility, percentAgainst, traitScores, type Person, type QuestionFacts } from "./compatibility.js";

/** The real bank, numbered as the migration numbers it. */
const bank: QuestionFacts[] = questionSeed.map((q, i) => ({
  id: i + 1,
  question_type: q.question_type,
  dimension: q.dimension,
  optionCount: q.options.length,
}));

/** Answers with how much each matters (0 a little, 1 somewhat, 2 very), as the engine reads them. */
const weighed = (answers: Map<number, number>, levels: ReadonlyMap<number, number>) =>
  Object.assign(answers, { importance: (id: number) => levels.get(id) });

/** Any subset of the bank answered with any valid option, each with any importance. */
const answersArb = fc
  .array(fc.tuple(fc.constantFrom(...bank), fc.nat(), fc.constantFrom(0, 1, 2)), { maxLength: bank.length })
  .map((picks) =>
    weighed(
      new Map(picks.map(([q, n]) => [q.id, n % q.optionCount])),
      new Map(picks.map(([q, , level]) => [q.id, level])),
    ),
  );
const personArb: fc.Arbitrary<Person> = fc.record({
  answers: answersArb,
  interests: fc.array(
    fc.constantFrom("Hiking", "hiking", "Jazz", "Cooking", "Poetry", "Board games", "Travel", " ", ""),
    { maxLength: 6 },
  ),
  lookingFor: fc.constantFrom(null, ...intents),
});

describe("the compatibility engine", () => {
  it("weighs agreement by how much each answer matters to both, and says so in words", () => {
    // Two Likert questions of one dimension: they agree on the first, disagree on the second.
    const [agreeQ, clashQ] = bank.filter((q) => q.question_type === "likert" && q.dimension === "values");
    const pair = (agreeLevel: number, clashLevel: number) => {
      const levels = new Map([
        [agreeQ!.id, agreeLevel],
        [clashQ!.id, clashLevel],
      ]);
      const person = (clash: number): Person => ({
        answers: weighed(
          new Map([
            [agreeQ!.id, 4],
            [clashQ!.id, clash],
          ]),
          levels,
        ),
        interests: [],
        lookingFor: null,
      });
      return compatibility(bank, person(0), person(4));
    };
    const neutral = pair(1, 1);
    const mattersMost = pair(2, 0); // what they agree on matters a lot to both
    const mattersLeast = pair(0, 2); // what they clash on matters a lot to both
    expect(mattersMost.percent).toBeGreaterThan(neutral.percent);
    expect(mattersLeast.percent).toBeLessThan(neutral.percent);
    expect(mattersMost.reasons[0]).toBe("You agree on something you both said matters a lot");
    expect(neutral.reasons).not.toContain("You agree on something you both said matters a lot");
    // Answers without an importance count as "somewhat": nothing moves for existing members.
    const plain = (clash: number): Person => ({
      answers: new Map([
        [agreeQ!.id, 4],
        [clashQ!.id, clash],
      ]),
      interests: [],
      lookingFor: null,
    });
    expect(compatibility(bank, plain(0), plain(4))).toEqual(neutral);
  });

  it("is symmetric: the same score, confidence and reasons whoever asks", () => {
    fc.assert(
      fc.property(personArb, personArb, (a, b) => {
        expect(compatibility(bank, a, b)).toEqual(compatibility(bank, b, a));
      }),
    );
  });

  it("gives discovery's ranking the same percent it shows, for one member against many", () => {
    fc.assert(
      fc.property(personArb, fc.array(personArb, { maxLength: 5 }), (a, others) => {
        const against = percentAgainst(bank, a);
        expect(others.map(against)).toEqual(others.map((b) => compatibility(bank, a, b).percent));
      }),
    );
  });

  it("is bounded: a whole percentage from 0 to 99, confidence from 0 to 1, at most three reasons", () => {
    fc.assert(
      fc.property(personArb, personArb, (a, b) => {
        const c = compatibility(bank, a, b);
        expect(Number.isInteger(c.percent)).toBe(true);
        expect(c.percent).toBeGreaterThanOrEqual(0);
        expect(c.percent).toBeLessThanOrEqual(99);
        expect(c.confidence).toBeGreaterThanOrEqual(0);
        expect(c.confidence).toBeLessThan(1);
        expect(c.reasons.length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it("scores someone with identical answers, interests and intent at least as high as anyone else", () => {
    fc.assert(
      fc.property(personArb, personArb, (a, b) => {
        const twin: Person = { answers: a.answers, interests: [...a.interests], lookingFor: a.lookingFor };
        expect(compatibility(bank, a, twin).percent).toBeGreaterThanOrEqual(compatibility(bank, a, b).percent);
      }),
    );
  });

  it("ranks close answers above opposite ones and says why", () => {
    const all = (pick: (q: QuestionFacts) => number) => new Map(bank.map((q) => [q.id, pick(q)]));
    const agreeable: Person = {
      answers: all((q) => q.optionCount - 1),
      interests: ["Hiking", "Jazz", "Poetry"],
      lookingFor: "relationship",
    };
    const alike: Person = {
      answers: all((q) => (q.question_type === "likert" ? 3 : q.optionCount - 1)),
      interests: ["hiking", "Jazz", "Travel"],
      lookingFor: "relationship",
    };
    const opposite: Person = { answers: all(() => 0), interests: ["Board games"], lookingFor: "casual" };

    const close = compatibility(bank, agreeable, alike);
    const far = compatibility(bank, agreeable, opposite);
    expect(close.percent).toBeGreaterThan(70);
    expect(far.percent).toBeLessThan(10);
    // Love language agrees most: its two choice questions match exactly, its Likert ones by one step.
    expect(close.reasons).toEqual([
      "You give and receive love in similar ways",
      "2 shared interests: hiking, jazz",
      "You're both looking for: long-term relationship",
    ]);
    expect(far.reasons).toEqual([]);
    expect(close.confidence).toBeGreaterThan(0.8);
  });

  it("knows nothing, and says so, for two people who answered no question in common", () => {
    const a: Person = { answers: new Map([[1, 4]]), interests: [], lookingFor: null };
    const b: Person = { answers: new Map([[2, 4]]), interests: [], lookingFor: null };
    expect(compatibility(bank, a, b)).toEqual({ percent: 50, confidence: 0, reasons: [] });
  });

  it("turns Likert answers into per-dimension trait scores", () => {
    const answers = new Map(bank.filter((q) => q.dimension === "values").map((q, i) => [q.id, i % 2 === 0 ? 4 : 2]));
    const traits = traitScores(bank, answers);
    expect(traits.values).toBeCloseTo(0.75);
    for (const d of dimensions.filter((x): x is Exclude<Dimension, "values"> => x !== "values"))
      expect(traits[d]).toBeNull();
  });

  it("counts a deeper quiz only between two members who both hold the plan, and names each pack both answered", () => {
    const withPacks: QuestionFacts[] = [
      ...bank,
      ...packQuestionSeed.map((q, i) => ({
        id: bank.length + i + 1,
        question_type: q.question_type,
        dimension: q.dimension,
        optionCount: q.options.length,
        pack: q.pack,
      })),
    ];
    const love = withPacks.filter((q) => q.pack === "love-attachment");
    const same = new Map([...bank.slice(0, 3), ...love].map((q) => [q.id, 0]));
    const person = (deeper: boolean): Person => ({ answers: same, interests: [], lookingFor: null, deeper });
    const both = compatibility(withPacks, person(true), person(true));
    expect(both.reasons[0]).toBe(
      `You both answered the Love & Attachment pack: ${love.length} of ${love.length} answers in tune`,
    );
    // One of them without the plan: exactly as if the packs did not exist.
    const one = compatibility(withPacks, person(true), person(false));
    expect(one).toEqual(compatibility(bank, person(true), person(false)));
    expect(both.confidence).toBeGreaterThan(one.confidence);
    // Symmetric with packs too.
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), personArb, personArb, (da, db, a, b) => {
        const x = {
          ...a,
          answers: new Map<number, number>([
            ...(a.answers as Map<number, number>),
            ...love.map((q) => [q.id, 1] as const),
          ]),
          deeper: da,
        };
        const y = {
          ...b,
          answers: new Map<number, number>([
            ...(b.answers as Map<number, number>),
            ...love.map((q) => [q.id, 3] as const),
          ]),
          deeper: db,
        };
        expect(compatibility(withPacks, x, y)).toEqual(compatibility(withPacks, y, x));
      }),
    );
  });
});
