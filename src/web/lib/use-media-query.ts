import { useDeferredValue, useEffect, useState } from "react";

/**
 * Whether what mounts now is drawn by the browser rather than hydrated over the server's HTML:
 * true once the router has left the first page, or from the start when there was no server HTML
 * (main.tsx says when).
 */
let drawnInBrowser = false;
export function drawingInBrowser(): void {
  drawnInBrowser = true;
}

/**
 * Whether a CSS media query matches, kept current. The server cannot know the screen, so the
 * server's render and hydration use `onServer`; the browser's answer follows in a deferred
 * render, which React does in slices, yielding to taps and frames: switched in one blocking
 * render, a phone's /matches mounted its deck in one ~180 ms task (at Lighthouse's 4× CPU). A
 * page drawn in the browser (a navigation inside the app) has the browser's answer from its first
 * render, so what it would hide is never mounted (nor fetched).
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  const [matches, setMatches] = useState(() => screenMatches(query, onServer));
  useEffect(() => {
    const list = matchMedia(query);
    const changed = () => setMatches(list.matches);
    changed();
    list.addEventListener("change", changed);
    return () => list.removeEventListener("change", changed);
  }, [query]);
  return useDeferredValue(matches, drawnInBrowser ? matches : onServer);
}

/** Whether a CSS media query matches now, outside React (a loader); `onServer` where there is no screen. */
export const screenMatches = (query: string, onServer: boolean): boolean =>
  typeof window === "undefined" ? onServer : matchMedia(query).matches;

/** From Tailwind's `sm` up: where the grid, matches and nearby people show beside discovery. */
export const WIDER_THAN_PHONE = "(min-width: 640px)";
