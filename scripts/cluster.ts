/**
 * `npm run cluster -- --nodes 2 [--port 8080]`: Unlocked as it scales out, on this machine:
 * nginx (Debian's package, installed on first use) in front of N compiled server processes on
 * one PostgreSQL (DATABASE_URL, default the local server's `unlocked_cluster` database) and one
 * Redis (REDIS_URL, default the local one). Prints the address; Ctrl-C stops everything. Its
 * files (nginx's configuration and logs, the shared secrets, uploads) are in data/cluster/.
 * Development mode by default (the dev mailbox, the test checkout), so it can be used at once;
 * pass NODE_ENV=production with SMTP_URL for the real thing.
 */
import path from "node:path";
import { startCluster } from "./cluster/cluster.js";

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
};
const nodes = Number(arg("nodes") ?? 2);
const port = Number(arg("port") ?? 8080);
if (!Number.isInteger(nodes) || nodes < 1 || nodes > 16) throw new Error("--nodes takes a number from 1 to 16.");

const passThrough = [
  "NODE_ENV",
  "SMTP_URL",
  "MAIL_FROM",
  "LOG_LEVEL",
  "METRICS_TOKEN",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "PAYPAL_CLIENT_ID",
  "PAYPAL_CLIENT_SECRET",
];
const cluster = await startCluster({
  nodes,
  port,
  runDir: path.resolve(process.env.CLUSTER_DIR ?? "data/cluster"),
  databaseUrl: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/unlocked_cluster",
  redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
  env: Object.fromEntries(passThrough.flatMap((k) => (process.env[k] ? [[k, process.env[k]!]] : []))),
  output: "inherit",
});
console.log(`\n  Unlocked is running at ${cluster.url} (nginx in front of ${cluster.nodes.length} nodes)`);
for (const n of cluster.nodes) console.log(`  node ${n.index}: ${n.url} (pid ${n.child.pid})`);
console.log("  Ctrl-C stops the cluster.\n");

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void cluster.stop().then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
