/**
 * N Unlocked processes behind nginx on one PostgreSQL and one Redis, on this machine: what
 * `npm run cluster` runs, and what the cluster benchmark and its fault tests drive. Any node
 * serves any request (deploy/nginx.conf.template): sessions are in PostgreSQL, realtime events
 * cross nodes over Redis, and every node shares one data folder for uploads (use S3_* when the
 * nodes are on several machines).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import webpush from "web-push";
import { buildServer, serverEntry } from "../build-server.mjs";
import { SERVER_NODE_FLAGS } from "../server-node-flags.mjs";
import { buildWeb } from "../build-web.mjs";
import { freePort } from "../free-port.js";

const root = path.resolve(import.meta.dirname, "../..");
const NGINX = "/usr/sbin/nginx";

export type ClusterOptions = {
  nodes: number;
  /** nginx's port (0: any free one). */
  port?: number;
  /** Where nginx's files, the secrets and the shared data folder live (kept between runs). */
  runDir: string;
  /** The PostgreSQL database every node uses (created if missing). */
  databaseUrl: string;
  redisUrl: string;
  /** More environment for every node (NODE_ENV, LOG_LEVEL, METRICS_TOKEN...). */
  env?: Record<string, string>;
  /** Where the nodes' output goes (default: dropped). */
  output?: "inherit" | "ignore";
};

export type ClusterNode = { index: number; port: number; url: string; child: ChildProcess };

export type Cluster = {
  /** nginx's address: the one to use. */
  url: string;
  nodes: ClusterNode[];
  /** Starts one more node and adds it to nginx (a reload: open connections carry on). */
  addNode(): Promise<ClusterNode>;
  /** Ends a node with this signal and waits for it to exit (nginx keeps it listed, and skips it). */
  stopNode(node: ClusterNode, signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
};

/** nginx from Debian's package: installed on first use when we may (root), else a clear refusal. */
export function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  if (process.getuid?.() !== 0)
    throw new Error("nginx is not installed: run `apt-get install -y nginx` (Debian's package), then try again.");
  console.log("Installing nginx from Debian's packages...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
  if (install.status !== 0) {
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    if (spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env }).status !== 0)
      throw new Error("Installing nginx failed.");
  }
}

async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString(),
  });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** Made once per run folder and shared by every node: sessions and pushes must verify on all. */
function sharedSecrets(runDir: string): Record<string, string> {
  const file = path.join(runDir, "secrets.json");
  if (!fs.existsSync(file)) {
    const vapid = webpush.generateVAPIDKeys();
    const secrets = {
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    };
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
}

function writeNginxConf(runDir: string, listen: number, nodes: ClusterNode[]): string {
  const template = fs.readFileSync(path.join(root, "deploy/nginx.conf.template"), "utf8");
  const servers = nodes.map((n) => `    server 127.0.0.1:${n.port} max_fails=1 fail_timeout=5s;`).join("\n");
  const conf = template
    .replaceAll("{{RUN_DIR}}", runDir)
    .replaceAll("{{LISTEN}}", `127.0.0.1:${listen}`)
    .replace("{{UPSTREAM_SERVERS}}", servers);
  const file = path.join(runDir, "nginx.conf");
  fs.writeFileSync(file, conf);
  return file;
}

async function waitUntil(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  ensureNginx();
  fs.mkdirSync(options.runDir, { recursive: true });
  const dataDir = path.join(options.runDir, "data");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(path.join(root, "dist/web/index.html"))) {
    const web = buildWeb({ quiet: true });
    if (!web.ok) throw new Error(web.reason);
  }
  // The compiled server, as production runs it.
  const server = await buildServer();
  if (!server.ok) throw new Error(server.reason);
  await ensureDatabase(options.databaseUrl);

  const listen = options.port || (await freePort());
  const url = `http://localhost:${listen}`;
  const secrets = sharedSecrets(options.runDir);
  const nodes: ClusterNode[] = [];
  let nextIndex = 1;

  async function startNode(): Promise<ClusterNode> {
    const port = await freePort();
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      DATA_DIR: dataDir,
      APP_URL: url,
      TRUST_PROXY: "true",
      ...secrets,
      ...options.env,
    };
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
      cwd: root,
      env,
      stdio: ["ignore", options.output ?? "ignore", options.output ?? "ignore"],
    });
    const node: ClusterNode = { index: nextIndex++, port, url: `http://127.0.0.1:${port}`, child };
    await waitUntil(async () => (await fetch(`${node.url}/api/ready`)).ok, `node ${node.index} ready`, 120_000, child);
    return node;
  }

  // Started one after another: the first runs the migrations, the others find them done.
  for (let i = 0; i < options.nodes; i += 1) nodes.push(await startNode());
  const confFile = writeNginxConf(options.runDir, listen, nodes);
  const nginx = spawn(NGINX, ["-p", options.runDir, "-c", confFile, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitUntil(async () => (await fetch(`${url}/api/ready`)).ok, "nginx", 30_000, nginx);

  const stopNode = async (node: ClusterNode, signal: NodeJS.Signals) => {
    node.child.kill(signal);
    await exited(node.child);
  };

  return {
    url,
    nodes,
    async addNode() {
      const node = await startNode();
      nodes.push(node);
      writeNginxConf(options.runDir, listen, nodes);
      // HUP: nginx re-reads its configuration; open connections carry on under the old workers.
      nginx.kill("SIGHUP");
      return node;
    },
    stopNode,
    async stop() {
      await Promise.all(nodes.map((n) => stopNode(n, "SIGTERM")));
      nginx.kill("SIGQUIT");
      await exited(nginx);
    },
  };
}
