/**
 * The service worker (built by vite-plugin-pwa's injectManifest from this file): it makes the app
 * installable and lets it open offline. It precaches the built app (scripts, styles, fonts,
 * icons and the shell HTML) and answers a page load it cannot fetch with that shell, which then
 * shows "You're offline". It never caches an API answer, a photo or anything else that may hold
 * personal data: only our own build output is in its cache.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import type { PushPayload } from "#shared/notifications";

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

/**
 * A push from our server (a new match or message, for a member with no page of ours open in the
 * process that sent it): shown unless one of our pages is visible here, which already shows it.
 */
self.addEventListener("push", (event) => {
  const payload = event.data?.json() as PushPayload | undefined;
  if (!payload) return;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      if (pages.some((page) => page.visibilityState === "visible")) return;
      await self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { url: payload.url },
      });
    })(),
  );
});

/** A tap on the notification: our open page goes there, or a new one opens. */
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | undefined)?.url ?? "/", self.location.origin).href;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const page = pages[0];
      if (page) {
        await page.focus();
        await page.navigate(url).catch(() => undefined);
      } else {
        await self.clients.openWindow(url);
      }
    })(),
  );
});
