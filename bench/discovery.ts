/**
 * `npm run bench -- discovery [--users=N] [--seconds=S]`: discovery as a member feels it, over
 * HTTP against the compiled server, among N seeded members (100,000 by default) on PostgreSQL.
 *
 * - The crowd is seeded once per size (a database per size, e.g. unlocked_bench_100k; later runs
 *   reuse it). Searchers are made through the API: six in each of the five densest metros and
 *   ten at zips of randomly drawn seeded members, each with a whole profile (50 miles) and the
 *   quiz, on Unlocked+ (no daily allowance, so a session can page on).
 * - A session is what a person does on /matches: the first page (ranked afresh), then four more
 *   pages through the cursor, one request at a time.
 * - One searcher: sessions one after another, every searcher in turn; p50/p95/p99 of every page,
 *   first pages and later pages apart. Eight searchers: eight at once for --seconds (20), each
 *   starting its next session as soon as one ends; pages per second and the same percentiles.
 *
 * Targets (issue 42), one searcher: first pages p95 ≤ 30 ms at 100k and ≤ 60 ms at 1M, every
 * page p95 ≤ 20 ms at 100k and ≤ 40 ms at 1M; eight searchers: ≥ 150 pages/s at both sizes.
 * Exits 1 when one is missed. The machine's load average is printed beside the figures: the
 * server, PostgreSQL and these clients share it, so anything else running skews them. DATABASE_URL names the server and the databases' stem (default
 * postgres://postgres@127.0.0.1:5432/unlocked_bench); the size is appended to the name.
 */
import os from "node:os";
import pg from "pg";
import { openDatabase } from "../src/server/db/database.js";
import { seedMembers } from "../scripts/seed.js";
import { grantTier } from "../scripts/grant.js";
import { call, inPool } from "./cluster/clients.js";
import { startCompiledServer } from "./discovery/compiled-server.js";
import { densestMetros, makeSearchers, type Searcher } from "./discovery/searchers.js";

const PAGES_PER_SESSION = 5;
const ROUNDS_ONE_AT_A_TIME = 3;
const CONCURRENT = 8;
/**
 * Targets by crowd size: one searcher's p95 of first pages and of every page (ms), and eight
 * searchers' pages per second. Up to 100k the 100k ones; above, the 1M ones.
 */
const targets = (users: number) =>
  users <= 100_000
    ? { firstP95: 30, everyP95: 20, pagesPerSecond: 150 }
    : { firstP95: 60, everyP95: 40, pagesPerSecond: 150 };
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

const sizeLabel = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1000 === 0 ? `${n / 1000}k` : String(n);
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);

/** The database for this size, made (through the server's `postgres` database) when missing. */
async function benchDatabase(base: string, users: number): Promise<{ url: string; name: string }> {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || "unlocked_bench"}_${sizeLabel(users)}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bench: unexpected database name ${name}`);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(base), { pathname: "/postgres" }).toString() });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

type Page = { ms: number; first: boolean };

/** One session: the first page, then the next ones through the cursor; no one shown twice. */
async function session(base: string, s: Searcher, pages: Page[]): Promise<void> {
  const shown = new Set<string>();
  let cursor: string | null = null;
  for (let n = 0; n < PAGES_PER_SESSION; n += 1) {
    const started = performance.now();
    const res = await call(base, s, "GET", `/api/discover${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`);
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`bench: discover answered ${res.status} ${JSON.stringify(res.body)}`);
    if (res.body.status !== "ok") throw new Error(`bench: a searcher's discovery is ${String(res.body.status)}`);
    pages.push({ ms, first: n === 0 });
    for (const c of res.body.candidates as { id: string }[]) {
      if (shown.has(c.id)) throw new Error("bench: a session was shown the same person twice");
      shown.add(c.id);
    }
    cursor = res.body.next_cursor as string | null;
    if (!cursor) return;
  }
}

function summary(label: string, pages: readonly Page[]): string[] {
  const line = (what: string, xs: number[]) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const f = (p: number) => percentile(sorted, p).toFixed(1).padStart(6);
    return `  ${what.padEnd(13)} ${String(xs.length).padStart(5)}  p50 ${f(50)}  p95 ${f(95)}  p99 ${f(99)}  max ${f(100)} ms`;
  };
  return [
    label,
    line(
      "every page",
      pages.map((p) => p.ms),
    ),
    line(
      "first pages",
      pages.filter((p) => p.first).map((p) => p.ms),
    ),
    line(
      "later pages",
      pages.filter((p) => !p.first).map((p) => p.ms),
    ),
  ];
}

