/**
 * The README's first command on a checkout as a newcomer gets it: the project's files without
 * dist/ or data/, no environment variables (vitest's own NODE_ENV=test removed), `npm start`.
 * It must build the web app (a production build), start, and answer / and /api/health.
 * Only PORT is set, to a free one, so the test never collides with a running app.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort } from "../../scripts/free-port.js";

const repo = path.resolve(import.meta.dirname, "../..");
let child: ChildProcess | undefined;
let dir: string | undefined;

/**
 * Stops `npm start` and everything under it: npm runs the server as its own child, so the
 * signal goes to the process group (each start is spawned `detached`, leading its own group),
 * and this waits until none of the group is left.
 */
async function stop(started: ChildProcess): Promise<void> {
  const group = -started.pid!;
  try {
    process.kill(group, "SIGTERM");
  } catch {
    return;
  }
  for (let i = 0; i < 200; i += 1) {
    try {
      process.kill(group, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(group, "SIGKILL");
}

/**
 * `npm start` in `cwd`, in its own process group (so stop() reaches the server under npm), until
 * /api/health answers or the process exits; `output()` is everything it has printed so far.
 */
async function npmStart(cwd: string, env: NodeJS.ProcessEnv, port: number, timeoutMs: number) {
  let output = "";
  const started = spawn("npm", ["start"], { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  started.stdout!.on("data", (d) => (output += d));
  started.stderr!.on("data", (d) => (output += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  let health: Response | undefined;
  while (Date.now() < deadline && started.exitCode === null) {
    health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { child: started, base, health, output: () => output };
}

afterAll(async () => {
  if (child) await stop(child);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** The files a clone would have: tracked plus new ones not ignored (so local changes count too). */
function copyCheckout(to: string): void {
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], { cwd: repo, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && fs.existsSync(path.join(repo, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(to, f)), { recursive: true });
    fs.copyFileSync(path.join(repo, f), path.join(to, f));
  }
  // `npm install` is the registry's part of the command; the installed tree is linked, not refetched.
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(to, "node_modules"), "dir");
}

it("npm start on a fresh checkout builds the app and serves / and /api/health", async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-first-run-"));
  copyCheckout(dir);
  expect(fs.existsSync(path.join(dir, "dist"))).toBe(false);
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port) };
  const run = await npmStart(dir, env, port, 150_000);
  child = run.child;
  const { base } = run;
  expect(child.exitCode, run.output()).toBeNull();
  expect(run.health?.status, run.output()).toBe(200);
  expect(run.output()).toContain(`Unlocked is running at http://localhost:${port}`);

  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  // Rendered on the server by React: the landing page itself, and the state it hydrates with.
  expect(html).toMatch(/<div id="root">.*<main[^>]*>.*<h1/s);
  expect(html).toContain('<script type="application/json" id="app-state">');
  // A production build: a development build compiles JSX with its source locations, so every
  // component would carry this checkout's absolute path (and `fileName:`) to the browser.
  const scripts = fs.readdirSync(path.join(dir, "dist/web/assets")).filter((f) => f.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(10);
  const js = scripts.map((f) => fs.readFileSync(path.join(dir!, "dist/web/assets", f), "utf8")).join("\n");
  expect(js).not.toContain(path.join(dir, "src"));
  expect(js).not.toContain("fileName:");
  // The server renderer is a production build as well, with React's production build inside.
  const rendererDir = path.join(dir, "dist/web-ssr");
  const renderer = [
    path.join(rendererDir, "entry-server.js"),
    ...fs.readdirSync(path.join(rendererDir, "assets")).map((f) => path.join(rendererDir, "assets", f)),
  ]
    .map((f) => fs.readFileSync(f, "utf8"))
    .join("\n");
  expect(renderer).not.toContain(path.join(dir, "src"));
  // A warning only React's development build carries.
  expect(renderer).not.toContain("should have a unique");
  // Source maps are never built, so never served.
  expect(fs.readdirSync(path.join(dir, "dist/web/assets")).some((f) => f.endsWith(".map"))).toBe(false);
  // Compressed twins are served to browsers that ask, with vary.
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
  const br = await fetch(`${base}${script}`, { headers: { "accept-encoding": "br" } });
  expect(br.headers.get("content-encoding")).toBe("br");
  expect(br.headers.get("vary")).toMatch(/accept-encoding/i);
  // The stylesheet the first paint waits for is asked for before any script, and scripts ask low.
  expect(html.indexOf('rel="stylesheet"')).toBeGreaterThan(0);
  expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.search(/<script|rel="modulepreload"/));
  expect(html).not.toMatch(/<script type="module"(?! fetchpriority="low")/);
  // Each route's HTML names its page's script, so it downloads beside the entry's.
  const authHtml = await (await fetch(`${base}/auth`, { headers: { "accept-encoding": "br" } })).text();
  const pageScript =
    /<link rel="modulepreload" fetchpriority="low" crossorigin href="(\/assets\/auth-page-[^"]+\.js)">/.exec(
      authHtml,
    )?.[1];
  expect(pageScript, authHtml).toBeDefined();
  expect((await fetch(`${base}${pageScript}`)).status).toBe(200);

  // A second `npm start` in the same folder (same embedded database) refuses; the first keeps serving.
  const second = spawn("npm", ["start"], {
    cwd: dir,
    env: { ...env, PORT: String(await freePort()) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let secondOutput = "";
  second.stdout!.on("data", (d) => (secondOutput += d));
  second.stderr!.on("data", (d) => (secondOutput += d));
  const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
  expect(code).not.toBe(0);
  expect(secondOutput).toContain("Another Unlocked process is using the embedded database");
  expect((await fetch(`${base}/api/health`)).status).toBe(200);
}, 240_000);

it("NODE_ENV=production npm start compiles the server once and runs the compiled one", async () => {
  expect(dir, "the first test made the checkout").toBeDefined();
  await stop(child!);
  expect(fs.existsSync(path.join(dir!, "dist/server/main.js"))).toBe(false);

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    NODE_ENV: "production",
    SESSION_SECRET: "a-production-secret-of-more-than-32-characters",
    // Production refuses to start without a real mail transport; none listens here, which the
    // health report shows as degraded mail while everything else serves.
    SMTP_URL: "smtp://127.0.0.1:9",
    APP_URL: `http://localhost:${port}`,
  };
  const run = await npmStart(dir!, env, port, 120_000);
  child = run.child;
  const { base } = run;
  expect(run.health?.status, run.output()).toBe(200);
  expect(run.output()).toContain("No compiled server found: compiling it once");
  expect(fs.existsSync(path.join(dir!, "dist/server/main.js"))).toBe(true);
  // One bundle: our TypeScript and shared modules compiled in, nothing left for tsx to resolve.
  expect(fs.readFileSync(path.join(dir!, "dist/server/main.js"), "utf8")).not.toMatch(/from "#shared\//);
  // Production never serves the dev mailbox, the test checkout or a source map.
  expect((await fetch(`${base}/api/dev/mailbox`)).status).toBe(404);
  // (/dev/mailbox is then only a path the web app answers with its not-found page.)
  expect(await (await fetch(`${base}/dev/mailbox`)).text()).not.toContain("Dev mailbox");
  expect((await fetch(`${base}/api/payments/test-checkout/x`)).status).toBe(404);
  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  expect(home.headers.get("cache-control")).toBe("no-cache");
  // Hashed assets are cached for a year; the compiled server's own map is never served.
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(await home.text())![1]!;
  expect((await fetch(`${base}${script}`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect((await fetch(`${base}${script}.map`)).headers.get("content-type")).not.toMatch(/json/);
  expect(run.output()).not.toContain("dev mailbox");
}, 180_000);
