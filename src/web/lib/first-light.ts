import { useSyncExternalStore } from "react";

/**
 * The home page's first-visit welcome (part 1 §4), remembered under the spec's `hasSeenFirstLight`
 * key. Quick setup waits for it to close on the home page, so closing it is announced here too.
 */
const SEEN_KEY = "hasSeenFirstLight";
const listeners = new Set<() => void>();

export const firstLight = {
  hasSeen(): boolean {
    try {
      return localStorage.getItem(SEEN_KEY) !== null;
    } catch {
      // Storage blocked (strict privacy modes): don't greet on every visit.
      return true;
    }
  },
  markSeen(): void {
    try {
      localStorage.setItem(SEEN_KEY, "true");
    } catch {
      // Nothing to remember it in; the welcome simply closes.
    }
    for (const listener of [...listeners]) listener();
  },
  onSeen(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/**
 * Whether the welcome was seen in this browser, for rendering. The server cannot see browser
 * storage and renders it as seen (no welcome), as does the browser's hydration; a first visit's
 * welcome then opens right after.
 */
export function useFirstLightSeen(): boolean {
  return useSyncExternalStore(firstLight.onSeen, firstLight.hasSeen, () => true);
}
