/**
 * The start of a page the server rendered, cut into tasks a phone can answer between.
 *
 * Until React has hydrated the page, the server's HTML is on screen but no tap is handled; what
 * matters to a member is that no single piece of start-up work holds the page's one thread for long
 * (Total Blocking Time: the part of each task beyond 50 ms). Evaluating a page's scripts is one
 * such piece: a browser evaluates an imported module and everything it imports in one go, so the
 * page's chunk with its ~20 chunks (their zod contracts, their labels) was one task of ~250 ms on a
 * mid-range phone, together with the router's start. Here they are evaluated one chunk per task,
 * and the router starts in a task of its own.
 */

import { nextTask } from "../lib/next-task";

/**
 * Evaluates the page's preloaded scripts (its `<link rel="modulepreload">`s: the entry's, which
 * have already run and cost a turn each, and the route's, web-pages.ts), the ones imported before
 * the ones importing them, one per task. A module is evaluated once per document, so the page's own
 * `import()` then finds them done. A script that fails to load is left to that `import()`, which
 * reports it as it always has.
 */
export async function evaluatePreloadedScripts(): Promise<void> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
  // Listed as the build found them, each chunk before the chunks it imports: evaluated in reverse.
  for (const { href } of [...links].reverse()) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
}
