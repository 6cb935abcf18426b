import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";

/** The quiz feature's tables: questions (the bank) and quiz_answers (one answer per question). */
export function createQuizRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const quiz_answers = await db
        .selectFrom("quiz_answers")
        .innerJoin("questions", "questions.id", "quiz_answers.question_id")
        .select([
          "quiz_answers.question_id",
          "questions.text as question",
          "quiz_answers.answer",
          "quiz_answers.updated_at",
        ])
        .where("quiz_answers.user_id", "=", userId)
        .orderBy("quiz_answers.question_id")
        .execute();
      return { quiz_answers };
    },

    async listQuestions() {
      return db
        .selectFrom("questions")
        .select(["id", "text", "question_type", "options", "dimension"])
        .orderBy("id")
        .execute();
    },

    async answersOf(userId: string): Promise<{ question_id: number; answer: number }[]> {
      return db
        .selectFrom("quiz_answers")
        .select(["question_id", "answer"])
        .where("user_id", "=", userId)
        .orderBy("question_id")
        .execute();
    },

    /** Stores every answer at once; an answer given before is replaced. */
    /** Whether the member has saved answers (only a whole quiz is ever saved: quiz.service's submit). */
    async hasAnswers(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("quiz_answers")
        .select("user_id")
        .where("user_id", "=", userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async saveAnswers(userId: string, answers: readonly { question_id: number; answer: number }[]): Promise<void> {
      if (answers.length === 0) return;
      await db
        .insertInto("quiz_answers")
        .values(answers.map((a) => ({ user_id: userId, question_id: a.question_id, answer: a.answer })))
        .onConflict((oc) =>
          oc
            .columns(["user_id", "question_id"])
            .doUpdateSet((eb) => ({ answer: eb.ref("excluded.answer"), updated_at: eb.fn("now") })),
        )
        .execute();
    },
  };
}
export type QuizRepository = ReturnType<typeof createQuizRepository>;
