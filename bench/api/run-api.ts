/**
 * `npm run bench -- api`: requests per second of an authenticated GET /api/profile (session
 * check included) on PostgreSQL, beside bare Fastify + pg reading one row, same machine, same run.
 * Each server runs in its own process; the load comes from this one (autocannon). Ours is the
 * compiled server (dist/server), as production runs it: `npm start` in development runs the
 * TypeScript through tsx, which costs no time per request but ~100 MB of memory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { buildServer, serverEntry } from "../../scripts/build-server.mjs";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";
import { freePort } from "../../scripts/free-port.js";

const root = path.resolve(import.meta.dirname, "../..");
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Seconds of measured load per target, split over the rounds. */
const seconds = Number(process.env.BENCH_SECONDS ?? 15);

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}`);
    if ((await fetch(url).catch(() => undefined))?.ok) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no answer from ${url}`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  child.kill("SIGTERM");
  return new Promise((r) => child.once("exit", () => r()));
}

/** User + system CPU a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Target = { name: string; url: string; pid: number; headers?: Record<string, string> };
type Figures = { rps: number; cpuMicros: number };

/**
 * Rounds that alternate between the targets, so a noisy neighbour on the machine slows them
 * alike, and the median round of each is reported (one 10 s run swung the ratio by ±15 points).
 * Also the server's own CPU per request, which noise on the machine barely moves.
 */
async function compare(targets: Target[], rounds = 3): Promise<Map<string, Figures>> {
  const seen = new Map<string, Figures[]>(targets.map((t) => [t.name, []]));
  for (const t of targets) await autocannon({ url: t.url, headers: t.headers ?? {}, connections: 10, duration: 3 }); // warm-up (JIT, pool)
  for (let round = 0; round < rounds; round += 1) {
    for (const t of targets) {
      const cpuBefore = cpuMsOf(t.pid);
      const result = await autocannon({
        url: t.url,
        headers: t.headers ?? {},
        connections: 10,
        duration: seconds / rounds,
      });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`${t.url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      const cpuMicros = ((cpuMsOf(t.pid) - cpuBefore) * 1000) / result.requests.total;
      seen.get(t.name)!.push({ rps: result.requests.average, cpuMicros });
    }
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return new Map(
    [...seen].map(([name, figures]) => [
      name,
      {
        rps: Math.round(median(figures.map((f) => f.rps))),
        cpuMicros: Math.round(median(figures.map((f) => f.cpuMicros))),
      },
    ]),
  );
}

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function rssOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

function startApp(env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, serverEntry], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, API_RATE_LIMIT_PER_MINUTE: "100000000", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Idle RSS a few seconds after start, then peak RSS after a signed-in load. */
async function memoryOf(env: Record<string, string>): Promise<{ idle: number; peak: number }> {
  const port = await freePort();
  const app = startApp({ ...env, PORT: String(port) });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/api/health`, app);
    await new Promise((r) => setTimeout(r, 3000));
    const idle = rssOf(app.pid!).rss;
    const { cookie } = await signedInCookie(base);
    await autocannon({
      url: `${base}/api/profile`,
      headers: { cookie },
      connections: 10,
      duration: Math.min(seconds, 5),
    });
    return { idle, peak: rssOf(app.pid!).peak };
  } finally {
    await stop(app);
  }
}

async function signedInCookie(base: string): Promise<{ cookie: string; userId: string }> {
  const email = `bench-${randomBytes(4).toString("hex")}@example.com`;
  const password = "Bench-Password-1!";
  const post = (p: string, body: unknown) =>
    fetch(base + p, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify(body),
    });
  await post("/api/auth/sign-up", { email, password, date_of_birth: "1990-01-01" });
  let link: string | undefined;
  for (let i = 0; i < 50 && !link; i += 1) {
    const mails = (await (await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
      mails?: { links: string[] }[];
    };
    link = mails.mails?.[0]?.links.find((l) => l.includes("verify-email"));
    if (!link) await new Promise((r) => setTimeout(r, 100));
  }
  if (!link) throw new Error("no confirmation mail");
  await fetch(link, { redirect: "manual" });
  const res = await post("/api/auth/sign-in", { email, password });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const body = (await res.json()) as { user: { id: string } };
  return { cookie, userId: body.user.id };
}

