import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/free-port.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export type RunningServer = { url: string; stop: () => Promise<void> };

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy.`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s.`);
}

/**
 * The real server (`node scripts/start.mjs`, as `npm start` runs it) on a free port with a fresh
 * data folder. Development mode, so the dev mailbox can confirm a bench account.
 */
export async function startServer({
  prepare,
  env = {},
}: {
  prepare?: (dataDir: string) => void;
  /** More of the server's environment (a DATABASE_URL: PostgreSQL instead of the embedded database). */
  env?: Record<string, string>;
} = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "unlocked-bench-"));
  prepare?.(dataDir);
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: url,
      LOG_LEVEL: "warn",
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

/** A confirmed account's session cookie, made through the API and the dev mailbox's link. */
export async function signedInCookie(url: string): Promise<string> {
  const email = `bench.${Date.now().toString(36)}@example.com`;
  const signUp = await fetch(`${url}/api/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Correct-Horse7!battery", date_of_birth: "1990-05-17" }),
  });
  if (signUp.status !== 201) throw new Error(`Bench sign-up answered ${signUp.status}.`);
  let link: string | undefined;
  for (let i = 0; i < 80 && !link; i += 1) {
    const res = await fetch(`${url}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const { mails } = (await res.json()) as { mails: { subject: string; links: string[] }[] };
    link = mails.find((m) => m.subject.includes("Confirm your email"))?.links[0];
    if (!link) await new Promise((r) => setTimeout(r, 250));
  }
  if (!link) throw new Error("No confirmation mail reached the dev mailbox.");
  const confirm = await fetch(link, { redirect: "manual" });
  const cookie = confirm.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .join("; ");
  if (!cookie) throw new Error(`Following the confirmation link set no cookie (status ${confirm.status}).`);
  return cookie;
}
