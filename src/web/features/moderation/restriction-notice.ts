import { useSyncExternalStore } from "react";

/** Why the member's account was restricted, as the realtime channel said it (`account.restricted`). */
export type RestrictionNotice = { kind: "suspension" | "ban"; reason: string; ends_at: string | null };

let current: RestrictionNotice | null = null;
const listeners = new Set<() => void>();

/**
 * Kept in memory only (never browser storage), for the page that was open when a moderator
 * decided: it outlives the sign-out that follows, until the member closes it.
 */
export const restrictionNotice = {
  set(notice: RestrictionNotice | null): void {
    current = notice;
    for (const listener of [...listeners]) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useRestrictionNotice(): RestrictionNotice | null {
  return useSyncExternalStore(
    restrictionNotice.subscribe,
    () => current,
    () => null,
  );
}
