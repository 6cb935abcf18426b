/**
 * The server process's life on PostgreSQL, as an orchestrator or nginx meets it: "starting" while
 * migrations wait their turn, ready once they ran, and on SIGTERM not ready at once, sockets told
 * to reconnect elsewhere (1012), an upload already under way finished, and a clean exit.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import WebSocket from "ws";
import { signedInCookie } from "../../bench/web/server-process.js";
import { smallPng } from "../support/images.js";
import { freshPostgres } from "../support/test-app.js";
import { freePort } from "../../scripts/free-port.js";

const repo = path.resolve(import.meta.dirname, "../..");
const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Kysely's migration lock (its PostgreSQL adapter): holding it makes a starting server wait. */
const KYSELY_MIGRATION_LOCK = "3853314791062309107";

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const step of cleanups.reverse()) await step();
});

async function until<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const readiness = async (url: string) => {
  const res = await fetch(`${url}/api/ready`);
  return { status: res.status, body: (await res.json()) as { ready: boolean; reason?: string } };
};

it("says starting while migrations wait, is ready after, and shuts down gracefully on SIGTERM", async () => {
  const db = await freshPostgres(base);
  cleanups.push(db.drop);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-lifecycle-"));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Another process is migrating: the lock is held until we let go.
  const other = new pg.Client({ connectionString: db.url });
  await other.connect();
  cleanups.push(() => other.end());
  await other.query(`select pg_advisory_lock(${KYSELY_MIGRATION_LOCK})`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: repo,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      APP_URL: url,
      SHUTDOWN_DELAY_MS: "1500",
      JOBS: "on",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  cleanups.push(() => void (child.exitCode === null && child.kill("SIGKILL")));

  const starting = await until(async () => {
    const r = await readiness(url);
    return r.status === 503 ? r : undefined;
  }, "the starting answer");
  expect(starting.body).toEqual({ ready: false, reason: "starting" });
  // Still waiting for the lock a moment later: it does not start around it.
  await new Promise((r) => setTimeout(r, 1000));
  expect((await readiness(url)).body.reason).toBe("starting");
  await other.query(`select pg_advisory_unlock(${KYSELY_MIGRATION_LOCK})`);
  await until(async () => ((await readiness(url)).status === 200 ? true : undefined), "readiness", 90_000);

  // A member with a page open (its socket) and an upload half sent.
  const cookie = await signedInCookie(url);
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie, origin: url } });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  const png = await smallPng();
  const boundary = "lifecycle-boundary";
  const head = Buffer.from(
    `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const upload = http.request(`${url}/api/profile/photos`, {
    method: "POST",
    headers: {
      cookie,
      origin: url,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": head.length + png.length + tail.length,
    },
  });
  const uploaded = new Promise<number>((resolve, reject) =>
    upload.once("response", (res) => (res.resume(), resolve(res.statusCode!))).once("error", reject),
  );
  upload.write(head);
  upload.write(png.subarray(0, 10));

  const signalled = Date.now();
  child.kill("SIGTERM");
  // Not ready at once; everything else still served while load balancers catch up.
  const during = await until(
    async () => {
      const r = await readiness(url);
      return r.status === 503 ? r : undefined;
    },
    "the shutting-down answer",
    1000,
  );
  expect(during.body).toEqual({ ready: false, reason: "shutting-down" });
  expect((await fetch(`${url}/api/health`)).status).toBe(200);

  // The page is told to reconnect elsewhere once the process stops taking work...
  expect(await closed).toBe(1012);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(1400);
  // ...no new connection is taken then, but the upload under way still completes.
  await until(
    () =>
      fetch(`${url}/api/health`).then(
        () => undefined,
        () => true,
      ),
    "the listener to close",
    5000,
  );
  upload.end(Buffer.concat([png.subarray(10), tail]));
  expect(await uploaded).toBe(201);
  expect(await exited, output).toBe(0);
  expect(Date.now() - signalled).toBeLessThan(20_000);
  expect(output).toContain('"msg":"shut down"');
}, 180_000);
