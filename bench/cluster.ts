/**
 * `npm run bench -- cluster [--sockets=1000] [--seconds=20] [--rate=150] [--faults[=kill,redis,postgres,join]] [--no-base]`: the
 * scale-out path under load. nginx in front of the compiled nodes on one PostgreSQL and one
 * Redis (scripts/cluster), members made through nginx (premium, so the free allowance does not
 * cap the chat), each with a socket open like a page. For a fixed time, a mixed open-loop load:
 * profile reads, discovery pages, likes, and chat between matched pairs; printed per kind:
 * requests/s, p50/p95/p99, errors; chat messages sent vs delivered (live, or caught up after a
 * reconnect) and send→socket latency; each node's peak RSS. Run with 1 node, then 2.
 * --faults adds, each on 2 nodes under the same load: kill -9 of a node, Redis restarted,
 * PostgreSQL restarted, a node started mid-run. Targets: 0 errors (outside a fault's own outage),
 * 0 lost messages, chat delivery p99 ≤ 100 ms.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../src/server/db/database.js";
import { grantTier } from "../scripts/grant.js";
import { startCluster, type Cluster } from "../scripts/cluster/cluster.js";
import { call, inPool, makeMember, openPage, type Deliveries, type Member } from "./cluster/clients.js";

const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const option = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const chatTargetP99 = 100;
const dbName = "unlocked_bench_cluster";
const dbUrl = Object.assign(new URL(pgUrl), { pathname: `/${dbName}` }).toString();

type Fault = "kill -9 a node" | "Redis restarted" | "PostgreSQL restarted" | "a node joins";
type Kind = "profile" | "discover" | "like" | "chat";
/** Requests per second of each kind, per unit of --rate (chat is the rest). */
const mix: Record<Kind, number> = { profile: 0.45, discover: 0.1, like: 0.05, chat: 0.4 };

const peakRssMb = (pid: number) =>
  Math.round(Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
const resetPeakRss = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, "5");
const pgVersion = () => fs.readdirSync("/etc/postgresql")[0]!;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Fresh database, members made and matched through a 2-node cluster, all of them premium. */
async function seed(sockets: number): Promise<Member[]> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const cluster = await start(2);
  let made: Member[];
  try {
    made = await inPool(
      Array.from({ length: sockets }, (_, i) => i),
      16,
      (i) => makeMember(cluster.url, i),
    );
    await inPool(
      Array.from({ length: sockets / 2 }, (_, k) => k),
      16,
      async (k) => {
        const [a, b] = [made[2 * k]!, made[2 * k + 1]!];
        await call(cluster.url, a, "POST", "/api/likes", { user_id: b.id });
        const matchId = (await call(cluster.url, b, "POST", "/api/likes", { user_id: a.id })).body.match_id as string;
        if (!matchId) throw new Error(`bench: pair ${k} did not match`);
        Object.assign(a, { matchId, partnerId: b.id });
        Object.assign(b, { matchId, partnerId: a.id });
      },
    );
  } finally {
    await cluster.stop();
  }
  const database = await openDatabase({ databaseUrl: dbUrl });
  try {
    await inPool(made, 4, (m) => grantTier(database, m.email, "unlocked-plus", 30));
  } finally {
    await database.close();
  }
  return made;
}
let members: Member[] = [];

/**
 * One folder for every cluster of the run: its secrets sign the members' sessions. Made when the
 * first cluster starts, not when this module loads: every other bench imports it too, and left
 * an empty folder behind on each run.
 */
