import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { matchMemorySchema } from "#shared/match-memory";
import { api } from "../../lib/api";

export const matchMemoryQueries = {
  all: ["match-memory"] as const,
  /** The member's own note about one match (never anyone else's). */
  note: (matchId: string) =>
    queryOptions({
      queryKey: [...matchMemoryQueries.all, matchId] as const,
      queryFn: ({ client }) => api(`/api/matches/${encodeURIComponent(matchId)}/memory`, matchMemorySchema, { client }),
    }),
};

export const useMatchMemory = (matchId: string) => useQuery(matchMemoryQueries.note(matchId));

export function useSaveMatchMemory(matchId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api(`/api/matches/${encodeURIComponent(matchId)}/memory`, matchMemorySchema, { method: "PUT", body: { note } }),
    onSuccess: (saved) => qc.setQueryData(matchMemoryQueries.note(matchId).queryKey, saved),
  });
}
