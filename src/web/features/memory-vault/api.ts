import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { okResponseSchema } from "#shared/auth";
import {
  momentSchema,
  savedMatchSchema,
  savedPromptSchema,
  vaultSchema,
  type MomentInput,
  type MomentUpdate,
  type PromptInput,
  type VaultKind,
} from "#shared/memory-vault";
import { api } from "../../lib/api";

const favoritesSchema = z.object({ match_ids: z.array(z.string()) });

export const vaultQueries = {
  all: ["memory-vault"] as const,
  vault: () =>
    queryOptions({
      queryKey: [...vaultQueries.all, "vault"] as const,
      queryFn: ({ client }) => api("/api/memory-vault", vaultSchema, { client }),
    }),
  /** Which matches carry the heart (empty for members without Unlocked Beyond). */
  favorites: () =>
    queryOptions({
      queryKey: [...vaultQueries.all, "favorites"] as const,
      queryFn: async () => new Set((await api("/api/memory-vault/favorites", favoritesSchema)).match_ids),
    }),
};

export const useVault = () => useQuery(vaultQueries.vault());
export const useFavoriteMatches = (enabled: boolean) => useQuery({ ...vaultQueries.favorites(), enabled });

/** Every vault write re-reads the vault and the hearts (small lists; one source of truth). */
function useVaultMutation<A, R>(fn: (arg: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: vaultQueries.all }) });
}

export const useSaveMatch = () =>
  useVaultMutation((matchId: string) =>
    api("/api/memory-vault/matches", savedMatchSchema, { body: { match_id: matchId } }),
  );
export const useSavePrompt = () =>
  useVaultMutation((input: PromptInput) => api("/api/memory-vault/prompts", savedPromptSchema, { body: input }));
export const useAddMoment = () =>
  useVaultMutation((input: MomentInput) => api("/api/memory-vault/moments", momentSchema, { body: input }));
export const useUpdateMoment = () =>
  useVaultMutation(({ id, changes }: { id: string; changes: MomentUpdate }) =>
    api(`/api/memory-vault/moments/${encodeURIComponent(id)}`, momentSchema, { method: "PATCH", body: changes }),
  );
export const useRemoveFromVault = () =>
  useVaultMutation(({ kind, id }: { kind: VaultKind; id: string }) =>
    api(`/api/memory-vault/${kind}/${encodeURIComponent(id)}`, okResponseSchema, { method: "DELETE" }),
  );
