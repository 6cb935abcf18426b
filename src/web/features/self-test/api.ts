import { queryOptions } from "@tanstack/react-query";
import { healthSchema, type Health } from "#shared/health";
import { GeneralText } from "#shared/messages";

/**
 * GET /api/health. Not through `api()`: a 503 (the database is down) still carries the report,
 * which is exactly what the page must show.
 */
export async function readHealth(): Promise<Health> {
  let res: Response;
  try {
    res = await fetch("/api/health", { credentials: "include" });
  } catch {
    throw new Error(GeneralText.offline);
  }
  if (res.status !== 200 && res.status !== 503) throw new Error(`The health report answered ${res.status}`);
  return healthSchema.parse(await res.json());
}

export const selfTestQueries = {
  /** `round` is the page's run: each "Run All Tests" reads the report afresh. */
  health: (round: number) => queryOptions({ queryKey: ["health", round] as const, queryFn: readHealth, staleTime: 0 }),
};
