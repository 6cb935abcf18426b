import { ErrorCodes } from "#shared/errors";
import { QuizText } from "#shared/messages";
import {
  importances,
  neutralImportance,
  type Dimension,
  type Question,
  type QuizAnswer,
  type QuizPackId,
} from "#shared/quiz";
import type { Atomically } from "../../platform/events/event-bus.js";
import { DomainError } from "../../platform/errors.js";
import { compatibility, percentAgainst, type Compatibility, type Person, type QuestionFacts } from "./compatibility.js";
import type { QuizRepository } from "./quiz.repository.js";

type Deps = {
  repo: QuizRepository;
  /** The repository in one transaction whose events commit with it (the event outbox). */
  atomically: Atomically<QuizRepository>;
};

const invalid = (message: string) => new DomainError("invalid", ErrorCodes.validation, message, { answers: message });

/** An answer as stored: its importance as a level (0 a little, 1 somewhat, 2 very). */
export const storedAnswer = (a: QuizAnswer) => ({
  question_id: a.question_id,
  answer: a.answer,
  importance: importances.indexOf(a.importance ?? neutralImportance),
});
/** A stored answer as the API says it. */
export const answerOf = (a: { question_id: number; answer: number; importance: number }): QuizAnswer => ({
  question_id: a.question_id,
  answer: a.answer,
  importance: importances[a.importance] ?? neutralImportance,
});

/** A question of the bank: the core quiz's (pack null) or a deeper quiz's. */
export type BankQuestion = Question & { pack: QuizPackId | null };

/** Every answer is to a question of the bank, with one of its options. */
export function checkAgainstBank(bankNow: readonly Question[], answers: readonly QuizAnswer[]): void {
  const byId = new Map(bankNow.map((q) => [q.id, q]));
  for (const a of answers) {
    const q = byId.get(a.question_id);
    if (!q) throw invalid(QuizText.unknownQuestion);
    if (a.answer >= q.options.length) throw invalid(QuizText.invalidOption);
  }
}

export function createQuizService({ repo, atomically }: Deps) {
  /** The bank (core quiz and packs) changes only by migration: read once per process. */
  let loaded: Promise<BankQuestion[]> | undefined;
  const bank = (): Promise<BankQuestion[]> =>
    (loaded ??= repo
      .listQuestions()
      .then((rows) => rows.map((q) => ({ ...q, dimension: q.dimension as Dimension })))
      .catch((err) => {
        loaded = undefined;
        throw err;
      }));
  /** The core quiz (part 1 §4): what everyone answers. */
  const questions = async (): Promise<Question[]> =>
    (await bank()).filter((q) => q.pack === null).map(({ pack: _pack, ...q }) => q);

  /** The bank as the engine reads it; a failed read is tried again by the next caller. */
  let facts: Promise<QuestionFacts[]> | undefined;
  const bankFacts = () =>
    (facts ??= bank().then((bankNow) =>
      bankNow.map((q) => ({
        id: q.id,
        question_type: q.question_type,
        dimension: q.dimension,
        optionCount: q.options.length,
        pack: q.pack,
      })),
    )).catch((err: unknown) => {
      facts = undefined;
      throw err;
    });

  return {
    questions,
    bank,

    /** The compatibility engine bound to the question bank (a profile's fit, the digest, Connection DNA). */
    async scorer(): Promise<(a: Person, b: Person) => Compatibility> {
      const bound = await bankFacts();
      return (a, b) => compatibility(bound, a, b);
    },

    /** The percent alone, one member against many (discovery's ranking); the same as scorer's. */
    async ranker(): Promise<(a: Person) => (b: Person) => number> {
      const bound = await bankFacts();
      return (a) => percentAgainst(bound, a);
    },

    /** The member's answers to the core quiz (the quiz page's). */
    async ownAnswers(userId: string): Promise<QuizAnswer[]> {
      const core = new Set((await questions()).map((q) => q.id));
      return (await repo.answersOf(userId)).filter((a) => core.has(a.question_id)).map(answerOf);
    },

    /** Every answer the member saved, the packs' included (the engines decide what counts), importance as a level. */
    answersOf: (userId: string) => repo.answersOf(userId),

    /** The quiz in progress, as saved so far. */
    draft: (userId: string) => repo.draftOf(userId),

    /** Saves the answers given so far (any subset, each checked against the bank as a submission is). */
    async saveDraft(userId: string, answers: readonly QuizAnswer[]): Promise<void> {
      checkAgainstBank(await questions(), answers);
      await repo.saveDraft(userId, answers);
    },

    /** The member has taken the quiz: a submission is all or nothing, so any saved answer says so. */
    completed: (userId: string) => repo.hasAnswers(userId),

    /**
     * A signed-in submission must answer every question with one of its options (part 1 §4);
     * it replaces earlier answers and tells the other features the quiz is complete.
     */
    async submit(user: { id: string; email: string }, answers: readonly QuizAnswer[]): Promise<void> {
      const bankNow = await questions();
      checkAgainstBank(bankNow, answers);
      if (answers.length < bankNow.length) {
        throw new DomainError("invalid", ErrorCodes.validation, QuizText.answerAll.title, {
          answers: QuizText.answerAll.description(answers.length, bankNow.length),
        });
      }
      await atomically(async (r, emit) => {
        await r.saveAnswers(user.id, answers.map(storedAnswer));
        await r.clearDraft(user.id);
        emit("QuizCompleted", { userId: user.id });
      });
    },
  };
}
export type QuizService = ReturnType<typeof createQuizService>;
