import type { Intent } from "#shared/profiles";
import type { Person } from "./compatibility.js";
import type { QuizService } from "./quiz.service.js";

type Deps = {
  answersOf: QuizService["answersOf"];
  /** Profiles: the member's interests and intent. */
  intentOf: (userId: string) => Promise<{ interests: readonly string[]; lookingFor: Intent | null }>;
  /** Subscriptions: the member's plan includes the deeper quizzes now (their pack answers may count). */
  deeper: (userId: string) => Promise<boolean>;
};

/** A person whose answers are also a map (the engines walk them, not only look them up). */
export type MappedPerson = Person & { answers: ReadonlyMap<number, number> };

/** A member as the premium engines read them (Connection DNA, the digest, icebreakers). */
export function createPersonOf({ answersOf, intentOf, deeper }: Deps) {
  return async (userId: string): Promise<MappedPerson> => {
    const [answers, intent, holdsDeeper] = await Promise.all([answersOf(userId), intentOf(userId), deeper(userId)]);
    const levels = new Map(answers.map((a) => [a.question_id, a.importance]));
    return {
      // A map of the answers that also says how much each matters (the engine's `importance`).
      answers: Object.assign(new Map(answers.map((a) => [a.question_id, a.answer])), {
        importance: (id: number) => levels.get(id),
      }),
      interests: intent.interests,
      lookingFor: intent.lookingFor,
      deeper: holdsDeeper,
    };
  };
}
