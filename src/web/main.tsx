import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { createQueryClient } from "./lib/query-client";
import { createAppRouter } from "./app/router";
import { appStateElementId, type AppState } from "./app/ssr/state";
import { drawingInBrowser } from "./lib/use-media-query";
import { nextTask } from "./lib/next-task";
import { prepareClassMerging } from "./lib/cn";
import "./styles.css";

// Inside the Capacitor shell only (its bridge defines window.Capacitor before the page runs): the
// native start-up and its plugins load then, and never in a browser.
if ("Capacitor" in globalThis) void import("./lib/native-shell").then((shell) => shell.initNativeShell());

// The service worker makes the app installable and lets it open offline (service-worker/sw.ts);
// registered after the page has loaded, so it never competes with the first screen.
if (import.meta.env.PROD)
  addEventListener("load", () => void navigator.serviceWorker?.register("/sw.js").catch(Boolean));
// "You're offline": its code loads only when the connection goes, or when the service worker
// opened this page from its cache because the server could not be reached (it marks the page).
const offline = () => void import("./lib/offline-banner").then((banner) => banner.watchConnection());
if (navigator.onLine && !("offline" in document.documentElement.dataset))
  addEventListener("offline", offline, { once: true });
else offline();

// Earlier versions kept the date of birth in local storage (lib/age-storage.ts
// now holds it in memory only): whatever is left of it goes, on any page.
try {
  localStorage.removeItem("ageVerificationDob");
} catch {
  // Storage blocked: then nothing was kept there either.
}

/** The state the server rendered this page with; none in `npm run dev` or in the offline shell. */
function serverState(): AppState | undefined {
  const text = document.getElementById(appStateElementId)?.textContent;
  if (!text) return undefined;
  const state = JSON.parse(text) as AppState;
  // The server's data is as fresh as this page: dated by this clock, not the server's.
  const now = Date.now();
  for (const query of state.queries.queries) query.state.dataUpdatedAt = now;
  return state;
}

async function start() {
  const state = serverState();
  // The entry's modules (React DOM, the router, the shell) were evaluated in the task that ends
  // here, as long as their code; matching the address against the route table starts in the next
  // one, so the browser may paint or answer a tap between them rather than run both in one task.
  await nextTask();
  // One cache for the tab: the pages' loaders start their reads in it (lib/page-data.ts).
  const client = createQueryClient();
  const router = await createAppRouter(client, state?.router);
  // What mounts after the first page left is the browser's own drawing, not hydration.
  if (!state) drawingInBrowser();
  else {
    const first = router.state.location.key;
    const stop = router.subscribe((next) => {
      if (next.location.key === first && next.navigation.state === "idle") return;
      drawingInBrowser();
      stop();
    });
  }
  const app = (
    <StrictMode>
      <Providers client={client} state={state?.queries}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById("root")!;
  // Hydrating in a transition lets React do it in slices, yielding to the browser between them
  // (a tap, a scroll, a frame) instead of one task as long as the whole page: on a mid-range phone
  // that task was 300 ms of a member's page during which nothing answered. The server's HTML is on
  // screen meanwhile; a tap on a part not yet hydrated makes React hydrate that part first.
  if (state) {
    // Each in a task of its own, after the router's start (app/first-load.ts).
    await nextTask();
    prepareClassMerging();
    await nextTask();
    startTransition(() => void hydrateRoot(root, app));
  } else createRoot(root).render(app);
}
void start();
