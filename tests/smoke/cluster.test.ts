/**
 * Two nodes behind nginx on one PostgreSQL and one Redis (the `npm run cluster` setup): a member's
 * page survives `kill -9` of the node that held its socket (it reconnects through nginx to the
 * other and catches up, and no acknowledged message is lost), and a node started later joins.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import WebSocket from "ws";
import { signedInCookie } from "../../bench/web/server-process.js";
import { startCluster, type Cluster, type ClusterNode } from "../../scripts/cluster/cluster.js";
import { freshPostgres } from "../support/test-app.js";

const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const METRICS_TOKEN = "cluster-test-metrics-token";
let cluster: Cluster;
let runDir: string;
const cleanups: Array<() => Promise<void> | void> = [];

beforeAll(async () => {
  const db = await freshPostgres(base);
  cleanups.push(db.drop);
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-cluster-"));
  cleanups.push(() => fs.rmSync(runDir, { recursive: true, force: true }));
  cluster = await startCluster({
    nodes: 2,
    runDir,
    databaseUrl: db.url,
    redisUrl: "redis://127.0.0.1:6379",
    env: { METRICS_TOKEN, LOG_LEVEL: "warn" },
  });
  cleanups.push(() => cluster.stop());
}, 240_000);
afterAll(async () => {
  for (const step of cleanups.reverse()) await step();
}, 60_000);

type Member = { id: string; cookie: string };
const call = async (m: Member, method: string, url: string, body?: object) => {
  const res = await fetch(`${cluster.url}${url}`, {
    method,
    headers: { cookie: m.cookie, origin: cluster.url, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/**
 * A GET on a new connection. After nginx reloads (a node joined), fetch would reuse a connection
 * kept alive by an old worker, which closes it when it goes idle: a race the test would lose now
 * and then ("other side closed"). Browsers retry such a GET by themselves; fetch does not.
 */
function fresh(m: Member | undefined, url: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const headers = m ? { cookie: m.cookie } : {};
    http
      .get(`${cluster.url}${url}`, { agent: false, headers }, (res) => (res.resume(), resolve(res)))
      .on("error", reject);
  });
}

async function member(name: string): Promise<Member> {
  const m = { id: "", cookie: await signedInCookie(cluster.url) };
  const profile = await call(m, "PATCH", "/api/profile", { name, gender: "woman" });
  expect(profile.status).toBe(200);
  m.id = profile.body.id as string;
  return m;
}

/** Which node holds how many sockets (each node's own metrics, never through nginx). */
async function openSockets(node: ClusterNode): Promise<number> {
  const text = await (
    await fetch(`${node.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  return Number(/^realtime_open_sockets (\d+)$/m.exec(text)?.[1] ?? NaN);
}

function page(m: Member) {
  const socket = new WebSocket(`${cluster.url.replace("http", "ws")}/api/realtime`, {
    headers: { cookie: m.cookie, origin: cluster.url },
  });
  const events: Array<{ type: string; message?: { id: string } }> = [];
  socket.on("message", (data) => events.push(JSON.parse(String(data)) as { type: string; message?: { id: string } }));
  const opened = new Promise<void>((resolve, reject) => socket.once("open", () => resolve()).once("error", reject));
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  return { socket, events, opened, closed };
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

it("a node killed with -9: its pages reconnect through nginx to the other and lose nothing acknowledged", async () => {
  const [ada, bea] = [await member("Ada"), await member("Bea")];
  await call(ada, "POST", "/api/likes", { user_id: bea.id });
  const matchId = (await call(bea, "POST", "/api/likes", { user_id: ada.id })).body.match_id as string;
  expect(matchId).toBeTruthy();

  const first = page(bea);
  await first.opened;
  let holder: ClusterNode | undefined;
  await until(async () => {
    const counts = await Promise.all(cluster.nodes.map(openSockets));
    holder = cluster.nodes[counts.indexOf(1)];
    return counts.reduce((a, b) => a + b, 0) === 1;
  }, "the socket to register");
  const survivor = cluster.nodes.find((n) => n !== holder)!;

  const live = await call(ada, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Before the crash" });
  expect(live.status, JSON.stringify(live.body)).toBe(201);
  await until(
    () => first.events.some((e) => e.type === "message.created" && e.message?.id === live.body.id),
    "the live message",
  );

  await cluster.stopNode(holder!, "SIGKILL");
  expect(await first.closed).toBe(1006);
  // While Bea is away: every send through nginx is acknowledged (the dead node is skipped).
  // (Three: with the two around them, a free member's five messages of the day.)
  const during: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const sent = await call(ada, "POST", `/api/conversations/${matchId}/messages`, {
      message_text: `While you were away ${i}`,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    during.push(sent.body.id as string);
  }

  // The page reconnects (through nginx, so to the survivor) and catches up by reading again.
  const second = page(bea);
  await second.opened;
  expect(await openSockets(survivor)).toBe(1);
  const history = await call(bea, "GET", `/api/conversations/${matchId}/messages`);
  const ids = (history.body.messages as Array<{ id: string }>).map((m) => m.id);
  for (const id of [live.body.id as string, ...during]) expect(ids).toContain(id);
  const after = await call(ada, "POST", `/api/conversations/${matchId}/messages`, { message_text: "Welcome back" });
  await until(
    () => second.events.some((e) => e.type === "message.created" && e.message?.id === after.body.id),
    "the message after reconnecting",
  );
  second.socket.close();
}, 120_000);

it("a node started while the cluster serves joins it without errors", async () => {
  const m = await member("Cy");
  const joined = await cluster.addNode();
  const servedByJoined = async () => {
    const text = await (
      await fetch(`${joined.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    ).text();
    return Number(
      /^http_requests_total\{method="GET",route="\/api\/profile",status="200"\} (\d+)$/m.exec(text)?.[1] ?? 0,
    );
  };
  // Each request on a connection of its own: nginx's reloaded workers take new connections.
  const statuses: number[] = [];
  await until(
    async () => {
      for (let i = 0; i < 6; i += 1) statuses.push((await fresh(m, "/api/profile")).statusCode ?? 0);
      return (await servedByJoined()) > 0;
    },
    "the new node to serve",
    20_000,
  );
  expect(statuses.filter((s) => s !== 200)).toEqual([]);
}, 120_000);

it("nginx's access log names each request by its id and never holds a reset link's token", async () => {
  const token = "reset-token-that-must-not-be-logged";
  // A connection of its own: the previous test reloaded nginx.
  const res = await fresh(undefined, `/api/auth/reset-password/${token}?callbackURL=%2Freset-password`);
  const id = res.headers["x-request-id"];
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  // nginx writes its buffered log every 2 s.
  let log = "";
  await until(
    () => (log = fs.readFileSync(path.join(runDir, "nginx-access.log"), "utf8")).includes(`id=${id}`),
    "the access log line",
    10_000,
  );
  expect(log).not.toContain(token);
  expect(log).toContain(`"GET /api/auth/reset-password/:token"`);
}, 30_000);