export async function benchApi(): Promise<void> {
  const compiled = await buildServer();
  if (!compiled.ok) throw new Error(compiled.reason);
  const name = `unlocked_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-bench-"));
  const children: ChildProcess[] = [];
  try {
    const appPort = await freePort();
    // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the app server.
    const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
    const app = startApp({ PORT: String(appPort), DATA_DIR: dataDir, DATABASE_URL: dbUrl }, nodeArgs);
    children.push(app);
    const base = `http://127.0.0.1:${appPort}`;
    await waitFor(`${base}/api/health`, app);
    const { cookie, userId } = await signedInCookie(base);

    const barePort = await freePort();
    const bare = spawn(process.execPath, ["bench/api/bare-server.mjs"], {
      cwd: root,
      env: { PATH: process.env.PATH, PORT: String(barePort), DATABASE_URL: dbUrl },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/row/${userId}`, bare);

    // The same server with its one hand-made speed-up off (db/prepared-statements.ts), which has
    // to earn its keep: the issue asks ≥ 10 % for anything hand-made that remains.
    const unpreparedPort = await freePort();
    const unprepared = startApp(
      { PORT: String(unpreparedPort), DATA_DIR: dataDir, DATABASE_URL: dbUrl, DATABASE_PREPARE: "off" },
      nodeArgs,
    );
    children.push(unprepared);
    await waitFor(`http://127.0.0.1:${unpreparedPort}/api/health`, unprepared);

    const figures = await compare([
      { name: "bare", url: `http://127.0.0.1:${barePort}/row/${userId}`, pid: bare.pid! },
      { name: "profile", url: `${base}/api/profile`, pid: app.pid!, headers: { cookie } },
      {
        name: "unprepared",
        url: `http://127.0.0.1:${unpreparedPort}/api/profile`,
        pid: unprepared.pid!,
        headers: { cookie },
      },
      { name: "health", url: `${base}/api/health`, pid: app.pid! },
    ]);
    const [bareFig, profileFig, unpreparedFig, healthFig] = ["bare", "profile", "unprepared", "health"].map((n) =>
      figures.get(n)!,
    ) as [Figures, Figures, Figures, Figures];
    await stop(app);
    await stop(unprepared);
    await stop(bare);
    const pgMemory = await memoryOf({ DATABASE_URL: dbUrl, DATA_DIR: dataDir });
    const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-bench-pglite-"));
    // First start (PGlite runs initdb in a second instance) and a restart on the existing folder.
    const pgliteFirst = await memoryOf({ DATA_DIR: pgliteDir });
    const pgliteMemory = await memoryOf({ DATA_DIR: pgliteDir }).finally(() =>
      fs.rmSync(pgliteDir, { recursive: true, force: true }),
    );
    console.table({
      "bare Fastify + pg, one row: req/s (server CPU µs/req)": `${bareFig.rps} (${bareFig.cpuMicros})`,
      "GET /api/profile, signed in: req/s (server CPU µs/req)": `${profileFig.rps} (${profileFig.cpuMicros})`,
      "GET /api/profile, DATABASE_PREPARE=off: req/s (server CPU µs/req)": `${unpreparedFig.rps} (${unpreparedFig.cpuMicros})`,
      "named prepared statements gain (target ≥ 10 %)": `${Math.round((profileFig.rps / unpreparedFig.rps - 1) * 100)} %`,
      "GET /api/health: req/s (server CPU µs/req)": `${healthFig.rps} (${healthFig.cpuMicros})`,
      "profile / bare (target ≥ 60 %)": `${Math.round((profileFig.rps / bareFig.rps) * 100)} %`,
      "RSS on PostgreSQL, idle / peak (MB)": `${pgMemory.idle} / ${pgMemory.peak}`,
      "RSS on PGlite, first start: idle / peak (MB)": `${pgliteFirst.idle} / ${pgliteFirst.peak}`,
      "RSS on PGlite, restart: idle / peak (MB)": `${pgliteMemory.idle} / ${pgliteMemory.peak}`,
    });
  } finally {
    await Promise.all(children.map(stop));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
