import * as z from "zod/mini";
import { QuizText } from "./messages.js";

/**
 * The trait dimensions the compatibility engine scores (part 1 §3 Question; ADR 0213: the engine
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

/**
 * How much an answer matters to the member (ADR 0505): the
 * engine weighs agreement by both people's importance. Answers given before it existed, and any
 * given without one, count as "somewhat" (neutral).
 */
export const importances = ["a_little", "somewhat", "very"] as const;
export type Importance = (typeof importances)[number];
export const importanceLabels: Record<Importance, string> = {
  a_little: "A little",
  somewhat: "Somewhat",
  very: "Very",
};
export const neutralImportance: Importance = "somewhat";

/** One answer: the index of the chosen option, and how much it matters (optional: neutral). */
export const quizAnswerSchema = z.object({
  question_id: z.int().check(z.positive()),
  answer: z.int().check(z.minimum(0), z.maximum(9)),
  importance: z.optional(z.enum(importances)),
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

/**
 * The deeper compatibility quizzes (Unlocked+ and Beyond; ADR 0408): packs
 * of questions beyond the core quiz, each optional and resumable. When two people have both
 * answered a pack (and both hold the plan), the engine scores those answers too.
 */
export const quizPackIds = ["love-attachment", "life-ahead", "everyday-together"] as const;
export type QuizPackId = (typeof quizPackIds)[number];
export const quizPacks: Record<QuizPackId, { title: string; description: string }> = {
  "love-attachment": {
    title: "Love & Attachment",
    description: "How you bond, what reassures you, and what makes you feel cared for.",
  },
  "life-ahead": {
    title: "Life Ahead",
    description: "Home, money, family and the life you're building in the years to come.",
  },
  "everyday-together": {
    title: "Everyday Together",
    description: "Routines, time alone, chores and the small habits of sharing a life.",
  },
};

export const quizPackSummarySchema = z.object({
  id: z.enum(quizPackIds),
  title: z.string(),
  description: z.string(),
  question_count: z.int(),
  /** Saved answers (the pack is complete when they equal question_count) and answers in progress. */
  answered: z.int(),
  in_progress: z.int(),
});
export type QuizPackSummary = z.infer<typeof quizPackSummarySchema>;
export const quizPackListSchema = z.object({
  /** Whether the member's plan includes the packs; without it they are listed, locked. */
  entitled: z.boolean(),
  /** The core quiz comes first: packs open once it is taken. */
  core_completed: z.boolean(),
  packs: z.array(quizPackSummarySchema),
});
export type QuizPackList = z.infer<typeof quizPackListSchema>;
export const quizPackSchema = z.object({
  id: z.enum(quizPackIds),
  title: z.string(),
  questions: z.array(questionSchema),
  /** The member's saved answers to this pack, else their answers in progress. */
  answers: z.array(quizAnswerSchema),
  complete: z.boolean(),
});
export type QuizPack = z.infer<typeof quizPackSchema>;
export const quizPackParamsSchema = z.object({ pack: z.enum(quizPackIds) });
