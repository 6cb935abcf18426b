import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messageResponseSchema, okResponseSchema } from "#shared/auth";
import {
  caseDetailSchema,
  caseQueueSchema,
  moderatorStatusSchema,
  noticesSchema,
  type AppealInput,
  type ModerationActionInput,
} from "#shared/moderation";
import type { ReportReason } from "#shared/safety";
import { api } from "../../lib/api";

/** The console (/moderation, moderators only) and the member's notices; served by the server's moderation feature. */
export const moderationQueries = {
  all: ["moderation"] as const,
  me: () =>
    queryOptions({
      queryKey: [...moderationQueries.all, "me"] as const,
      queryFn: ({ client }) => api("/api/moderation/me", moderatorStatusSchema, { client }),
      staleTime: 60_000,
    }),
  queue: (reason?: ReportReason) =>
    queryOptions({
      queryKey: [...moderationQueries.all, "queue", reason ?? "all"] as const,
      queryFn: ({ client }) =>
        api(`/api/moderation/cases${reason ? `?reason=${reason}` : ""}`, caseQueueSchema, { client }),
    }),
  case: (caseId: string) =>
    queryOptions({
      queryKey: [...moderationQueries.all, "case", caseId] as const,
      queryFn: ({ client }) => api(`/api/moderation/cases/${encodeURIComponent(caseId)}`, caseDetailSchema, { client }),
    }),
  notices: () =>
    queryOptions({
      queryKey: [...moderationQueries.all, "notices"] as const,
      queryFn: ({ client }) => api("/api/notices", noticesSchema, { client }),
    }),
};

export const useIsModerator = (enabled: boolean) => useQuery({ ...moderationQueries.me(), enabled });

export function useDecide(caseId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ModerationActionInput) =>
      api(`/api/moderation/cases/${encodeURIComponent(caseId)}/actions`, caseDetailSchema, { body: input }),
    onSuccess: (detail) => {
      qc.setQueryData(moderationQueries.case(caseId).queryKey, detail);
      void qc.invalidateQueries({ queryKey: [...moderationQueries.all, "queue"] });
    },
  });
}

export function useNoticeSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (noticeId: string) =>
      api(`/api/notices/${encodeURIComponent(noticeId)}/seen`, okResponseSchema, { method: "POST" }),
    onSettled: () => qc.invalidateQueries({ queryKey: moderationQueries.notices().queryKey }),
  });
}

export const useAppeal = () =>
  useMutation({ mutationFn: (input: AppealInput) => api("/api/appeals", messageResponseSchema, { body: input }) });
