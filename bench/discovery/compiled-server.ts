/**
 * One compiled server (dist/server/main.js, as production runs it) on a benchmark's PostgreSQL
 * database, on a free port, with no proxy in front: what a discovery page costs is then the
 * server's and the database's own.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer, serverEntry } from "../../scripts/build-server.mjs";
import { buildWeb } from "../../scripts/build-web.mjs";
import { SERVER_NODE_FLAGS } from "../../scripts/server-node-flags.mjs";
import { freePort } from "../../scripts/free-port.js";

const root = path.resolve(import.meta.dirname, "../..");

export type CompiledServer = { url: string; pid: number; stop(): Promise<void> };

/** Builds what is missing or stale (the server always: it is quick), once per run. */
let built: Promise<void> | undefined;
const buildOnce = () =>
  (built ??= (async () => {
    if (!fs.existsSync(path.join(root, "dist/web/index.html"))) {
      const web = buildWeb({ quiet: true });
      if (!web.ok) throw new Error(web.reason);
    }
    const server = await buildServer();
    if (!server.ok) throw new Error(server.reason);
  })());

/** A session secret for the whole run: members made by one start sign in to the next. */
const sessionSecret = randomBytes(32).toString("base64url");

export async function startCompiledServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<CompiledServer> {
  await buildOnce();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-bench-discovery-"));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      // NODE_ENV=test for the cheap password hash and the dev mailbox (the searchers are made
      // through the API); the limits that would refuse a bench's many sign-ups are lifted.
      NODE_ENV: "test",
      TEST_PASSWORD_HASH_N: "1024",
      RATE_LIMIT_SCALE: "1000",
      API_RATE_LIMIT_PER_MINUTE: "1000000",
      LOG_LEVEL: "warn",
      // The outbox relay must run: a searcher's profile and quiz reach discovery through it.
      JOBS: "on",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      APP_URL: url,
      SESSION_SECRET: sessionSecret,
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench: the server exited with code ${child.exitCode}`);
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error("bench: the server was not ready within 120 s");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
