import { DiscoveryLimits } from "#shared/limits";
import type { DiscoveryRepository } from "./discovery.repository.js";
import type { Entry } from "./discovery-ranking.js";

/**
 * A free member's page (expanded matching is Plus and Beyond): people already shown to them
 * always; new people while the day's allowance lasts, admitted atomically. Once it is used up
 * the page fills with people already met, further down the ranking. `rest` is the ranking from
 * where the page starts; `consumed` says how far into it the page reached.
 */
export async function withinAllowance(
  repo: Pick<DiscoveryRepository, "seenAmong" | "admitNew">,
  userId: string,
  rest: readonly Entry[],
  today: Date,
): Promise<{ page: Entry[]; consumed: number; seenFurther: boolean; limitReached: boolean }> {
  const size = DiscoveryLimits.pageSize;
  const seen = await repo.seenAmong(
    userId,
    rest.map((e) => e.id),
  );
  const wanted = rest
    .slice(0, size)
    .filter((e) => !seen.has(e.id))
    .map((e) => e.id);
  const admitted = new Set(
    await repo.admitNew(userId, today.toISOString().slice(0, 10), wanted, DiscoveryLimits.freeNewPerDay),
  );
  const page: Entry[] = [];
  let i = 0;
  for (; i < rest.length && page.length < size; i += 1) {
    const id = rest[i]!.id;
    if (seen.has(id) || admitted.has(id)) page.push(rest[i]!);
  }
  return {
    page,
    consumed: i,
    seenFurther: rest.slice(i).some((e) => seen.has(e.id)),
    limitReached: admitted.size < wanted.length,
  };
}
