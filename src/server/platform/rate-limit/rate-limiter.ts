import type { RateLimitRepository } from "./rate-limit.repository.js";

export type Limit = { max: number; windowSeconds: number };

export type RateLimiter = {
  /** Counts one attempt under `key`; false when the attempt is over the limit. */
  consume(key: string, limit: Limit): Promise<boolean>;
  /** Whether `key` is still under the limit, without counting (for limits on failures only). */
  allows(key: string, limit: Limit): Promise<boolean>;
  /** Forgets `key` and every key under `key:`. */
  reset(key: string): Promise<void>;
  /** Forgets every counter about someone (keys holding their address or id): their account is gone. */
  forget(fragments: readonly string[]): Promise<void>;
};

export function createRateLimiter(repo: RateLimitRepository): RateLimiter {
  let lastPurge = 0;
  return {
    async consume(key, limit) {
      const now = Date.now();
      // Old windows are dead weight; sweep them at most hourly, off the request's critical path.
      if (now - lastPurge > 3_600_000) {
        lastPurge = now;
        void repo.purgeOlderThan(86_400).catch(() => undefined);
      }
      const count = await repo.hit(key, limit.windowSeconds);
      return count <= limit.max;
    },
    async allows(key, limit) {
      return (await repo.count(key, limit.windowSeconds)) < limit.max;
    },
    reset: (key) => repo.clear(key),
    forget: (fragments) => repo.forget(fragments),
  };
}
