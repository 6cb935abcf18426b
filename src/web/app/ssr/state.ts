import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

/**
 * What the server hands the browser to hydrate a page with: the router's state and the query
 * cache's first data. It travels in `<script type="application/json" id="app-state">`, which the
 * browser never executes, so the CSP keeps refusing every inline script.
 */
export type AppState = { router: HydrationState; queries: DehydratedState };
export const appStateElementId = "app-state";

/** JSON that cannot end its `<script>` element or open a comment inside it. */
export function serializeState(state: AppState): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
