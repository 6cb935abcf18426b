import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { earlyAccessSchema, icebreakersSchema, type FlagName } from "#shared/early-access";
import { api } from "../../lib/api";

export const earlyAccessQueries = {
  all: ["early-access"] as const,
  /** The flagged features as the server evaluates them for this member (the app never decides itself). */
  features: () =>
    queryOptions({
      queryKey: [...earlyAccessQueries.all, "features"] as const,
      queryFn: ({ client }) => api("/api/early-access", earlyAccessSchema, { client }),
    }),
  icebreakers: (matchId: string) =>
    queryOptions({
      queryKey: [...earlyAccessQueries.all, "icebreakers", matchId] as const,
      queryFn: ({ client }) =>
        api(`/api/conversations/${encodeURIComponent(matchId)}/icebreakers`, icebreakersSchema, { client }),
      staleTime: Infinity,
    }),
};

export const useEarlyAccess = (enabled = true) => useQuery({ ...earlyAccessQueries.features(), enabled });

/** Whether a flagged feature is on for the member, as the server said. */
export function useFeatureOn(name: FlagName, signedIn = true): boolean {
  return Boolean(useEarlyAccess(signedIn).data?.features.find((f) => f.name === name)?.enabled);
}

/** Three openers for a match whose conversation has not begun (only asked when icebreakers are on for the member). */
export function useIcebreakers(matchId: string, wanted: boolean) {
  const on = useFeatureOn("icebreakers", wanted);
  return useQuery({ ...earlyAccessQueries.icebreakers(matchId), enabled: wanted && on });
}

export function useChooseEarlyAccess() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ name, on }: { name: FlagName; on: boolean }) =>
      api(`/api/early-access/${name}`, earlyAccessSchema, { method: "PUT", body: { on } }),
    onSuccess: (saved) => qc.setQueryData(earlyAccessQueries.features().queryKey, saved),
  });
}
