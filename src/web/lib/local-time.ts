import { useSyncExternalStore } from "react";

const never = () => () => undefined;

/**
 * False while the server renders and React hydrates what it sent; true after, and from the start
 * in what the browser draws itself. What depends on the member's clock or screen waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

/**
 * A moment in the member's own time, said as "today at 7:00 PM" or "tomorrow at 1:00 AM" (the
 * words given), or null while the server renders and React hydrates: the server does not know
 * the member's time zone, and the page must first match what it sent.
 */
export function useLocalMoment(
  iso: string | null | undefined,
  words: { today: (time: string) => string; tomorrow: (time: string) => string },
): string | null {
  return useSyncExternalStore(
    never,
    () => (iso ? localMoment(new Date(iso), new Date(), words) : null),
    () => null,
  );
}

export function localMoment(
  at: Date,
  now: Date,
  words: { today: (time: string) => string; tomorrow: (time: string) => string },
): string {
  const time = at.toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
  return at.toDateString() === now.toDateString() ? words.today(time) : words.tomorrow(time);
}
