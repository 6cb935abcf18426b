import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  ownAnswersSchema,
  questionListSchema,
  quizPackListSchema,
  quizPackSchema,
  quizSubmittedSchema,
  type QuizAnswer,
  type QuizPackId,
} from "#shared/quiz";
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

export const packQueries = {
  all: [...quizQueries.all, "packs"] as const,
  list: () =>
    queryOptions({
      queryKey: [...packQueries.all, "list"] as const,
      queryFn: ({ client }) => api("/api/quiz/packs", quizPackListSchema, { client }),
    }),
  pack: (id: QuizPackId) =>
    queryOptions({
      queryKey: [...packQueries.all, id] as const,
      queryFn: ({ client }) => api(`/api/quiz/packs/${id}`, quizPackSchema, { client }),
      staleTime: 0,
    }),
};

export const usePackList = () => useQuery(packQueries.list());
export const usePack = (id: QuizPackId, enabled: boolean) => useQuery({ ...packQueries.pack(id), enabled });

/** Saves a pack's answers so far; a newer save replaces an older one. */
export function useSavePackDraft(id: QuizPackId) {
  return useMutation({
    mutationFn: (answers: QuizAnswer[]) =>
      api(`/api/quiz/packs/${id}/draft`, okResponseSchema, { method: "PUT", body: { answers } }),
  });
}

export function useSubmitPack(id: QuizPackId) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswer[]) => api(`/api/quiz/packs/${id}`, okResponseSchema, { body: { answers } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: packQueries.all }),
  });
}
