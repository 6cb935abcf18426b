/**
 * `npx tsx bench/discovery/explain.ts [--users=N] [--searchers=K] [--cpu=RUNS]`: the plans of the queries a
 * discovery page runs (the prefilter's walk and tie read, the cards, the badge and allowance
 * look-ups), with timings and buffers, on a benchmark database `npm run bench -- discovery` seeded.
 *
 * Each query is prepared and explained as its generic plan: the server runs every query as a
 * named prepared statement (db/prepared-statements.ts), and from the sixth run on PostgreSQL
 * keeps the generic plan, which is what a member's pages meet, not the custom plan a bare
 * EXPLAIN of the same text would show.
 */
import fs from "node:fs";
import pg from "pg";
import { Kysely, PostgresDialect, type CompiledQuery } from "kysely";
import type { Database } from "../../src/server/db/types.js";
import {
  createDiscoverySearchRepository,
  type Prefilter,
} from "../../src/server/features/matching/discovery-search.repository.js";
import { densestMetros } from "./searchers.js";

const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const users = option("users", 100_000);
/** With --cpu=N, each query also runs N times and the backend's CPU time per run is printed. */
const cpuRuns = option("cpu", 0);
const label = users % 1_000_000 === 0 ? `${users / 1_000_000}m` : `${users / 1000}k`;
const url = `postgres://postgres@127.0.0.1:5432/unlocked_bench_${label}`;

/** A value as an SQL literal for EXECUTE (untyped: PostgreSQL coerces it to the parameter's type). */
function literal(v: unknown): string {
  if (v === null || v === undefined) return "null";
  if (v instanceof Date) return `'${v.toISOString()}'`;
  if (Array.isArray(v)) return `'{${v.map((x) => `"${String(x).replace(/["\\]/g, "\\$&")}"`).join(",")}}'`;
  return `'${String(v).replace(/'/g, "''")}'`;
}

const pool = new pg.Pool({ connectionString: url, max: 1 });
const captured: CompiledQuery[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  log: (e) => void (e.level === "query" && captured.push(e.query)),
});

/** pg remembers the statements it prepared on a connection: each explained one gets a new name. */
let prepared = 0;
/**
 * The backend's own CPU time for `runs` executions of the prepared query (its generic plan), in
 * ms per run: read from /proc, so it stays comparable when other work crowds the machine, where
 * EXPLAIN's wall-clock timings do not.
 */
async function cpuPerRun(q: CompiledQuery, runs: number): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query("set plan_cache_mode = force_generic_plan");
    const pid = (await client.query("select pg_backend_pid() as pid")).rows[0].pid as number;
    const ticks = () => {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      return Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (1/100 s)
    };
    const name = `cpu_${(prepared += 1)}`;
    await client.query({ name, text: q.sql, values: [...q.parameters] });
    const before = ticks();
    for (let i = 0; i < runs; i += 1) await client.query({ name, text: q.sql, values: [...q.parameters] });
    return ((ticks() - before) * 10) / runs;
  } finally {
    client.release();
  }
}

async function explain(q: CompiledQuery): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query("set plan_cache_mode = force_generic_plan");
    const name = `explain_${(prepared += 1)}`;
    await client.query({ name, text: q.sql, values: [...q.parameters] });
    const plan = await client.query(
      `explain (analyze, buffers) execute ${name}(${q.parameters.map(literal).join(", ")})`,
    );
    return plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n");
  } finally {
    client.release();
  }
}

const search = createDiscoverySearchRepository(db);
const searchers = await db
  .selectFrom("discovery_candidates as c")
  .innerJoin("profiles as p", "p.id", "c.user_id")
  .select(["c.user_id", "c.gender", "c.interested_in", "c.lat", "c.lon", "c.date_of_birth"])
  .where("p.zip_code", "in", densestMetros)
  .where("c.gender", "in", ["woman", "man"])
  .orderBy("c.user_id")
  .limit(option("searchers", 2))
  .execute();
const today = new Date();
for (const s of searchers) {
  const age = today.getUTCFullYear() - new Date(s.date_of_birth).getUTCFullYear();
  const f: Prefilter = {
    searcherId: s.user_id,
    searcherAgeVerified: true,
    searcherGender: s.gender,
    searcherAge: age,
    wantGenders: s.interested_in,
    oldestBirthExclusive: `${today.getUTCFullYear() - 46}-01-01`,
    youngestBirthInclusive: `${today.getUTCFullYear() - 26}-01-01`,
    origin: { lat: s.lat!, lon: s.lon! },
    radiusMiles: 50,
    words: [],
    intent: null,
    interests: [],
    hasPhoto: false,
    verifiedOnly: false,
    today,
    cap: 1000,
  };
  captured.length = 0;
  let started = performance.now();
  const rows = await search.prefilter(f);
  const prefilterMs = performance.now() - started;
  started = performance.now();
  await search.cardsFor(
    { id: s.user_id, ageVerified: true, origin: f.origin },
    rows.slice(0, 12).map((r) => r.user_id),
    today,
  );
  const cardsMs = performance.now() - started;
  console.log(
    `\n=== searcher ${s.user_id} (${s.gender} wanting ${s.interested_in.join("+") || "anyone"}, ${age}): ${rows.length} rows; prefilter ${prefilterMs.toFixed(1)} ms, cards ${cardsMs.toFixed(1)} ms (custom plans, first run)`,
  );
  const queries = [...captured];
  for (const [i, q] of queries.entries()) {
    console.log(`\n-- query ${i + 1}: ${q.sql.slice(0, 90).replace(/\s+/g, " ")}…`);
    console.log(await explain(q));
    if (cpuRuns > 0) console.log(`backend CPU: ${(await cpuPerRun(q, cpuRuns)).toFixed(2)} ms a run (${cpuRuns} runs)`);
  }
}
await db.destroy();
