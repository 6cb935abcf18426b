import { ErrorCodes } from "#shared/errors";
import { QuizText } from "#shared/messages";
import {
  quizPackIds,
  quizPacks,
  type Question,
  type QuizAnswer,
  type QuizPack,
  type QuizPackId,
  type QuizPackList,
} from "#shared/quiz";
import type { Atomically } from "../../platform/events/event-bus.js";
import { DomainError } from "../../platform/errors.js";
import type { QuizRepository } from "./quiz.repository.js";
import { answerOf, checkAgainstBank, storedAnswer, type BankQuestion } from "./quiz.service.js";

type Deps = {
  repo: QuizRepository;
  atomically: Atomically<QuizRepository>;
  bank: () => Promise<BankQuestion[]>;
  /** Asked of subscriptions: does the member's plan include the deeper quizzes (Unlocked+, Beyond)? */
  entitled: (userId: string) => Promise<boolean>;
  /** Whether the member has taken the core quiz. */
  completed: (userId: string) => Promise<boolean>;
};

const invalid = (message: string) => new DomainError("invalid", ErrorCodes.validation, message, { answers: message });

/**
 * The deeper compatibility quizzes (ADR 0408): optional packs, resumable
 * (a draft per pack), saved whole. Answering needs the plan; saved answers stay when it ends and
 * count again when it returns (the engine asks the plan, not these rows). Nobody else sees them.
 */
export function createQuizPacks({ repo, atomically, bank, entitled, completed }: Deps) {
  const packQuestions = async (pack: QuizPackId) =>
    (await bank()).filter((q) => q.pack === pack).map(({ pack: _pack, ...q }) => q);

  async function mayAnswer(userId: string): Promise<void> {
    if (!(await entitled(userId)))
      throw new DomainError("forbidden", ErrorCodes.premiumRequired, QuizText.packsRequirePlan);
    if (!(await completed(userId))) throw new DomainError("conflict", ErrorCodes.validation, QuizText.coreFirst);
  }
  const savedTo = async (userId: string, ids: ReadonlySet<number>) =>
    (await repo.answersOf(userId)).filter((a) => ids.has(a.question_id)).map(answerOf);

  return {
    async list(userId: string): Promise<QuizPackList> {
      const [all, saved, drafts, plan, core] = await Promise.all([
        bank(),
        repo.answersOf(userId),
        repo.packDraftSizes(userId),
        entitled(userId),
        completed(userId),
      ]);
      const savedIds = new Set(saved.map((a) => a.question_id));
      return {
        entitled: plan,
        core_completed: core,
        packs: quizPackIds.map((id) => {
          const ids = all.filter((q) => q.pack === id).map((q) => q.id);
          return {
            id,
            ...quizPacks[id],
            question_count: ids.length,
            answered: ids.filter((q) => savedIds.has(q)).length,
            in_progress: drafts.get(id) ?? 0,
          };
        }),
      };
    },

    /** A pack's questions and the member's answers (saved, else in progress). */
    async pack(userId: string, id: QuizPackId): Promise<QuizPack> {
      if (!(await entitled(userId)))
        throw new DomainError("forbidden", ErrorCodes.premiumRequired, QuizText.packsRequirePlan);
      const questions = await packQuestions(id);
      const saved = await savedTo(userId, new Set(questions.map((q) => q.id)));
      const complete = saved.length === questions.length;
      return {
        id,
        title: quizPacks[id].title,
        questions,
        answers: complete ? saved : await repo.packDraftOf(userId, id),
        complete,
      };
    },

    /** Saves the answers given so far (any subset of the pack's questions). */
    async saveDraft(userId: string, id: QuizPackId, answers: readonly QuizAnswer[]): Promise<void> {
      await mayAnswer(userId);
      const questions = await packQuestions(id);
      checkPack(questions, answers);
      await repo.savePackDraft(userId, id, answers);
    },

    /** The whole pack, answered: saved with the member's other answers; the engines read them from now on. */
    async submit(userId: string, id: QuizPackId, answers: readonly QuizAnswer[]): Promise<void> {
      await mayAnswer(userId);
      const questions = await packQuestions(id);
      checkPack(questions, answers);
      if (answers.length < questions.length) {
        throw new DomainError("invalid", ErrorCodes.validation, QuizText.answerAll.title, {
          answers: QuizText.answerAll.description(answers.length, questions.length),
        });
      }
      await atomically(async (r, emit) => {
        await r.saveAnswers(userId, answers.map(storedAnswer));
        await r.clearPackDraft(userId, id);
        emit("QuizCompleted", { userId });
      });
    },
  };

  function checkPack(questions: readonly Question[], answers: readonly QuizAnswer[]) {
    const ids = new Set(questions.map((q) => q.id));
    if (answers.some((a) => !ids.has(a.question_id))) throw invalid(QuizText.notInPack);
    checkAgainstBank(questions, answers);
  }
}
export type QuizPacks = ReturnType<typeof createQuizPacks>;
