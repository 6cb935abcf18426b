import { queryOptions } from "@tanstack/react-query";
import { healthSchema, type Health } from "#shared/health";
import { api } from "../../lib/api";

/** GET /api/health: 200 whenever the server is up, the report saying what failed (the database too). */
export const readHealth = (): Promise<Health> => api("/api/health", healthSchema);

export const selfTestQueries = {
  /** `round` is the page's run: each "Run All Tests" reads the report afresh. */
  health: (round: number) => queryOptions({ queryKey: ["health", round] as const, queryFn: readHealth, staleTime: 0 }),
};
