import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/**
 * One QueryClient per browser tab, and one per page the server renders (never shared between two
 * requests: the cache holds the member's data).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; only network and server hiccups are retried.
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
        // What the server rendered the page with is as fresh as the page: a query mounting right
        // after hydration uses it instead of asking again (the browser dates it on arrival:
        // main.tsx, serverState). Later changes reach open pages through the realtime socket
        // and the mutations' invalidations, which refetch regardless of this.
        staleTime: 5_000,
      },
    },
  });
}
