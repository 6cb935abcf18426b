/**
 * `npm run bench` runs every benchmark; `npm run bench -- server` or `npm run bench -- web` runs one.
 * - server: password hashing and photo re-encoding costs (bench/server.ts);
 * - web: the production build's bytes per route and its Lighthouse scores (bench/web.ts);
 * - api: GET /api/profile beside bare Fastify + pg on PostgreSQL, and the server's RSS (bench/api/);
 * - discovery: discovery pages over HTTP against the compiled server, among 100,000 seeded members
 *   (bench/discovery.ts; `-- discovery --users=1000000` for a million; seeds once per size);
 * - realtime: insert-to-socket latency (and the whole send's), losses and RSS with 2,000 sockets, on one process and on two
 *   behind Redis (bench/realtime.ts);
 * - chat-history: a conversation of 100 to 20,000 messages in Chromium: opening it, a new message
 *   arriving, the newest page's GET and the page's heap (bench/chat-history.ts);
 * - cluster: nginx in front of 1 and 2 nodes under a mixed load with 1,000 sockets; `--faults`
 *   adds kill -9, Redis and PostgreSQL restarts and a node joining (bench/cluster.ts).
 */
import { benchApi } from "./api/run-api.js";
import { benchChatHistory } from "./chat-history.js";
import { benchCluster } from "./cluster.js";
import { benchDiscovery } from "./discovery.js";
import { benchRealtime } from "./realtime.js";
import { benchServer } from "./server.js";
import { benchWeb } from "./web.js";

const suites: Record<string, () => Promise<void>> = {
  server: benchServer,
  web: benchWeb,
  api: benchApi,
  discovery: benchDiscovery,
  realtime: benchRealtime,
  "chat-history": benchChatHistory,
  cluster: benchCluster,
};

const asked = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const unknown = asked.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(`Unknown benchmark ${unknown.join(", ")}; choose from: ${Object.keys(suites).join(", ")}.`);
  process.exit(2);
}
for (const name of asked.length > 0 ? asked : Object.keys(suites)) {
  console.log(`\n== bench: ${name}`);
  await suites[name]!();
}
