import { queryOptions, useQuery } from "@tanstack/react-query";
import { ownProfileSchema } from "#shared/profiles";
import { api } from "./api";

/**
 * The signed-in member's own profile, which many screens read (home's greeting, search's
 * defaults, quick start): shared below the features; the profiles feature owns its writes.
 */
export const myProfileQuery = () =>
  queryOptions({
    queryKey: ["profiles", "me"] as const,
    queryFn: ({ client }) => api("/api/profile", ownProfileSchema, { client }),
    // Only this member changes it, and every write answers with the whole profile (which
    // replaces the cache): a second reader mounting a moment later need not ask again.
    staleTime: 60_000,
  });

/** The signed-in user's own profile; disabled for visitors. */
export function useMyProfile(enabled = true) {
  return useQuery({ ...myProfileQuery(), enabled });
}
