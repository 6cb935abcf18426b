import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ownAnswersSchema, questionListSchema, quizSubmittedSchema, type QuizAnswer } from "#shared/quiz";
import { okResponseSchema } from "#shared/auth";
import { api } from "../../lib/api";

export const quizQueries = {
  all: ["quiz"] as const,
  questions: () =>
    queryOptions({
      queryKey: [...quizQueries.all, "questions"] as const,
      queryFn: async ({ client }) => (await api("/api/questions", questionListSchema, { client })).questions,
      // The bank changes only with a release.
      staleTime: Infinity,
    }),
  /** The quiz in progress, saved as the member goes. */
  draft: () =>
    queryOptions({
      queryKey: [...quizQueries.all, "draft"] as const,
      queryFn: async ({ client }) => (await api("/api/quiz/draft", ownAnswersSchema, { client })).answers,
      staleTime: 0,
    }),
  myAnswers: () =>
    queryOptions({
      queryKey: [...quizQueries.all, "mine"] as const,
      queryFn: async ({ client }) => (await api("/api/quiz/answers", ownAnswersSchema, { client })).answers,
    }),
};

export const useQuestions = () => useQuery(quizQueries.questions());

/** A member's saved answers, so a retake starts from them; disabled for visitors. */
export const useMyAnswers = (enabled: boolean) => useQuery({ ...quizQueries.myAnswers(), enabled });

export const useQuizDraft = (enabled: boolean) => useQuery({ ...quizQueries.draft(), enabled });

/** Saves the answers given so far; a newer save simply replaces an older one. */
export function useSaveDraft() {
  return useMutation({
    mutationFn: (answers: QuizAnswer[]) =>
      api("/api/quiz/draft", okResponseSchema, { method: "PUT", body: { answers } }),
  });
}

export function useSubmitQuiz() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswer[]) => api("/api/quiz", quizSubmittedSchema, { body: { answers } }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: quizQueries.draft().queryKey });
      return qc.invalidateQueries({ queryKey: quizQueries.myAnswers().queryKey });
    },
  });
}
