import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const routes = process.argv.slice(2);
for (const js of [false]) for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: js, serviceWorkers: "block" });
  const page = await ctx.newPage();
  for (const r of routes) {
    await page.goto("http://localhost:3300" + r);
    await page.screenshot({ path: `/tmp/shots/${js ? "js" : "nojs"}-${width}-${r.replace(/\W+/g, "_") || "home"}.png`, fullPage: false });
  }
  await ctx.close();
}
await browser.close();
