import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ownAnswersSchema, questionListSchema, quizSubmittedSchema, type QuizAnswer } from "#shared/quiz";
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
  myAnswers: () =>
    queryOptions({
      queryKey: [...quizQueries.all, "mine"] as const,
      queryFn: async ({ client }) => (await api("/api/quiz/answers", ownAnswersSchema, { client })).answers,
    }),
};

export const useQuestions = () => useQuery(quizQueries.questions());

/** A member's saved answers, so a retake starts from them; disabled for visitors. */
export const useMyAnswers = (enabled: boolean) => useQuery({ ...quizQueries.myAnswers(), enabled });

export function useSubmitQuiz() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswer[]) => api("/api/quiz", quizSubmittedSchema, { body: { answers } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: quizQueries.myAnswers().queryKey }),
  });
}
