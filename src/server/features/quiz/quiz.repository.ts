import { sql, type Kysely } from "kysely";
import type { QuizPackId } from "#shared/quiz";
import type { Database } from "../../db/types.js";

/**
 * The quiz feature's tables: questions (the bank: the core quiz and the deeper packs), quiz_answers
 * (one answer per question), quiz_drafts (the core quiz in progress) and quiz_pack_drafts.
 */
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
          "quiz_answers.importance",
          "quiz_answers.updated_at",
        ])
        .where("quiz_answers.user_id", "=", userId)
        .orderBy("quiz_answers.question_id")
        .execute();
      const quiz_drafts = await db
        .selectFrom("quiz_drafts")
        .select(["answers", "updated_at"])
        .where("user_id", "=", userId)
        .execute();
      const quiz_pack_drafts = await db
        .selectFrom("quiz_pack_drafts")
        .select(["pack", "answers", "updated_at"])
        .where("user_id", "=", userId)
        .execute();
      return { quiz_answers, quiz_drafts, quiz_pack_drafts };
    },

    /** The quiz in progress: the answers given so far (empty when none). */
    async draftOf(userId: string): Promise<{ question_id: number; answer: number }[]> {
      const row = await db.selectFrom("quiz_drafts").select("answers").where("user_id", "=", userId).executeTakeFirst();
      return row?.answers ?? [];
    },

    async saveDraft(userId: string, answers: readonly { question_id: number; answer: number }[]): Promise<void> {
      const json = JSON.stringify(answers);
      await db
        .insertInto("quiz_drafts")
        .values({ user_id: userId, answers: json })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ answers: json, updated_at: sql<Date>`now()` }))
        .execute();
    },

    async clearDraft(userId: string): Promise<void> {
      await db.deleteFrom("quiz_drafts").where("user_id", "=", userId).execute();
    },

    /** A pack in progress: the answers given so far (empty when none). */
    async packDraftOf(userId: string, pack: QuizPackId): Promise<{ question_id: number; answer: number }[]> {
      const row = await db
        .selectFrom("quiz_pack_drafts")
        .select("answers")
        .where("user_id", "=", userId)
        .where("pack", "=", pack)
        .executeTakeFirst();
      return row?.answers ?? [];
    },

    /** How many answers each pack in progress holds. */
    async packDraftSizes(userId: string): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom("quiz_pack_drafts")
        .select(["pack", sql<number>`jsonb_array_length(answers)`.as("n")])
        .where("user_id", "=", userId)
        .execute();
      return new Map(rows.map((r) => [r.pack, Number(r.n)]));
    },

    async savePackDraft(
      userId: string,
      pack: QuizPackId,
      answers: readonly { question_id: number; answer: number }[],
    ): Promise<void> {
      const json = JSON.stringify(answers);
      await db
        .insertInto("quiz_pack_drafts")
        .values({ user_id: userId, pack, answers: json })
        .onConflict((oc) =>
          oc.columns(["user_id", "pack"]).doUpdateSet({ answers: json, updated_at: sql<Date>`now()` }),
        )
        .execute();
    },

    async clearPackDraft(userId: string, pack: QuizPackId): Promise<void> {
      await db.deleteFrom("quiz_pack_drafts").where("user_id", "=", userId).where("pack", "=", pack).execute();
    },

    async listQuestions() {
      return db
        .selectFrom("questions")
        .select(["id", "text", "question_type", "options", "dimension", "pack"])
        .orderBy("id")
        .execute();
    },

    /** Each answer with how much it matters as stored: 0 a little, 1 somewhat, 2 very. */
    async answersOf(userId: string): Promise<{ question_id: number; answer: number; importance: number }[]> {
      return db
        .selectFrom("quiz_answers")
        .select(["question_id", "answer", "importance"])
        .where("user_id", "=", userId)
        .orderBy("question_id")
        .execute();
    },

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

    async saveAnswers(
      userId: string,
      answers: readonly { question_id: number; answer: number; importance: number }[],
    ): Promise<void> {
      if (answers.length === 0) return;
      await db
        .insertInto("quiz_answers")
        .values(answers.map((a) => ({ user_id: userId, ...a })))
        .onConflict((oc) =>
          oc.columns(["user_id", "question_id"]).doUpdateSet((eb) => ({
            answer: eb.ref("excluded.answer"),
            importance: eb.ref("excluded.importance"),
            updated_at: eb.fn("now"),
          })),
        )
        .execute();
    },
  };
}
export type QuizRepository = ReturnType<typeof createQuizRepository>;
