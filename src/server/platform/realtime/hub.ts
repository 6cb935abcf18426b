import type { WebSocket } from "ws";
import type { ServerMessage } from "#shared/realtime";

/**
 * This process's open realtime sockets, by member. A member may have several (tabs, devices);
 * each gets every message for them. Other processes hold their own (events reach each process
 * through the bus's carrier).
 */
/** Open pages per member and process: enough for every tab and device, not for a flood. */
const MAX_SOCKETS_PER_MEMBER = 20;

export function createRealtimeHub() {
  const byUser = new Map<string, Set<WebSocket>>();
  const write = (socket: WebSocket, text: string): number => {
    if (socket.readyState !== socket.OPEN) return 0;
    socket.send(text);
    return 1;
  };
  return {
    /** Adds a page; answers whether it is the member's first in this process. */
    add(userId: string, socket: WebSocket): boolean {
      const first = !byUser.has(userId);
      const set = byUser.get(userId) ?? new Set();
      // Past the cap the oldest page is closed; it reconnects if still open, at another's expense.
      if (set.size >= MAX_SOCKETS_PER_MEMBER) {
        const oldest = set.values().next().value!;
        set.delete(oldest);
        oldest.close(1008, "too many open pages");
      }
      set.add(socket);
      byUser.set(userId, set);
      return first;
    },
    /** Removes a page; answers whether it was the member's last in this process. */
    remove(userId: string, socket: WebSocket): boolean {
      const set = byUser.get(userId);
      if (!set?.delete(socket) || set.size > 0) return false;
      byUser.delete(userId);
      return true;
    },
    /** Writes the message to every open page of these members here; answers how many got it. */
    send(userIds: readonly string[], message: ServerMessage): number {
      const text = JSON.stringify(message);
      let sent = 0;
      for (const userId of new Set(userIds)) for (const socket of byUser.get(userId) ?? []) sent += write(socket, text);
      return sent;
    },
    sendAll(message: ServerMessage): void {
      const text = JSON.stringify(message);
      for (const set of byUser.values()) for (const socket of set) write(socket, text);
    },
    /** Whether the member has a page open on this process (a push would repeat what it shows). */
    has(userId: string): boolean {
      return (byUser.get(userId)?.size ?? 0) > 0;
    },
    /** The members with a page open here. */
    users: (): Iterable<string> => byUser.keys(),
    /** Open sockets in this process (health and the benchmark). */
    size(): number {
      let n = 0;
      for (const set of byUser.values()) n += set.size;
      return n;
    },
    closeAll(): void {
      for (const set of byUser.values()) for (const socket of set) socket.close(1012, "server restarting");
      byUser.clear();
    },
  };
}
export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
