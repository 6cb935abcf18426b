import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  dataExportSchema,
  dataExportsSchema,
  revokedSchema,
  sessionsSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from "#shared/account";
import { messageResponseSchema, okMessageResponseSchema, okResponseSchema } from "#shared/auth";
import { notificationSettingsSchema } from "#shared/notifications";
import { api, keyOf, retryUnanswered } from "../../lib/api";

/** /settings: the member's password, email and sessions (served by the server's auth feature under /api/account). */
export const accountQueries = {
  all: ["account"] as const,
  sessions: () =>
    queryOptions({
      queryKey: [...accountQueries.all, "sessions"] as const,
      queryFn: ({ client }) => api("/api/account/sessions", sessionsSchema, { client }),
    }),
  notifications: () =>
    queryOptions({
      queryKey: [...accountQueries.all, "notifications"] as const,
      queryFn: ({ client }) => api("/api/notifications/settings", notificationSettingsSchema, { client }),
    }),
  exports: () =>
    queryOptions({
      queryKey: [...accountQueries.all, "exports"] as const,
      queryFn: async ({ client }) => (await api("/api/account/exports", dataExportsSchema, { client })).exports,
    }),
};

export const useSessions = () => useQuery(accountQueries.sessions());

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api("/api/account/password", okMessageResponseSchema, { body: input }),
    // Every other session ended; this device has a new one (its cookie came with the answer).
    onSuccess: () => qc.invalidateQueries({ queryKey: accountQueries.all }),
  });
}

export function useChangeEmail() {
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => api("/api/account/email", messageResponseSchema, { body: input }),
  });
}

export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    /** One session by id, or every other session when no id is given. */
    mutationFn: (id?: string) =>
      api(id ? `/api/account/sessions/${encodeURIComponent(id)}` : "/api/account/sessions", revokedSchema, {
        method: "DELETE",
      }),
    onSettled: () => qc.invalidateQueries({ queryKey: accountQueries.sessions().queryKey }),
  });
}

/**
 * `onDeleted` runs while the request still counts as in flight: the tab's session re-check (the
 * server tells every page the sessions ended) waits for it, so this tab leaves the page first.
 */
export function useDeleteAccount(onDeleted: () => Promise<void>) {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api("/api/account", okResponseSchema, { method: "DELETE", body: input }),
    onSuccess: onDeleted,
  });
}

/** The member's archives; asked again every few seconds while one is being prepared. */
export const useExports = () =>
  useQuery({
    ...accountQueries.exports(),
    refetchInterval: (q) => (q.state.data?.some((e) => e.status === "pending") ? 3000 : false),
  });

export function useRequestExport() {
  const qc = useQueryClient();
  return useMutation({
    // One request per click: the click's variables object carries its key through the retries.
    mutationFn: (click: object = {}) =>
      api("/api/account/exports", dataExportSchema, { method: "POST", idempotencyKey: keyOf(click) }),
    retry: retryUnanswered,
    onSuccess: () => qc.invalidateQueries({ queryKey: accountQueries.exports().queryKey }),
  });
}
