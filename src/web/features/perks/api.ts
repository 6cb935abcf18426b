import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { perkSettingsSchema, type OverlayName, type PerkSettings, type PerkSettingsUpdate } from "#shared/perks";
import { api } from "../../lib/api";

export const perkQueries = {
  all: ["perks"] as const,
  settings: () =>
    queryOptions({
      queryKey: [...perkQueries.all, "settings"] as const,
      queryFn: ({ client }) => api("/api/perks", perkSettingsSchema, { client }),
    }),
};

/** The member's perk choices; asked only when their plan has a perk to choose (`enabled`). */
export const usePerks = (enabled: boolean) => useQuery({ ...perkQueries.settings(), enabled });

function usePerkWrite<A>(fn: (arg: A) => Promise<PerkSettings>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (saved) => qc.setQueryData(perkQueries.settings().queryKey, saved),
  });
}

export const useUpdatePerks = () =>
  usePerkWrite((changes: PerkSettingsUpdate) =>
    api("/api/perks", perkSettingsSchema, { method: "PATCH", body: changes }),
  );
export const useOverlaySeen = () =>
  usePerkWrite((name: OverlayName) =>
    api(`/api/perks/overlays/${name}/seen`, perkSettingsSchema, { method: "POST", body: {} }),
  );
export const useReplayOverlays = () =>
  usePerkWrite(() => api("/api/perks/overlays/replay", perkSettingsSchema, { method: "POST", body: {} }));
