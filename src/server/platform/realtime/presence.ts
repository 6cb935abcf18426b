import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { waitAtMost } from "../time-limit.js";

/**
 * Whether a member has one of our pages open in any server process, so a push does not repeat
 * what an open page already shows. This process's sockets answer first; with Redis, every other
 * process's too. Without Redis (one process) only this process's sockets count.
 *
 * Each member with open pages has a hash `unlocked:presence:{userId}`: one field per process, whose
 * value is until when that process vouches for them (refreshed every third of `ttlMs`). A process
 * that dies stops refreshing, so its fields stop counting within `ttlMs` and the key expires.
 * Redis away: the answer is this process's sockets only (a push may then repeat an open page,
 * whose service worker stays silent while it is visible).
 */
export type Presence = {
  /** The member's first page opened in this process. */
  opened(userId: string): void;
  /** The member's last page in this process closed. */
  closed(userId: string): void;
  /** Whether the member has a page open anywhere. */
  isOpen(userId: string): Promise<boolean>;
  close(): Promise<void>;
};

const key = (userId: string) => `unlocked:presence:${userId}`;

export function createPresence(options: {
  /** This process's sockets, by member (the realtime hub). */
  localUsers: { has(userId: string): boolean; users(): Iterable<string> };
  redisUrl?: string | undefined;
  ttlMs?: number;
  onError?: (err: unknown) => void;
}): Presence {
  const { localUsers, redisUrl, ttlMs = 90_000, onError = () => {} } = options;
  if (!redisUrl) {
    return { opened() {}, closed() {}, isOpen: async (userId) => localUsers.has(userId), close: async () => {} };
  }
  const self = randomUUID();
  // No offline queue: while Redis is away a call fails at once instead of waiting; a call on a
  // connection that hangs gives up after a second (a push is then decided by this process alone).
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 1000,
  });
  redis.on("error", () => {}); // reported by the event carrier; here a failed call is enough
  redis.connect().catch(() => {});
  const ready = () => redis.status === "ready";

  const vouch = (userIds: Iterable<string>) => {
    if (!ready()) return;
    const until = String(Date.now() + ttlMs);
    const batch = redis.pipeline();
    for (const userId of userIds) batch.hset(key(userId), self, until).pexpire(key(userId), ttlMs);
    batch.exec().catch(onError);
  };
  const refresh = setInterval(() => vouch(localUsers.users()), Math.floor(ttlMs / 3));
  refresh.unref();
  // Back after an outage (or first connected): vouch for everyone here again.
  redis.on("ready", () => vouch(localUsers.users()));

  return {
    opened: (userId) => vouch([userId]),
    closed(userId) {
      if (ready()) redis.hdel(key(userId), self).catch(onError);
    },
    async isOpen(userId) {
      if (localUsers.has(userId)) return true;
      if (!ready()) return false;
      try {
        const now = Date.now();
        // This process's own word is its hub, answered above: a field it failed to remove
        // (Redis was away when the page closed) must not count.
        const fields = await redis.hgetall(key(userId));
        return Object.entries(fields).some(([process, until]) => process !== self && Number(until) > now);
      } catch (err) {
        onError(err);
        return false;
      }
    },
    async close() {
      clearInterval(refresh);
      if (ready()) {
        const batch = redis.pipeline();
        for (const userId of localUsers.users()) batch.hdel(key(userId), self);
        // Bounded: a shutdown never waits on a Redis that stopped answering.
        await waitAtMost(batch.exec(), 1000);
      }
      redis.disconnect();
    },
  };
}
