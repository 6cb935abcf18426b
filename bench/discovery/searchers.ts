/**
 * The discovery benchmark's searchers: members made through the public API like anyone's (sign-up,
 * the dev mailbox's link, a whole profile, the quiz), placed where the seeded crowd lives: the five
 * densest metros of scripts/seed-data.ts and zips drawn at random from the seeded members' own.
 */
import { metros } from "../../scripts/seed-data.js";
import type { ProfileUpdate } from "#shared/profile-fields";
import { call, inPool, makeMember, type Member } from "../cluster/clients.js";

export type Searcher = Member & { zip: string; where: string };

/** The five metros with the most seeded members (their weights lead the list). */
export const densestMetros = [...metros]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 5)
  .map(([zip]) => zip);

/** A small deterministic generator, so every run makes the same searchers. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const genders = ["woman", "man", "non-binary"] as const;

/** Who a searcher is (36, as makeMember signs up): varied genders, wishes and age ranges, 50 miles. */
function profileOf(i: number, zip: string, random: () => number): ProfileUpdate {
  const gender = genders[i % 3]!;
  // Most want one gender (an index condition); some want two, the slower, per-row check.
  const wants =
    i % 4 === 3 ? ["woman", "non-binary"] : i % 2 === 0 ? (gender === "man" ? ["woman"] : ["man"]) : ["woman"];
  const youngest = 24 + Math.floor(random() * 10);
  return {
    gender,
    interested_in: wants as ProfileUpdate["interested_in"],
    looking_for: "relationship",
    zip_code: zip,
    bio: "Out most weekends, in most weeknights.",
    interests: ["Cooking", "Hiking", "Music", "Travel"].slice(0, 2 + (i % 3)),
    distance_preference: 50,
    age_preference_min: youngest,
    age_preference_max: youngest + 12 + Math.floor(random() * 8),
  };
}

/**
 * `perMetro` searchers in each of the densest metros and `random` more at zips of randomly chosen
 * seeded members; each answers the whole quiz (answers drawn like the seeded crowd's).
 */
export async function makeSearchers(
  base: string,
  { perMetro, randomZips }: { perMetro: number; randomZips: readonly string[] },
): Promise<Searcher[]> {
  const places = [
    ...densestMetros.flatMap((zip) => Array.from({ length: perMetro }, () => ({ zip, where: `metro ${zip}` }))),
    ...randomZips.map((zip) => ({ zip, where: "random" })),
  ];
  const questions = (await call(base, { cookie: "" }, "GET", "/api/questions")).body.questions as {
    id: number;
    options: string[];
  }[];
  return inPool(
    places.map((p, i) => ({ ...p, i })),
    4,
    async ({ zip, where, i }) => {
      const random = rng(1000 + i);
      const m = await makeMember(base, i);
      const profile = await call(base, m, "PATCH", "/api/profile", profileOf(i, zip, random));
      if (profile.status !== 200)
        throw new Error(`bench: searcher profile answered ${profile.status} ${JSON.stringify(profile.body)}`);
      const answers = questions.map((q) => ({ question_id: q.id, answer: Math.floor(random() * q.options.length) }));
      const quiz = await call(base, m, "POST", "/api/quiz", { answers });
      if (quiz.status !== 200) throw new Error(`bench: quiz answered ${quiz.status} ${JSON.stringify(quiz.body)}`);
      return { ...m, zip, where };
    },
  );
}
