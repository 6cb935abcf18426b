/**
 * `npm run bench -- web`: builds the app, starts the real server on a free port with a fresh data
 * folder, then reports per route the gzip bytes of JS and CSS a cold load fetches and Lighthouse's
 * performance and accessibility scores (mobile default with simulated throttling, and desktop).
 * Options: --runs=N Lighthouse runs per route and mode (median reported, default 1; 0: bytes only);
 *          --routes=/a,/b only these of the routes below;
 *          --mode=mobile|desktop only one Lighthouse mode; --no-build reuse dist/web;
 *          LIGHTHOUSE_REPORTS=dir keeps every run's whole Lighthouse report there (JSON).
 * Exits non-zero when a budget below is missed.
 */
import { spawnSync } from "node:child_process";
import { measureBytes } from "./web/bytes.js";
import { lighthouseScores, type Mode } from "./web/lighthouse.js";
import { signedInCookie, startServer } from "./web/server-process.js";

/** Budgets from the performance issue: gzip JS per route, and the Lighthouse targets. */
const jsBudget: Record<string, number> = { "/": 100_000, "/auth": 130_000 };
const scoreTargets = { performance: 95, accessibility: 100 };

/** /profile/edit is measured signed in (a confirmed bench account); the others as a visitor. */
const allRoutes = ["/", "/auth", "/profile/edit"];
const signedInRoutes = new Set(["/profile/edit"]);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1];
}

export async function benchWeb(): Promise<void> {
  const runs = Math.max(0, Number(option("runs") ?? 1));
  const modeOption = option("mode");
  const only = option("routes")?.split(",");
  const routes = only ? allRoutes.filter((r) => only.includes(r)) : allRoutes;
  const modes: Mode[] = modeOption === "mobile" || modeOption === "desktop" ? [modeOption] : ["mobile", "desktop"];

  if (!process.argv.includes("--no-build")) {
    const build = spawnSync(process.execPath, ["scripts/build-web.mjs"], { stdio: ["ignore", "ignore", "inherit"] });
    if (build.status !== 0) throw new Error("The web build failed.");
  }

  const server = await startServer();
  const misses: string[] = [];
  try {
    const cookie = await signedInCookie(server.url);
    const cookieFor = (path: string) => (signedInRoutes.has(path) ? cookie : undefined);

    const bytes = await measureBytes(server.url, routes, cookie);
    const bytesRows: Record<string, Record<string, string | number>> = {};
    for (const [path, b] of bytes) {
      const budget = jsBudget[path];
      if (budget !== undefined && b.js > budget) misses.push(`${path}: ${kb(b.js)} of JS (budget ${kb(budget)})`);
      bytesRows[path] = {
        "JS (gzip)": kb(b.js),
        "JS budget": budget === undefined ? "-" : kb(budget),
        "CSS (gzip)": kb(b.css),
        "fonts (woff2)": kb(b.fonts),
        requests: b.requests,
      };
    }
    console.log("\nBytes a cold load fetches (scripts and stylesheets at gzip size)");
    console.table(bytesRows);

    if (runs === 0) return;
    const scores = await lighthouseScores(server.url, routes, modes, runs, cookieFor);
    const scoreRows: Record<string, Record<string, string | number>> = {};
    const flagged = new Set<string>();
    for (const [key, s] of scores) {
      scoreRows[key] = { performance: s.performance, accessibility: s.accessibility, "LCP ms": s.lcpMs, CLS: s.cls, "TBT ms": s.tbtMs };
      const missed = s.performance < scoreTargets.performance || s.accessibility < scoreTargets.accessibility;
      if (s.performance < scoreTargets.performance) misses.push(`${key}: performance ${s.performance}`);
      if (s.accessibility < scoreTargets.accessibility) misses.push(`${key}: accessibility ${s.accessibility}`);
      if (missed) for (const f of s.flagged) flagged.add(`${key} ${f}`);
    }
    console.log(`\nLighthouse (${runs} run${runs > 1 ? "s" : ""} per route and mode; mobile = default simulated throttling, desktop = desktop preset)`);
    console.table(scoreRows);
    if (flagged.size > 0) console.log(`\nWhere the routes that missed a target lose points:\n  ${[...flagged].join("\n  ")}`);
  } finally {
    await server.stop();
  }
  if (misses.length > 0) {
    console.log(`\nMissed targets:\n  ${misses.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll budgets met (JS ${Object.entries(jsBudget).map(([p, b]) => `${p} ≤ ${kb(b)}`).join(", ")}; performance ≥ ${scoreTargets.performance}, accessibility ${scoreTargets.accessibility}).`);
  }
}
