import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { digestHistorySchema, generateDigestSchema, todayDigestSchema } from "#shared/ai-digest";
import { api } from "../../lib/api";

export const digestQueries = {
  all: ["ai-digest"] as const,
  today: () =>
    queryOptions({
      queryKey: [...digestQueries.all, "today"] as const,
      queryFn: ({ client }) => api("/api/ai-digest/today", todayDigestSchema, { client }),
    }),
  history: () =>
    queryOptions({
      queryKey: [...digestQueries.all, "history"] as const,
      queryFn: async ({ client }) => (await api("/api/ai-digest/history", digestHistorySchema, { client })).digests,
    }),
};

export const useTodayDigest = () => useQuery(digestQueries.today());
export const useDigestHistory = () => useQuery(digestQueries.history());

export function useGenerateDigest() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api("/api/ai-digest/generate", generateDigestSchema, { method: "POST" }),
    onSuccess: ({ digest }) => {
      qc.setQueryData(digestQueries.today().queryKey, { has_today: true, digest });
      void qc.invalidateQueries({ queryKey: digestQueries.history().queryKey });
    },
  });
}
