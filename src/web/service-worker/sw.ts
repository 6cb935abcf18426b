/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file): it makes the app
 * installable and lets it open offline. It precaches the built app (scripts, styles, fonts,
 * icons and the shell HTML) and answers a page load it cannot fetch with that shell, which then
 * shows "You're offline". It never caches an API answer, a photo or anything else that may hold
 * personal data: only our own build output is in its cache.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths the server answers itself, never with the app shell. */
const notPages = /^\/(api|media|dev)(\/|$)/;

async function offlineShell(): Promise<Response> {
  const shell = await matchPrecache("/index.html");
  if (!shell) return Response.error();
  const headers = new Headers(shell.headers);
  headers.delete("content-encoding");
  headers.delete("content-length");
  return new Response((await shell.text()).replace("<html", '<html data-offline=""'), { status: 200, headers });
}

self.addEventListener("install", () => void self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.mode !== "navigate" || notPages.test(new URL(request.url).pathname)) return;
  // Online, the server's page (it names the route's scripts); offline or with the server down,
  // the precached shell, marked so the page says it is offline.
  event.respondWith(fetch(request).catch(offlineShell));
});
