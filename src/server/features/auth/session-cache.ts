import type { SignedInUser } from "#shared/auth";

/**
 * Who a session credential belongs to, remembered for a few seconds so an authenticated request
 * costs no session query (issue: GET /api/profile was ~7 % of a bare one-row read). Only valid
 * sessions are kept; sign-out and a password reset evict at once in this process, and any other
 * ending of sessions (`SessionsRevoked`) in every process. A sign-out elsewhere is at most `ttlMs` late.
 */
export function createSessionCache({ ttlMs = 10_000, maxEntries = 50_000, now = () => Date.now() } = {}) {
  const entries = new Map<string, { user: SignedInUser; until: number }>();
  return {
    get(credential: string): SignedInUser | undefined {
      const hit = entries.get(credential);
      if (!hit) return undefined;
      if (hit.until <= now()) {
        entries.delete(credential);
        return undefined;
      }
      return hit.user;
    },
    set(credential: string, user: SignedInUser, sessionExpiresAt: Date): void {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(credential, { user, until: Math.min(now() + ttlMs, sessionExpiresAt.getTime()) });
    },
    evict(credential: string): void {
      entries.delete(credential);
    },
    evictUser(userId: string): void {
      for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
