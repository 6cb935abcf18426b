import { LRUCache } from "lru-cache";

/**
 * A per-process memory of a hot, rarely changed read (a member's safety settings, asked on every
 * message they receive), in front of the database: a value is kept `ttlMs` at most, and the owner
 * evicts it when it changes (in every process, through an `onEverywhere` event). Events missed
 * while Redis was away are covered by `clear()` when the subscription comes back (RealtimeResync);
 * a publish that failed outright leaves other processes at most `ttlMs` behind.
 *
 * A read that started before an eviction does not store what it read: it may be the old value
 * (any eviction bumps a generation; a fill from an older generation is answered but not kept).
 * Without that, a read racing a change could keep the old value for the whole `ttlMs`.
 */
export function createReadThroughCache<V extends object>(
  load: (key: string) => Promise<V>,
  { ttlMs = 10_000, max = 50_000 } = {},
) {
  const cache = new LRUCache<string, V>({ max, ttl: ttlMs });
  let generation = 0;
  return {
    async get(key: string): Promise<V> {
      const hit = cache.get(key);
      if (hit !== undefined) return hit;
      const started = generation;
      const value = await load(key);
      if (generation === started) cache.set(key, value);
      return value;
    },
    evict(key: string): void {
      generation += 1;
      cache.delete(key);
    },
    /** Everything may have changed unseen (the event carrier was away): forget it all. */
    clear(): void {
      generation += 1;
      cache.clear();
    },
  };
}
export type ReadThroughCache<V extends object> = ReturnType<typeof createReadThroughCache<V>>;
