import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumFlags, chromiumPath } from "./chromium.js";

export type Mode = "mobile" | "desktop";

export type LighthouseResult = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Audits that cost points: accessibility failures and performance audits scored below 0.9. */
  flagged: string[];
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function once(url: string, mode: Mode, port: number, cookie?: string): Promise<LighthouseResult> {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility"],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    },
    mode === "desktop" ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
  if (process.env.LIGHTHOUSE_REPORTS) saveReport(process.env.LIGHTHOUSE_REPORTS, url, mode, result.lhr);
  const flagged: string[] = [];
  for (const [category, threshold] of [
    ["accessibility", 1],
    ["performance", 0.9],
  ] as const) {
    for (const ref of categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!audit || audit.score === null || audit.scoreDisplayMode === "informative") continue;
      if (
        audit.score < threshold &&
        (category === "accessibility" || ref.weight > 0 || audit.scoreDisplayMode === "metricSavings")
      ) {
        flagged.push(`${category}: ${audit.id} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
    cls: Number((audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
    flagged,
  };
}

/** Keeps each run's whole report (LIGHTHOUSE_REPORTS=dir) for reading where a page's time goes. */
function saveReport(dir: string, url: string, mode: Mode, lhr: object) {
  mkdirSync(dir, { recursive: true });
  const name = `${mode}-${new URL(url).pathname.replace(/\W+/g, "_")}-${Date.now()}.json`;
  writeFileSync(join(dir, name), JSON.stringify(lhr));
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like); such a run is repeated. */
async function withRetry<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await run();
    } catch (err) {
      if (i >= attempts) throw err;
      console.warn(`Lighthouse run failed (${(err as Error).message}); trying again.`);
    }
  }
}

/**
 * Lighthouse against Debian's Chromium (started by chrome-launcher), `runs` times per route and
 * mode; the run with the median performance score is reported.
 */
export async function lighthouseScores(
  baseUrl: string,
  paths: string[],
  modes: Mode[],
  runs: number,
  cookieFor: (path: string) => string | undefined,
): Promise<Map<string, LighthouseResult>> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
  const results = new Map<string, LighthouseResult>();
  try {
    for (const mode of modes) {
      for (const path of paths) {
        const samples: LighthouseResult[] = [];
        for (let i = 0; i < runs; i += 1)
          samples.push(await withRetry(() => once(`${baseUrl}${path}`, mode, chrome.port, cookieFor(path))));
        const mid = median(samples.map((s) => s.performance));
        results.set(
          `${mode} ${path}`,
          samples.find((s) => s.performance === mid)!,
        );
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
