/**
 * `npm run bench -- discovery [--users=N]`: how long discovery takes for a member among N
 * (100,000 by default) on PostgreSQL. Seeds the crowd once with the seed script (a database per
 * size, e.g. unlocked_bench_100k, so sizes never mix; later runs reuse it), then times the real
 * discovery service, as GET /api/discover calls it (its own projection row, the indexed
 * prefilter, the compatibility engine over up to 1,000 people), for 200 seeded members after
 * 20 for warm-up, one call at a time. Prints p50/p95/p99, what came back, and the prefilter's
 * plan for a typical member. Exits 1 when p95 misses the target.
 *
 * DATABASE_URL names the server and the databases' stem (default
 * postgres://postgres@127.0.0.1:5432/unlocked_bench); the size is appended to the name.
 */
import pg from "pg";
import { DiscoveryLimits } from "#shared/limits";
import { openDatabase } from "../src/server/db/database.js";
import {
  createDiscoveryRepository,
  type DiscoveryRepository,
  type Prefilter,
} from "../src/server/features/matching/discovery.repository.js";
import { createDiscoveryService } from "../src/server/features/matching/discovery.service.js";
import { createQuizRepository } from "../src/server/features/quiz/quiz.repository.js";
import { createQuizService } from "../src/server/features/quiz/quiz.service.js";
import { atomicallyWith, createEventBus } from "../src/server/platform/events/event-bus.js";
import { seedMembers } from "../scripts/seed.js";

const WARM_UP = 20;
const MEASURED = 200;
/** p95 targets (ms) by crowd size: up to 100k, and up to 1M. */
const targetFor = (users: number) => (users <= 100_000 ? 30 : 100);

const sizeLabel = (n: number) =>
  n % 1_000_000 === 0 ? `${n / 1_000_000}m` : n % 1000 === 0 ? `${n / 1000}k` : String(n);
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (x: number) => `${x.toFixed(1)} ms`;

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

export async function benchDiscovery(): Promise<void> {
  const usersArg = process.argv.find((a) => a.startsWith("--users="));
  const users = usersArg ? Number(usersArg.slice("--users=".length)) : 100_000;
  if (!Number.isSafeInteger(users) || users < MEASURED + WARM_UP)
    throw new Error(`bench: --users must be a whole number of at least ${MEASURED + WARM_UP}`);
  const { url, name } = await benchDatabase(
    process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/unlocked_bench",
    users,
  );
  const database = await openDatabase({ databaseUrl: url });
  try {
    const { db } = database;
    const seeded = await seedMembers(database, { users, log: (line) => console.log(`  ${line}`) });
    console.log(
      `${users.toLocaleString("en-US")} seeded members in ${name}${seeded.added > 0 ? ` (${seeded.added.toLocaleString("en-US")} added in ${seeded.seconds.toFixed(0)} s)` : ""}`,
    );

    // As app.ts wires it: the projection's repository, the quiz feature's engine. The prefilter
    // is watched (not changed) to report how many people it passed on, and to explain it after.
    const repo = createDiscoveryRepository(db);
    const seen = new Map<string, { filter: Prefilter; rows: number }>();
    const watched: DiscoveryRepository = {
      ...repo,
      prefilter: async (f) => {
        const rows = await repo.prefilter(f);
        seen.set(f.searcherId, { filter: f, rows: rows.length });
        return rows;
      },
    };
    const quiz = createQuizService({
      repo: createQuizRepository(db),
      atomically: atomicallyWith(createEventBus({ db }), createQuizRepository),
    });
    const discovery = createDiscoveryService({
      repo: watched,
      profileFacts: async () => null,
      memberIdsAfter: async () => [],
      answersOf: async () => [],
      scorer: quiz.scorer,
      // Seeded members stand for people who signed up, and sign-up verifies the birth date.
      ageVerified: async () => true,
      priorityUntil: async () => null,
      unlimitedFilters: async () => false,
      // Measured as a member with a plan: a free member's daily allowance adds two small queries
      // (and a short transaction when the page holds new people), not in these figures.
      expandedMatching: async () => true,
      sharesLocation: async () => false,
      now: () => new Date(),
    });

    // Seeded members with a place, in an order that looks random but is the same every run.
    const picked = await db
      .selectFrom("discovery_candidates as c")
      .innerJoin("users as u", "u.id", "c.user_id")
      .select("c.user_id")
      .where("u.email", "like", "seed-%")
      .where("c.lat", "is not", null)
      .orderBy((eb) => eb.fn("md5", ["c.user_id"]))
      .limit(WARM_UP + MEASURED)
      .execute();
    const ids = picked.map((r) => r.user_id);
    for (const id of ids.slice(0, WARM_UP)) await discovery.discover(id, {});

    const timings: { id: string; ms: number; candidates: number }[] = [];
    for (const id of ids.slice(WARM_UP)) {
      const started = performance.now();
      const res = await discovery.discover(id, {});
      timings.push({ id, ms: performance.now() - started, candidates: res.candidates.length });
    }
    const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
    const [p50, p95, p99] = [percentile(sorted, 50), percentile(sorted, 95), percentile(sorted, 99)];
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const prefiltered = timings.map((t) => seen.get(t.id)?.rows ?? 0);
    console.log(`discover() for ${timings.length} members (after ${WARM_UP} warm-up), no filters, one at a time:`);
    console.log(`  p50 ${ms(p50)}   p95 ${ms(p95)}   p99 ${ms(p99)}   max ${ms(sorted.at(-1)!)}`);
    console.log(`  candidates returned (first page): mean ${mean(timings.map((t) => t.candidates)).toFixed(1)}`);
    console.log(
      `  passed by the prefilter (ranked by the engine): mean ${mean(prefiltered).toFixed(0)}, median ${percentile(
        [...prefiltered].sort((a, b) => a - b),
        50,
      )}, ` +
        `at the cap (${DiscoveryLimits.prefilterCap}) ${prefiltered.filter((n) => n >= DiscoveryLimits.prefilterCap).length} of ${timings.length}`,
    );

    // A typical member: the median call. Its prefilter again, with the plan PostgreSQL chose.
    const typical = [...timings].sort((a, b) => a.ms - b.ms)[Math.floor(timings.length / 2)]!;
    const { filter, rows } = seen.get(typical.id)!;
    console.log(
      `\nexplain (analyze, buffers) of the prefilter's queries for a typical member (${ms(typical.ms)}, ${rows} passed, within ${filter.radiusMiles} mi):`,
    );
    console.log((await repo.explainPrefilter(filter)).replace(/^/gm, "  "));

    const target = targetFor(users);
    const met = p95 <= target;
    console.log(
      `\ntarget: p95 ≤ ${target} ms at ${sizeLabel(users)} members — ${met ? "met" : "MISSED"} (p95 ${ms(p95)})`,
    );
    if (!met) process.exitCode = 1;
  } finally {
    await database.close();
  }
}
