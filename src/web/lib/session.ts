import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { api } from "./api";

/*
 * The session query lives apart from the account mutations: every page's first paint needs it.
 * Its contracts (shared/session.ts, zod's mini build) load with its first read, not with the page:
 * the server hands every page its session, so a visitor's landing page reads none and loads no zod
 * before its first interaction (ADR 0206). The answer is still parsed by them.
 */
const contracts = () => import("#shared/session");

/** Every auth query's key and fetcher, in one place; hooks and cache updates go through these. */
export const authQueries = {
  all: ["auth"] as const,
  session: () =>
    queryOptions({
      queryKey: [...authQueries.all, "session"] as const,
      queryFn: async ({ client }) => api("/api/auth/session", (await contracts()).sessionResponseSchema, { client }),
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
    mutationFn: async () => api("/api/auth/sign-out", (await contracts()).okResponseSchema, { method: "POST" }),
    onSuccess: () => forgetMember(qc),
  });
}
