import { chromium, type Response } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { chromiumFlags, chromiumPath } from "./chromium.js";

export type RouteBytes = {
  js: number;
  css: number;
  fonts: number;
  requests: number;
  html: number;
  largest: { file: string; bytes: number }[];
};

/** The page has settled: its main heading shows and the network has been quiet for a moment. */
async function settle(page: import("@playwright/test").Page): Promise<void> {
  await page.locator("main h1").first().waitFor({ state: "visible", timeout: 30_000 });
  await page.waitForLoadState("networkidle");
}

/**
 * What a cold load of each route fetches: the page, scripts and stylesheets counted at their gzip
 * size (the build ships .gz twins made with the same level-9 gzip), fonts at their file size; and
 * the route's five largest scripts.
 */
export async function measureBytes(
  baseUrl: string,
  paths: string[],
  cookie: string,
  signedIn: (path: string) => boolean,
): Promise<Map<string, RouteBytes>> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags.filter((f) => f !== "--headless"),
  });
  const results = new Map<string, RouteBytes>();
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      if (cookie && signedIn(path)) {
        await context.addCookies(
          cookie.split("; ").map((pair) => {
            const at = pair.indexOf("=");
            return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
          }),
        );
      }
      const page = await context.newPage();
      const pending: Promise<{ kind: string; bytes: number; file: string }>[] = [];
      page.on("response", (res: Response) => {
        const kind = res.request().resourceType();
        if (kind !== "script" && kind !== "stylesheet" && kind !== "font" && kind !== "document") return;
        const file = new URL(res.url()).pathname;
        pending.push(
          res.body().then((body) => ({
            kind,
            file,
            bytes: kind === "font" ? body.length : gzipSync(body, { level: 9 }).length,
          })),
        );
      });
      await page.goto(`${baseUrl}${path}`);
      await settle(page);
      const seen = await Promise.all(pending);
      const sum = (kind: string) => seen.filter((s) => s.kind === kind).reduce((total, s) => total + s.bytes, 0);
      const largest = seen
        .filter((s) => s.kind === "script")
        .sort((a, b) => b.bytes - a.bytes)
        .slice(0, 5)
        .map(({ file, bytes }) => ({ file: file.replace(/^\/assets\//, ""), bytes }));
      results.set(path, {
        js: sum("script"),
        css: sum("stylesheet"),
        fonts: sum("font"),
        html: sum("document"),
        requests: seen.length,
        largest,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
