import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { okResponseSchema, sessionResponseSchema } from "#shared/session";
import { api } from "../../lib/api";

/*
 * The session query lives apart from the account mutations: every page's first paint needs it,
 * and its contract is written with zod's mini build (shared/session.ts), so the landing page
 * parses the answer without loading the forms' full zod.
 */
/** Every auth query's key and fetcher, in one place; hooks and cache updates go through these. */
export const authQueries = {
  all: ["auth"] as const,
  session: () =>
    queryOptions({
      queryKey: [...authQueries.all, "session"] as const,
      queryFn: ({ client }) => api("/api/auth/session", sessionResponseSchema, { client }),
      staleTime: 60_000,
    }),
};

export function useSession() {
  const query = useQuery(authQueries.session());
  return { user: query.data?.user ?? null, loading: query.isPending, refetch: query.refetch };
}

/** Everything cached belonged to the person who just left: only the (empty) session stays. */
export function forgetMember(qc: QueryClient) {
  qc.setQueryData(authQueries.session().queryKey, { user: null });
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== authQueries.all[0] });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api("/api/auth/sign-out", okResponseSchema, { method: "POST" }),
    onSuccess: () => forgetMember(qc),
  });
}
