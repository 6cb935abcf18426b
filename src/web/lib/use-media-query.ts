import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, kept current. The server cannot know the screen, so the
 * server's render and hydration use `onServer`, and the browser's answer follows right after;
 * a page drawn in the browser (a navigation inside the app) has the browser's answer from its
 * first render, so what it would hide is never mounted (nor fetched).
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = matchMedia(query);
      list.addEventListener("change", changed);
      return () => list.removeEventListener("change", changed);
    },
    () => matchMedia(query).matches,
    () => onServer,
  );
}

/** From Tailwind's `sm` up: where the grid, matches and nearby people show beside discovery. */
export const WIDER_THAN_PHONE = "(min-width: 640px)";
