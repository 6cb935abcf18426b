import * as z from "zod/mini";
import { QuizText } from "./messages.js";

/**
 * The trait dimensions the compatibility engine scores (part 1 §3 Question; DECISIONS: the engine
 * is ours, deterministic and explainable). Every question belongs to exactly one.
 */
export const dimensions = ["values", "communication", "conflict", "lifestyle", "emotional", "love_language"] as const;
export type Dimension = (typeof dimensions)[number];

export const dimensionLabels: Record<Dimension, string> = {
  values: "Values",
  communication: "Communication",
  conflict: "Handling conflict",
  lifestyle: "Lifestyle",
  emotional: "Emotional style",
  love_language: "Love language",
};

export const questionTypes = ["likert", "choice"] as const;
export type QuestionType = (typeof questionTypes)[number];

/** The five answers of every Likert question, in order (index 0 to 4). */
export const likertOptions = ["Strongly disagree", "Disagree", "Neutral", "Agree", "Strongly agree"] as const;

export const questionSchema = z.object({
  id: z.int(),
  text: z.string(),
  question_type: z.enum(questionTypes),
  options: z.array(z.string()),
  dimension: z.enum(dimensions),
});
export type Question = z.infer<typeof questionSchema>;
export const questionListSchema = z.object({ questions: z.array(questionSchema) });
export type QuestionList = z.infer<typeof questionListSchema>;

/** One answer: the index of the chosen option. */
export const quizAnswerSchema = z.object({
  question_id: z.int().check(z.positive()),
  answer: z.int().check(z.minimum(0), z.maximum(9)),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

/** Submitting the quiz: every question answered once (the server checks against the bank). */
export const quizSubmissionSchema = z.object({
  answers: z.array(quizAnswerSchema).check(
    z.maxLength(200),
    z.refine((a) => new Set(a.map((x) => x.question_id)).size === a.length, QuizText.duplicateAnswer),
  ),
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const quizSubmittedSchema = z.object({ ok: z.literal(true), redirect_to: z.literal("/matches") });
export const ownAnswersSchema = z.object({ answers: z.array(quizAnswerSchema) });
export type OwnAnswers = z.infer<typeof ownAnswersSchema>;
