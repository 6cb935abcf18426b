import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { Providers } from "./app/providers";
import { createAppRouter } from "./app/router";
import { prepareClassMerge } from "./lib/cn";
import { nextTask } from "./lib/next-task";
import "./styles.css";

// Inside the Capacitor shell only (its bridge defines window.Capacitor before the page runs): the
// native start-up and its plugins load then, and never in a browser.
if ("Capacitor" in globalThis) void import("./lib/native-shell").then((shell) => shell.initNativeShell());

// The service worker makes the app installable and lets it open offline (service-worker/sw.ts);
// registered after the page has loaded, so it never competes with the first screen.
if (import.meta.env.PROD) addEventListener("load", () => void navigator.serviceWorker?.register("/sw.js").catch(Boolean));
// "You're offline": its code loads only when the connection goes, or when the service worker
// opened this page from its cache because the server could not be reached (it marks the page).
const offline = () => void import("./lib/offline-banner").then((banner) => banner.watchConnection());
if (navigator.onLine && !("offline" in document.documentElement.dataset)) addEventListener("offline", offline, { once: true });
else offline();

// Earlier versions kept the date of birth in local storage (features/auth/lib/age-storage.ts
// now holds it in memory only): whatever is left of it goes, on any page.
try {
  localStorage.removeItem("ageVerificationDob");
} catch {
  // Storage blocked: then nothing was kept there either.
}

// Start-up runs as four tasks, not one: this module's evaluation (every module of the first
// screen), tailwind-merge's one-time set-up, the router's, then the first render. Each is short
// enough not to hold a tap for long on a slow phone; back to back they would (lib/next-task.ts).
async function start() {
  await nextTask();
  prepareClassMerge();
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
void start();
