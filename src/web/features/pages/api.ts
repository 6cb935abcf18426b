import { useMutation, useQuery } from "@tanstack/react-query";
import type { InvitationInput } from "../../../shared/invitations";
import { api } from "../../lib/api";
import type { FaqList } from "../../../shared/pages";

/** One row of GET /api/faqs; the server has no shared schema for it, so the shape is named here. */

export function useFaqs() {
  return useQuery({
    queryKey: ["pages", "faqs"],
    queryFn: () => api<FaqList>("/api/faqs"),
    select: (data) => data.faqs,
    // FAQ copy changes only with a deploy.
    staleTime: 10 * 60_000,
  });
}

export function useSendInvitation() {
  return useMutation({
    mutationFn: (body: InvitationInput) => api<{ message: string }>("/api/invitations", { body }),
  });
}
