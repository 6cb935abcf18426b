import autocannon from "autocannon";

export type RenderCost = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  kbPerAnswer: number;
};

/**
 * What rendering on the server costs the server: requests per second and latency of whole page
 * answers under autocannon (10 connections, brotli accepted as a browser does), each target
 * alone, after a warm-up. The static shell (the build's index.html, sent as it is, which is what
 * every route answered before pages were rendered on the server) is the baseline.
 */
export async function measureRenderCost(baseUrl: string, cookie: string, seconds = 10): Promise<RenderCost[]> {
  const targets = [
    { label: "static shell (index.html, before)", path: "/index.html", headers: {} },
    { label: "/ visitor (rendered, kept a minute)", path: "/", headers: {} },
    // An address with a query is never kept (web-pages.ts): the visitor's page rendered each time.
    { label: "/faq?from=bench visitor (rendered each time)", path: "/faq?from=bench", headers: {} },
    { label: "/ signed in (rendered each time)", path: "/", headers: { cookie } },
    { label: "/matches signed in (rendered each time, with its data)", path: "/matches", headers: { cookie } },
  ];
  const results: RenderCost[] = [];
  for (const target of targets) {
    const headers = { "accept-encoding": "br, gzip", ...target.headers };
    const run = (duration: number) =>
      autocannon({ url: `${baseUrl}${target.path}`, headers, connections: 10, duration });
    await run(3); // warm-up: JIT, the page modules' first load, the visitors' cache
    const result = await run(seconds);
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${target.label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    results.push({
      label: target.label,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      kbPerAnswer: Math.round(result.throughput.average / result.requests.average / 100) / 10,
    });
  }
  return results;
}
