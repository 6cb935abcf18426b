import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [390, 1280]) {
const ctx = await browser.newContext({ viewport: { width, height: 844 }, serviceWorkers: "block" }); if (process.env.COOKIE) { const [name, value] = process.env.COOKIE.split("="); await ctx.addCookies([{ name, value, url: "http://localhost:3300" }]); } const page = await ctx.newPage();
await page.goto("http://localhost:3300" + (process.argv[2] ?? "/feature-test"));
await page.waitForTimeout(1500);
console.log(width, JSON.stringify(await page.evaluate(() => new Promise((res) => { const out = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) out.push({ v: e.value.toFixed(4), t: Math.round(e.startTime), s: e.sources.map((s) => (s.node?.outerHTML ?? "").slice(0, 120) + ` ${JSON.stringify(s.previousRect)}->${JSON.stringify(s.currentRect)}`) }); }).observe({ type: "layout-shift", buffered: true }); setTimeout(() => res(out), 100); })), null, 1));
}
await browser.close();
