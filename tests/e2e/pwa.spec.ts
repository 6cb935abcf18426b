import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, type Route } from "@playwright/test";
import { test } from "./support";
import { OfflineText } from "#shared/offline";

// Playwright routes a service worker's own requests only with this on (read at browser launch):
// without it, "the server is down" would not reach the worker's fetches.
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = "1";

test("the app is installable, opens offline with a clear offline state, and its worker caches no personal data", async ({
  baseURL,
  launchOptions,
}) => {
  // A browser profile on disk, as a person's is: Chromium never offers to install from an
  // incognito context, which every ordinary Playwright context is.
  const profile = mkdtempSync(path.join(os.tmpdir(), "unlocked-pwa-"));
  // The full browser: the headless shell the other tests use shows no notifications.
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    executablePath: process.env.CHROMIUM_FULL_PATH ?? "/usr/bin/chromium",
    baseURL,
    serviceWorkers: "allow",
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The worker installs and takes control of the page (it claims open pages when it activates).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
        );
    });

    // Chromium's own installability check: manifest (name, icons, start_url, display) and a worker.
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get("/manifest.webmanifest")).json();
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]),
    );

    // The server goes away (every request to it, the worker's included, is refused): the shell still
    // opens, from the worker's cache, and says so; when the server is back the banner goes.
    const serverDown = (route: Route) => route.abort("connectionrefused");
    await context.route("**/*", serverDown);
    await page.goto("/profile");
    await expect(page.getByRole("status").filter({ hasText: OfflineText.banner })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Unlocked" })).toBeVisible();
    await context.unroute("**/*", serverDown);
    await expect(page.getByText(OfflineText.banner)).toBeHidden({ timeout: 15_000 });

    // A push from our server reaches the worker (handed to it here through DevTools, as a push
    // service would) and shows a notification while no page of ours is open; a tap opens its page.
    await context.grantPermissions(["notifications"], { origin: new URL(baseURL!).origin });
    await cdp.send("ServiceWorker.enable");
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL.startsWith(new URL(baseURL!).origin) && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await page.goto("about:blank");
    await cdp.send("ServiceWorker.deliverPushMessage", {
      origin: new URL(baseURL!).origin,
      registrationId,
      data: JSON.stringify({
        title: "New message",
        body: "You have a new message on Unlocked.",
        url: "/messages",
        tag: "conversation-1",
      }),
    });
    await page.goto("/");
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map(
            (n) => `${n.title}: ${n.body} (${n.tag})`,
          ),
        ),
      )
      .toEqual(["New message: You have a new message on Unlocked. (conversation-1)"]);

    // Everything the worker keeps is our own build output: no API answer, photo or page of someone's.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(cached.length).toBeGreaterThan(20);
    expect(
      cached.filter((path) => !/^\/(assets\/|icons\/|index\.html$|manifest\.webmanifest$|icon\.svg$)/.test(path)),
    ).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