export async function benchDiscovery(): Promise<void> {
  const users = option("users", 100_000);
  const seconds = option("seconds", 20);
  if (!Number.isSafeInteger(users) || users < 1000) throw new Error("bench: --users must be at least 1000");
  const { url, name } = await benchDatabase(
    process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/unlocked_bench",
    users,
  );

  // The crowd, and ten zips where randomly drawn seeded members live (the same ten every run).
  const database = await openDatabase({ databaseUrl: url });
  let randomZips: string[];
  try {
    const seeded = await seedMembers(database, { users, log: (line) => console.log(`  ${line}`) });
    console.log(`${seeded.total.toLocaleString("en-US")} seeded members in ${name}`);
    const rows = await database.db
      .selectFrom("profiles as p")
      .innerJoin("users as u", "u.id", "p.id")
      .select("p.zip_code")
      .where("u.email", "like", "seed-%")
      .where("p.zip_code", "is not", null)
      .orderBy((eb) => eb.fn("md5", ["p.id"]))
      .limit(10)
      .execute();
    randomZips = rows.map((r) => r.zip_code!);
  } finally {
    await database.close();
  }

  let server = await startCompiledServer(url);
  let searchers: Searcher[];
  try {
    searchers = await makeSearchers(server.url, { perMetro: 6, randomZips });
    // Their profiles reach discovery through the outbox: wait until each is in it.
    await inPool(searchers, 4, async (s) => {
      for (let t = 0; ; t += 1) {
        const res = await call(server.url, s, "GET", "/api/discover");
        if (res.body.status === "ok") return;
        if (t > 100) throw new Error(`bench: a searcher's discovery stayed ${String(res.body.status)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    });
  } finally {
    await server.stop();
  }
  const plans = await openDatabase({ databaseUrl: url });
  try {
    await inPool(searchers, 4, (s) => grantTier(plans, s.email, "unlocked-plus", 30));
  } finally {
    await plans.close();
  }

  server = await startCompiledServer(url);
  const lines: string[] = [];
  let missed: boolean;
  try {
    const base = server.url;
    console.log(
      `${searchers.length} searchers: ${searchers.filter((s) => s.where !== "random").length} in ${densestMetros.join(", ")}, ` +
        `${searchers.filter((s) => s.where === "random").length} at random seeded zips; 50 mi; ${PAGES_PER_SESSION} pages a session`,
    );
    for (const s of searchers) await session(base, s, []); // warm-up: one session each

    const one: Page[] = [];
    for (let r = 0; r < ROUNDS_ONE_AT_A_TIME; r += 1) for (const s of searchers) await session(base, s, one);
    lines.push(...summary(`one searcher at a time (${one.length} pages; load average ${load()}):`, one));

    const many: Page[] = [];
    const queue = [...searchers];
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENT }, async () => {
        while (performance.now() < until) {
          const s = queue.shift()!;
          await session(base, s, many);
          queue.push(s);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const rate = many.length / elapsed;
    lines.push(
      ...summary(`${CONCURRENT} searchers at once for ${elapsed.toFixed(1)} s: ${rate.toFixed(0)} pages/s`, many),
    );

    const p95Of = (pages: readonly Page[]) =>
      percentile(
        pages.map((p) => p.ms).sort((a, b) => a - b),
        95,
      );
    const firstP95 = p95Of(one.filter((p) => p.first));
    const everyP95 = p95Of(one);
    const target = targets(users);
    const checks = [
      {
        what: `one searcher, first pages p95 ≤ ${target.firstP95} ms`,
        met: firstP95 <= target.firstP95,
        got: `${firstP95.toFixed(1)} ms`,
      },
      {
        what: `one searcher, every page p95 ≤ ${target.everyP95} ms`,
        met: everyP95 <= target.everyP95,
        got: `${everyP95.toFixed(1)} ms`,
      },
      {
        what: `${CONCURRENT} searchers ≥ ${target.pagesPerSecond} pages/s`,
        met: rate >= target.pagesPerSecond,
        got: `${rate.toFixed(0)} pages/s`,
      },
    ];
    lines.push("", `load average (1, 5, 15 min) at the end: ${load()}`, `targets at ${sizeLabel(users)} members:`);
    for (const c of checks) lines.push(`  ${c.what}: ${c.met ? "met" : "MISSED"} (${c.got})`);
    missed = checks.some((c) => !c.met);
  } finally {
    await server.stop();
  }
  console.log(lines.join("\n"));
  if (missed) process.exitCode = 1;
}
