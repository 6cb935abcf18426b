import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DigestLimits } from "#shared/limits";
import { questionSeed } from "../../db/seeds/0005-questions.js";
import { writeDigest, type DigestInput, type DigestMatch, type DigestQuestion } from "./digest-engine.js";

const bank: DigestQuestion[] = questionSeed.map((q, i) => ({
  id: i + 1,
  text: q.text,
  question_type: q.question_type,
  options: q.options,
}));
const answersArb = fc
  .array(fc.tuple(fc.constantFrom(...bank), fc.nat()), { maxLength: bank.length })
  .map((pairs) => new Map(pairs.map(([q, n]) => [q.id, n % q.options.length])));
const interestsArb = fc.array(fc.constantFrom("Hiking", "hiking", "Jazz", "Cooking", " "), { maxLength: 4 });
const personArb = fc.record({
  user_id: fc.uuid(),
  name: fc.constantFrom("Ada", "Bea", "Cy"),
  avatar_url: fc.constant(null),
  percent: fc.integer({ min: 0, max: 99 }),
  reasons: fc.array(fc.constantFrom("You both value similar things in life", "1 shared interest: jazz"), {
    maxLength: 2,
  }),
});
const matchArb: fc.Arbitrary<DigestMatch> = fc.record({
  user_id: fc.uuid(),
  match_id: fc.uuid(),
  name: fc.constantFrom("Ada", "Bea", "Cy"),
  avatar_url: fc.constant(null),
  percent: fc.integer({ min: 0, max: 99 }),
  reasons: fc.constant([]),
  answers: answersArb,
  interests: interestsArb,
  sent: fc.nat({ max: 5 }),
  received: fc.nat({ max: 5 }),
});
const inputArb: fc.Arbitrary<DigestInput> = fc.record({
  date: fc.constantFrom("2026-11-24", "2026-11-25"),
  bank: fc.constant(bank),
  answers: answersArb,
  interests: interestsArb,
  candidates: fc.array(personArb, { maxLength: 5 }),
  matches: fc.uniqueArray(matchArb, { maxLength: 12, selector: (m) => m.match_id }),
  week: fc.record({
    likesGiven: fc.nat({ max: 30 }),
    likesReceived: fc.nat({ max: 30 }),
    newMatches: fc.nat({ max: 5 }),
  }),
});

describe("the digest engine", () => {
  it("is deterministic: the same day and facts write the same digest", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(writeDigest({ ...input, matches: input.matches.map((m) => ({ ...m })) })).toEqual(writeDigest(input));
      }),
    );
  });

  it("grounds every starter, gives each of the first matches some, and always has an analysis", () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const d = writeDigest(input);
        expect(d.match_analysis.summary.trim()).not.toBe("");
        expect(d.match_analysis.facts.length).toBeGreaterThanOrEqual(2);
        expect(d.conversation_starters).toHaveLength(Math.min(input.matches.length, DigestLimits.startersFor));
        for (const s of d.conversation_starters) {
          expect(s.starters.length).toBeGreaterThan(0);
          expect(s.starters.length).toBeLessThanOrEqual(DigestLimits.startersEach);
          expect(s.grounded_in).toHaveLength(s.starters.length);
        }
        expect(d.compatibility_insights.length).toBe(
          Math.min(input.candidates.length, DigestLimits.candidates) +
            Math.min(input.matches.length, DigestLimits.matches),
        );
      }),
    );
  });

  it("puts the match waiting for a reply first, and names what two people share", () => {
    const base = {
      user_id: "u",
      avatar_url: null,
      percent: 70,
      reasons: [],
      answers: new Map<number, number>(),
      interests: [] as string[],
    };
    const d = writeDigest({
      date: "2026-11-24",
      bank,
      answers: new Map([[bank[0]!.id, 4]]),
      interests: ["Jazz"],
      candidates: [],
      matches: [
        { ...base, match_id: "m1", name: "Ada", sent: 2, received: 2 },
        {
          ...base,
          match_id: "m2",
          name: "Bea",
          sent: 0,
          received: 1,
          interests: ["jazz"],
          answers: new Map([[bank[0]!.id, 4]]),
        },
      ],
      week: { likesGiven: 1, likesReceived: 2, newMatches: 1 },
    });
    expect(d.conversation_starters[0]!.name).toBe("Bea");
    expect(d.conversation_starters[0]!.grounded_in).toEqual([
      "Shared interest: jazz",
      `You both strongly agree: ${bank[0]!.text}`,
    ]);
    expect(d.match_analysis.summary).toBe("Your best next step: reply to the match who wrote to you first.");
  });
});
