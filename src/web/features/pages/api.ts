import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { invitationResultSchema, type InvitationInput } from "#shared/invitations";
import { faqListSchema } from "#shared/pages";
import { api } from "../../lib/api";

/** The pages feature's queries: key and fetcher in one place. */
export const pageQueries = {
  all: ["pages"] as const,
  faqs: () =>
    queryOptions({
      queryKey: [...pageQueries.all, "faqs"] as const,
      queryFn: ({ client }) => api("/api/faqs", faqListSchema, { client }),
      select: (data) => data.faqs,
      // FAQ copy changes only with a deploy.
      staleTime: 10 * 60_000,
    }),
};

export function useFaqs() {
  return useQuery(pageQueries.faqs());
}

export function useSendInvitation() {
  return useMutation({
    mutationFn: (body: InvitationInput) => api("/api/invitations", invitationResultSchema, { body }),
  });
}