let runDir: string | undefined;
const runDirectory = () => (runDir ??= fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-bench-cluster-")));

function start(nodes: number): Promise<Cluster> {
  // NODE_ENV=test for the cheap password hash only: a thousand accounts are made through the API.
  const env = {
    NODE_ENV: "test",
    TEST_PASSWORD_HASH_N: "1024",
    RATE_LIMIT_SCALE: "1000",
    API_RATE_LIMIT_PER_MINUTE: "1000000",
    LOG_LEVEL: "warn",
    JOBS: "off",
  };
  return startCluster({ nodes, runDir: runDirectory(), databaseUrl: dbUrl, redisUrl, env });
}

async function injectFault(fault: Fault, cluster: Cluster): Promise<void> {
  if (fault === "kill -9 a node") await cluster.stopNode(cluster.nodes[0]!, "SIGKILL");
  if (fault === "a node joins") await cluster.addNode();
  if (fault === "Redis restarted") {
    execSync("redis-cli -p 6379 shutdown nosave || true", { stdio: "ignore" });
    await new Promise((r) => setTimeout(r, 3000));
    execSync(
      `redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log`,
      { stdio: "ignore" },
    );
  }
  if (fault === "PostgreSQL restarted") {
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${pgVersion()} main stop -m fast`, { stdio: "ignore" });
    await new Promise((r) => setTimeout(r, 3000));
    execSync(`pg_ctlcluster --skip-systemctl-redirect ${pgVersion()} main start`, { stdio: "ignore" });
  }
}

async function scenario(nodes: number, seconds: number, rate: number, fault?: Fault) {
  const cluster = await start(nodes);
  const deliveries: Deliveries = { live: new Map(), caughtUp: new Map(), reconnects: 0 };
  const pages = members.map((m) => openPage(cluster.url, m, deliveries));
  const latencies: Record<Kind, number[]> = { profile: [], discover: [], like: [], chat: [] };
  const errors: Record<Kind, number> = { profile: 0, discover: 0, like: 0, chat: 0 };
  const statuses = new Map<string, number>();
  /** How long each refused request took: a refusal during an outage must come fast. */
  const refusedMs: number[] = [];
  const sentAt = new Map<string, number>();
  let faultWindow: [number, number] | undefined;
  try {
    await Promise.all(pages.map((p) => p.opened));
    const pids = () =>
      cluster.nodes.filter((n) => n.child.exitCode === null && n.child.signalCode === null).map((n) => n.child.pid!);
    // Fresh processes compile their hot paths first: five seconds of load unrecorded.
    let n = 0;
    const request = (kind: Kind, record: boolean): Promise<void> => {
      const m = members[n++ % members.length]!;
      const other = members[(m.i * 7 + n) % members.length]!;
      const t0 = performance.now();
      const sent =
        kind === "profile"
          ? call(cluster.url, m, "GET", n % 2 ? "/api/profile" : `/api/profiles/${other.id}`)
          : kind === "discover"
            ? call(cluster.url, m, "GET", "/api/discover")
            : kind === "like"
              ? call(cluster.url, m, "POST", "/api/likes", {
                  user_id: other.id,
                  kind: other.id === m.partnerId || other.id === m.id ? "pass" : "like",
                })
              : call(cluster.url, m, "POST", `/api/conversations/${m.matchId}/messages`, {
                  message_text: `bench ${n}`,
                });
      return sent.then(
        (r) => {
          if (!record) return;
          const ok = r.status < 400 || (kind === "like" && r.status === 400);
          if (ok) latencies[kind].push(performance.now() - t0);
          else {
            errors[kind] += 1;
            refusedMs.push(performance.now() - t0);
          }
          if (!ok) statuses.set(`${kind} ${r.status}`, (statuses.get(`${kind} ${r.status}`) ?? 0) + 1);
          if (kind === "chat" && r.status === 201) sentAt.set(r.body.id as string, t0);
        },
        () =>
          void (
            record && ((errors[kind] += 1), statuses.set(`${kind} network`, (statuses.get(`${kind} network`) ?? 0) + 1))
          ),
      );
    };
    const drive = async (forSeconds: number, record: boolean, midway?: () => Promise<void>) => {
      const inflight: Promise<void>[] = [];
      const owed: Record<Kind, number> = { profile: 0, discover: 0, like: 0, chat: 0 };
      const begin = performance.now();
      const end = begin + forSeconds * 1000;
      let fired = false;
      while (performance.now() < end) {
        if (midway && !fired && performance.now() > begin + (forSeconds * 1000) / 3) {
          fired = true;
          inflight.push(midway());
        }
        for (const kind of Object.keys(mix) as Kind[]) {
          owed[kind] += (rate * mix[kind]) / 100;
          for (; owed[kind] >= 1; owed[kind] -= 1) inflight.push(request(kind, record));
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      await Promise.all(inflight);
    };
    await drive(5, false);
    for (const pid of pids()) resetPeakRss(pid);
    const began = performance.now();
    await drive(
      seconds,
      true,
      fault
        ? async () => {
            const t = performance.now();
            await injectFault(fault, cluster);
            faultWindow = [t - began, performance.now() - began];
          }
        : undefined,
    );
    const rss = pids().map(peakRssMb);
    // Capacity: as many profile reads as 64 clients get through in 5 s, each waiting for its answer.
    let capacity = 0;
    if (!fault) {
      const stopAt = performance.now() + 5000;
      let k = 0;
      await Promise.all(
        Array.from({ length: 64 }, async () => {
          while (performance.now() < stopAt) {
            const r = await call(cluster.url, members[k++ % members.length]!, "GET", "/api/profile").catch(
              () => undefined,
            );
            if (r?.status === 200) capacity += 1;
          }
        }),
      );
      capacity = Math.round(capacity / 5);
    }
    // Pages that lost their socket reconnect within seconds and catch up: give them the time.
    await new Promise((r) => setTimeout(r, fault ? 8000 : 2000));
    const live = [...sentAt]
      .flatMap(([id, t]) => (deliveries.live.has(id) ? [deliveries.live.get(id)! - t] : []))
      .sort((a, b) => a - b);
    const caughtUp = [...sentAt.keys()].filter((id) => !deliveries.live.has(id) && deliveries.caughtUp.has(id)).length;
    const lost = sentAt.size - live.length - caughtUp;
    const total =
      Object.values(latencies).reduce((s, l) => s + l.length, 0) + Object.values(errors).reduce((s, e) => s + e, 0);
    return {
      nodes,
      fault,
      seconds,
      total,
      latencies,
      errors,
      statuses,
      refusedMs: refusedMs.sort((a, b) => a - b),
      sent: sentAt.size,
      live,
      caughtUp,
      lost,
      reconnects: deliveries.reconnects,
      rss,
      faultWindow,
      capacity,
    };
  } finally {
    for (const p of pages) p.close();
    await cluster.stop();
  }
}

const ms = (x: number) => (Number.isNaN(x) ? "-" : `${x.toFixed(1)} ms`);

function report(r: Awaited<ReturnType<typeof scenario>>): string[] {
  const title = `${r.nodes} node${r.nodes > 1 ? "s" : ""}${r.fault ? `, ${r.fault}` : ""}`;
  console.log(
    `\n${title}: ${Math.round(r.total / r.seconds)} requests/s over ${r.seconds} s; peak RSS per node ${r.rss.join(" / ")} MB`,
  );
  if (r.capacity)
    console.log(
      `  capacity: ${r.capacity} profile reads/s with 64 clients waiting for each answer (after the mixed load)`,
    );
  if (r.faultWindow)
    console.log(`  fault from ${(r.faultWindow[0] / 1000).toFixed(1)} s to ${(r.faultWindow[1] / 1000).toFixed(1)} s`);
  const rows: Record<string, Record<string, string | number>> = {};
  for (const kind of Object.keys(mix) as Kind[]) {
    const l = [...r.latencies[kind]].sort((a, b) => a - b);
    rows[kind] = {
      "req/s": Math.round((l.length + r.errors[kind]) / r.seconds),
      p50: ms(pct(l, 50)),
      p95: ms(pct(l, 95)),
      p99: ms(pct(l, 99)),
      errors: r.errors[kind],
    };
  }
  rows["chat delivery (send → socket)"] = {
    "req/s": "-",
    p50: ms(pct(r.live, 50)),
    p95: ms(pct(r.live, 95)),
    p99: ms(pct(r.live, 99)),
    errors: "-",
  };
  console.table(rows);
  console.log(
    `  chat: ${r.sent} acknowledged, ${r.live.length} delivered live, ${r.caughtUp} caught up after a reconnect or resync, ${r.lost} lost; ${r.reconnects} reconnects`,
  );
  if (r.statuses.size) {
    console.log(
      `  refused: ${[...r.statuses].map(([k, v]) => `${k} ×${v}`).join(", ")}; each answered in p50 ${ms(pct(r.refusedMs, 50))}, p99 ${ms(pct(r.refusedMs, 99))}, slowest ${ms(r.refusedMs.at(-1) ?? NaN)}`,
    );
  }
  const errors = Object.values(r.errors).reduce((a, b) => a + b, 0);
  return [
    ...(r.lost > 0 ? [`${title}: ${r.lost} messages lost`] : []),
    ...(!r.fault && errors > 0 ? [`${title}: ${errors} errors`] : []),
    ...(!r.fault && pct(r.live, 99) > chatTargetP99
      ? [`${title}: chat delivery p99 ${ms(pct(r.live, 99))} (target ${chatTargetP99} ms)`]
      : []),
  ];
}

export async function benchCluster(): Promise<void> {
  const sockets = Math.max(2, Math.floor(option("sockets", 1000) / 2) * 2);
  const seconds = option("seconds", 20);
  const rate = option("rate", 150);
  console.log(
    `${sockets} members with a socket each (${sockets / 2} matched pairs), ${rate} requests/s for ${seconds} s after 5 s of warm-up; mix ${JSON.stringify(mix)}`,
  );
  members = await seed(sockets);
  const misses: string[] = [];
  if (!process.argv.includes("--no-base")) {
    const one = await scenario(1, seconds, rate);
    misses.push(...report(one));
    const two = await scenario(2, seconds, rate);
    misses.push(...report(two));
    console.log(
      `\nFrom 1 to 2 nodes: capacity ${one.capacity} → ${two.capacity} profile reads/s (${(two.capacity / one.capacity).toFixed(2)}×) on ${os.cpus().length} cores shared by the nodes, nginx, PostgreSQL, Redis and the load generator.`,
    );
  }
  // --faults runs every fault; --faults=kill,redis,postgres,join some of them.
  const faults = {
    kill: "kill -9 a node",
    redis: "Redis restarted",
    postgres: "PostgreSQL restarted",
    join: "a node joins",
  } as const;
  const asked = process.argv.find((a) => a === "--faults" || a.startsWith("--faults="));
  const chosen = asked?.includes("=") ? asked.split("=")[1]!.split(",") : asked ? Object.keys(faults) : [];
  for (const name of chosen) {
    const fault = faults[name as keyof typeof faults];
    if (!fault) throw new Error(`Unknown fault ${name}; choose from ${Object.keys(faults).join(", ")}.`);
    misses.push(...report(await scenario(2, seconds, rate, fault)));
  }
  if (runDir) fs.rmSync(runDir, { recursive: true, force: true });
  if (misses.length) {
    console.log(`\nMissed targets:\n  ${misses.join("\n  ")}`);
    process.exitCode = 1;
  } else console.log("\nAll targets met.");
}
