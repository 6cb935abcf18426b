import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { distanceResponseSchema, type DistanceRequest } from "#shared/distance";
import { publicProfileSchema } from "#shared/profiles";
import {
  decisionResultSchema,
  discoveryResponseSchema,
  likedYouSchema,
  likesCountSchema,
  matchListSchema,
  personFitSchema,
  undoPassResultSchema,
  type LikePart,
} from "#shared/matching";
import { api, keyOf, retryUnanswered } from "../../lib/api";

/** /matches' address, minus the cursor: what the member searched for. */
export type DiscoveryParams = Record<string, string>;

/** The address parameters discovery understands (the search dialog's three and /match-search's). */
const known = [
  "search",
  "preference",
  "zip",
  "age_min",
  "age_max",
  "distance",
  "intent",
  "interests",
  "has_photo",
  "verified",
] as const;

/** What the member searched for, read from /matches' address (the page and the server's first render alike). */
export function discoveryParams(search: URLSearchParams): DiscoveryParams {
  const params: DiscoveryParams = {};
  for (const key of known) {
    const value = search.get(key)?.trim();
    if (value) params[key] = value;
  }
  return params;
}

const query = (params: DiscoveryParams, cursor?: string) => {
  const all = new URLSearchParams(params);
  if (cursor) all.set("cursor", cursor);
  const text = all.toString();
  return text ? `?${text}` : "";
};

/** Every matching query's key and fetcher, in one place. */
export const matchingQueries = {
  all: ["matching"] as const,
  discover: (params: DiscoveryParams) =>
    infiniteQueryOptions({
      queryKey: [...matchingQueries.all, "discover", params] as const,
      queryFn: ({ pageParam, client }) =>
        api(`/api/discover${query(params, pageParam)}`, discoveryResponseSchema, { client }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next_cursor ?? undefined,
      // Read afresh when the page opens (unless it was read in the last few seconds: the app's
      // staleTime), never reshuffled under the member's eyes when they come back to the tab.
      refetchOnWindowFocus: false,
    }),
  nearby: () =>
    queryOptions({
      queryKey: [...matchingQueries.all, "nearby"] as const,
      queryFn: ({ client }) => api("/api/discover/nearby", discoveryResponseSchema, { client }),
    }),
  matches: () =>
    queryOptions({
      queryKey: [...matchingQueries.all, "matches"] as const,
      queryFn: async ({ client }) => (await api("/api/matches", matchListSchema, { client })).matches,
    }),
  /** Where the member stands with someone whose profile they open: score, decision, match. */
  fit: (userId: string) =>
    queryOptions({
      queryKey: [...matchingQueries.all, "fit", userId] as const,
      queryFn: ({ client }) => api(`/api/people/${encodeURIComponent(userId)}/fit`, personFitSchema, { client }),
    }),
  likedYou: () =>
    queryOptions({
      queryKey: [...matchingQueries.all, "liked-you"] as const,
      queryFn: ({ client }) => api("/api/likes/received", likedYouSchema, { client }),
    }),
  /** Someone else's whole profile as the viewer may see it (their profile page, and the deck). */
  person: (id: string) =>
    queryOptions({
      queryKey: [...matchingQueries.all, "person", id] as const,
      queryFn: ({ client }) => api(`/api/profiles/${encodeURIComponent(id)}`, publicProfileSchema, { client }),
    }),
  /** How many wait for the member's answer: the Likes tab's badge, kept live by `like.received`. */
  likesCount: () =>
    queryOptions({
      queryKey: [...matchingQueries.all, "likes-count"] as const,
      queryFn: async ({ client }) => (await api("/api/likes/received/count", likesCountSchema, { client })).count,
    }),
};

type Pages = { pages: { candidates: { id: string }[] }[] };
/**
 * Drops someone from every list of people in the cache (a pass, a match made): discovery's pages
 * kept as they are, nearby, and "Likes you" (whose count follows).
 */
export function removeCandidate(qc: QueryClient, userId: string) {
  qc.setQueriesData<Pages>({ queryKey: [...matchingQueries.all, "discover"] }, (data) =>
    data
      ? { ...data, pages: data.pages.map((p) => ({ ...p, candidates: p.candidates.filter((c) => c.id !== userId) })) }
      : data,
  );
  qc.setQueryData(matchingQueries.nearby().queryKey, (data) =>
    data ? { ...data, candidates: data.candidates.filter((c) => c.id !== userId) } : data,
  );
  qc.setQueryData(matchingQueries.likedYou().queryKey, (data) =>
    data?.people.some((p) => p.id === userId)
      ? { ...data, count: data.count - 1, people: data.people.filter((p) => p.id !== userId) }
      : data,
  );
}

export const useDiscovery = (params: DiscoveryParams, enabled: boolean) =>
  useInfiniteQuery({ ...matchingQueries.discover(params), enabled });
export const useNearby = (enabled: boolean) => useQuery({ ...matchingQueries.nearby(), enabled });
export const useMatches = (enabled: boolean) => useQuery({ ...matchingQueries.matches(), enabled });
export const useFit = (userId: string, enabled: boolean) => useQuery({ ...matchingQueries.fit(userId), enabled });
export const useLikedYou = (enabled: boolean) => useQuery({ ...matchingQueries.likedYou(), enabled });
export const usePerson = (id: string | undefined) =>
  useQuery({ ...matchingQueries.person(id ?? ""), enabled: Boolean(id) });
export const useLikesCount = (enabled: boolean) => useQuery({ ...matchingQueries.likesCount(), enabled });

/** Like (or pass on) someone; a like that completes a match refreshes the match list. */
export function useDecide() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vars: { userId: string; kind: "like" | "pass"; part?: LikePart }) =>
      api("/api/likes", decisionResultSchema, {
        body: { user_id: vars.userId, kind: vars.kind, ...(vars.part ? { part: vars.part } : {}) },
        idempotencyKey: keyOf(vars),
      }),
    retry: retryUnanswered,
    onSuccess: (result, vars) => {
      void qc.invalidateQueries({ queryKey: matchingQueries.fit(vars.userId).queryKey });
      // Whoever was liked leaves the nearby list; the candidate list keeps them, shown as "Liked".
      void qc.invalidateQueries({ queryKey: matchingQueries.nearby().queryKey });
      // Any answer to someone who liked the member takes them out of "Likes you" and its count.
      void qc.invalidateQueries({ queryKey: matchingQueries.likesCount().queryKey });
      if (result.match_id) {
        void qc.invalidateQueries({ queryKey: matchingQueries.matches().queryKey });
        void qc.invalidateQueries({ queryKey: matchingQueries.likedYou().queryKey });
      }
    },
  });
}

/** Takes back the last pass (the deck's Undo); the person may be met again. */
export function useUndoPass() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api("/api/likes/undo", undoPassResultSchema, { body: { user_id: userId } }),
    onSuccess: (_result, userId) => void qc.invalidateQueries({ queryKey: matchingQueries.fit(userId).queryKey }),
  });
}

export function useDistance() {
  return useMutation({
    mutationFn: (zips: DistanceRequest) => api("/api/distance", distanceResponseSchema, { body: zips }),
  });
}
