import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 844 }, serviceWorkers: "block" });
const page = await ctx.newPage();
const routes = process.argv.slice(2);
for (let i = 0; i < 8; i++) for (const r of routes) {
  await page.goto("http://localhost:3300" + r);
  await page.locator("html[data-started]").waitFor({ state: "attached" });
  await page.waitForTimeout(700);
  const out = await page.evaluate(() => new Promise((res) => { const out = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) out.push(e.value.toFixed(4) + " " + Math.round(e.startTime) + " " + e.sources.map((s) => s.node?.className?.slice?.(0, 40)).join("|")); }).observe({ type: "layout-shift", buffered: true }); setTimeout(() => res(out), 100); }));
  if (out.length) console.log(r, out);
}
await browser.close();
