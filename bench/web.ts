/**
 * `npm run bench -- web`: builds the app, starts the real server on a free port with a fresh data
 * folder, then reports per route the gzip bytes a cold load fetches (and its largest scripts),
 * what rendering pages on the server costs the server (autocannon), and Lighthouse's performance
 * and accessibility scores (mobile default with simulated throttling, and desktop).
 * Options: --runs=N Lighthouse runs per route and mode (median reported, default 1; 0: none);
 *          --routes=/a,/b only these of the routes below;
 *          --mode=mobile|desktop only one Lighthouse mode; --no-build reuse dist/;
 *          --no-cost skip the server's rendering cost;
 *          LIGHTHOUSE_REPORTS=dir keeps every run's whole Lighthouse report there (JSON).
 * Exits non-zero when a Lighthouse target below is missed.
 */
import { spawnSync } from "node:child_process";
import { measureBytes } from "./web/bytes.js";
import { lighthouseScores, type Mode } from "./web/lighthouse.js";
import { measureRenderCost } from "./web/render-cost.js";
import { benchMemberCookie, seedCrowd } from "./web/bench-member.js";
import { startServer } from "./web/server-process.js";

/** The Lighthouse targets (docs/adr/0204-web-performance-is-held-as-figures-not-budgets.md). */
const scoreTargets = { performance: 95, accessibility: 100 };

/**
 * The member's pages are measured signed in, as a member in New York among a seeded crowd, with a
 * whole profile and one conversation (web/bench-member.ts); the others as a visitor.
 */
const allRoutes = ["/", "/auth", "/faq", "/pricing", "/profile/edit", "/matches", "/messages"];
const signedInRoutes = new Set(["/profile/edit", "/matches", "/messages"]);

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

  // The render-cost runs ask for visitor pages far faster than one person (RateLimits.pageRendersPerIp).
  const server = await startServer({ prepare: (dataDir) => seedCrowd(dataDir), env: { RATE_LIMIT_SCALE: "1000" } });
  const misses: string[] = [];
  try {
    const cookie = await benchMemberCookie(server.url);
    const cookieFor = (path: string) => (signedInRoutes.has(path) ? cookie : undefined);

    const bytes = await measureBytes(server.url, routes, cookie, (path) => signedInRoutes.has(path));
    const bytesRows: Record<string, Record<string, string | number>> = {};
    for (const [path, b] of bytes) {
      bytesRows[path] = {
        "HTML (gzip)": kb(b.html),
        "JS (gzip)": kb(b.js),
        "CSS (gzip)": kb(b.css),
        "fonts (woff2)": kb(b.fonts),
        requests: b.requests,
      };
    }
    console.log("\nBytes a cold load fetches (the page, scripts and stylesheets at gzip size)");
    console.table(bytesRows);
    console.log("\nEach route's largest scripts (gzip)");
    for (const [path, b] of bytes)
      console.log(`  ${path}: ${b.largest.map((l) => `${l.file} ${kb(l.bytes)}`).join(", ")}`);

    if (!process.argv.includes("--no-cost")) {
      console.log("\nThe server's cost of a page (autocannon, 10 connections, 10 s each, brotli)");
      console.table(
        Object.fromEntries(
          (await measureRenderCost(server.url, cookie)).map((c) => [
            c.label,
            { "req/s": c.requestsPerSecond, "p50 ms": c.p50Ms, "p99 ms": c.p99Ms, "kB/answer": c.kbPerAnswer },
          ]),
        ),
      );
    }

    if (runs === 0) return;
    const scores = await lighthouseScores(server.url, routes, modes, runs, cookieFor);
    const scoreRows: Record<string, Record<string, string | number>> = {};
    const flagged = new Set<string>();
    for (const [key, s] of scores) {
      scoreRows[key] = {
        performance: s.performance,
        accessibility: s.accessibility,
        "LCP ms": s.lcpMs,
        CLS: s.cls,
        "TBT ms": s.tbtMs,
      };
      const missed = s.performance < scoreTargets.performance || s.accessibility < scoreTargets.accessibility;
      if (s.performance < scoreTargets.performance) misses.push(`${key}: performance ${s.performance}`);
      if (s.accessibility < scoreTargets.accessibility) misses.push(`${key}: accessibility ${s.accessibility}`);
      if (missed) for (const f of s.flagged) flagged.add(`${key} ${f}`);
    }
    console.log(
      `\nLighthouse (${runs} run${runs > 1 ? "s" : ""} per route and mode; mobile = default simulated throttling, desktop = desktop preset)`,
    );
    console.table(scoreRows);
    if (flagged.size > 0)
      console.log(`\nWhere the routes that missed a target lose points:\n  ${[...flagged].join("\n  ")}`);
  } finally {
    await server.stop();
  }
  if (misses.length > 0) {
    console.log(`\nMissed targets:\n  ${misses.join("\n  ")}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nAll targets met (performance ≥ ${scoreTargets.performance}, accessibility ${scoreTargets.accessibility}).`,
    );
  }
}
