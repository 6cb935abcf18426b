import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { okResponseSchema } from "#shared/auth";
import { blockedListSchema, safetySettingsSchema, type ReportInput, type SafetySettingsUpdate } from "#shared/safety";
import { api, keyOf, retryUnanswered } from "../../lib/api";

export const safetyQueries = {
  all: ["safety"] as const,
  settings: () =>
    queryOptions({
      queryKey: [...safetyQueries.all, "settings"] as const,
      queryFn: ({ client }) => api("/api/safety-settings", safetySettingsSchema, { client }),
    }),
  blocked: () =>
    queryOptions({
      queryKey: [...safetyQueries.all, "blocked"] as const,
      queryFn: ({ client }) => api("/api/blocks", blockedListSchema, { client }),
    }),
};

export const useSafetySettings = (enabled: boolean) => useQuery({ ...safetyQueries.settings(), enabled });

export function useSaveSafetySettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (changes: SafetySettingsUpdate) =>
      api("/api/safety-settings", safetySettingsSchema, { method: "PATCH", body: changes }),
    onSuccess: (saved) => qc.setQueryData(safetyQueries.settings().queryKey, saved),
  });
}

export const useReport = () =>
  useMutation({
    mutationFn: (input: ReportInput) =>
      api("/api/reports", okResponseSchema, { body: input, idempotencyKey: keyOf(input) }),
    retry: retryUnanswered,
  });

/** A block changes what every list shows: everything cached is read again. */
export function useBlock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api("/api/blocks", okResponseSchema, { body: { blocked_user_id: userId } }),
    onSettled: () => qc.invalidateQueries(),
  });
}

export const useBlockedList = (enabled: boolean) => useQuery({ ...safetyQueries.blocked(), enabled });

/** An unblock: the two may meet again, as strangers (the server ends any match they had). */
export function useUnblock() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api(`/api/blocks/${encodeURIComponent(userId)}`, okResponseSchema, { method: "DELETE" }),
    onSettled: () => qc.invalidateQueries(),
  });
}
