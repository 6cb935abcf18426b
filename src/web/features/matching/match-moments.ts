import { useSyncExternalStore } from "react";

/**
 * Matches waiting to be celebrated on this tab (the match moment): the like that made one, on
 * this page, and `match.created` from the socket, on any page, for either of the two people.
 * Each match is celebrated once per tab, whichever of the two arrives first.
 */
let waiting: readonly string[] = [];
const celebrated = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export const matchMoments = {
  celebrate(matchId: string) {
    if (celebrated.has(matchId)) return;
    celebrated.add(matchId);
    waiting = [...waiting, matchId];
    notify();
  },
  done(matchId: string) {
    waiting = waiting.filter((id) => id !== matchId);
    notify();
  },
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none = () => null;

/** The match to celebrate now, if any (the oldest waiting). */
export const useMatchMoment = (): string | null => useSyncExternalStore(subscribe, () => waiting[0] ?? null, none);
