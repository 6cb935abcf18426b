import type { SignedInUser } from "#shared/auth";

/**
 * Who a session credential belongs to, remembered for a minute so an authenticated request
 * costs no session query (issue: GET /api/profile was ~7 % of a bare one-row read; a member
 * chatting sends every few seconds, and at 10 s most sends still paid the session store: npm run
 * bench -- realtime). Only valid sessions are kept, never past their expiry. Every ending of
 * sessions is announced in every process (`SessionsRevoked`: sign-out, revocation, password
 * change, deletion), which evicts at once; the minute only bounds an announcement that was lost
 * (Redis away), and the cache is emptied when the subscription comes back (`RealtimeResync`).
 */
export function createSessionCache({ ttlMs = 60_000, maxEntries = 50_000, now = () => Date.now() } = {}) {
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
    clear(): void {
      entries.clear();
    },
    evictUser(userId: string): void {
      for (const [key, entry] of entries) if (entry.user.id === userId) entries.delete(key);
    },
  };
}
export type SessionCache = ReturnType<typeof createSessionCache>;
