import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { realtimeCloseCodes, type ServerMessage } from "#shared/realtime";
import { freePort } from "../../../../scripts/free-port.js";
import { startRedisServer } from "../../../../tests/support/redis-server.js";

/**
 * Two server processes on one PostgreSQL and one Redis (our own redis-server on a free port, so
 * the test can stop and start it): a message sent through one reaches a socket on the other, and
 * after Redis comes back the socket is told to re-read, which brings what was missed.
 * PostgreSQL only (the embedded database is one process by design): TEST_DATABASE_URL.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const root = path.resolve(import.meta.dirname, "../../../..");

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );

describe.skipIf(!baseUrl)("realtime across server processes (PostgreSQL + Redis)", () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  const dbName = `unlocked_test_${randomBytes(6).toString("hex")}`;
  let redisPort = 0;
  let redis: ChildProcess | undefined;
  const servers: string[] = [];

  async function startRedis(): Promise<void> {
    redis = await startRedisServer(redisPort);
  }

  async function startServer(dbUrl: string, redisUrl: string, secret: string): Promise<string> {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "unlocked-xproc-"));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "development",
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl,
        REDIS_URL: redisUrl,
        SESSION_SECRET: secret,
        APP_URL: url,
        LOG_LEVEL: "warn",
        RATE_LIMIT_SCALE: "100",
      },
      stdio: ["ignore", "ignore", "inherit"],
    });
    children.push(child);
    for (let i = 0; i < 240; i += 1) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok) return url;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error("server did not become healthy");
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const dbUrl = Object.assign(new URL(baseUrl!), { pathname: `/${dbName}` }).toString();
    redisPort = await freePort();
    await startRedis();
    const secret = randomBytes(32).toString("base64url");
    // One after the other: the first applies the migrations.
    servers.push(await startServer(dbUrl, `redis://127.0.0.1:${redisPort}`, secret));
    servers.push(await startServer(dbUrl, `redis://127.0.0.1:${redisPort}`, secret));
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map(stopped));
    redis?.kill("SIGKILL");
    if (redis) await stopped(redis);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }, 60_000);

  /** A confirmed member with a complete profile, made through `server`'s API and dev mailbox. */
  async function member(server: string, name: string) {
    const email = `xproc.${randomBytes(4).toString("hex")}@example.com`;
    const headers = { "content-type": "application/json", origin: server };
    await fetch(`${server}/api/auth/sign-up`, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: "Correct-Horse7!battery", date_of_birth: "1990-05-17" }),
    });
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i += 1) {
      const box = (await (await fetch(`${server}/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        mails: { links: string[] }[];
      };
      link = box.mails[0]?.links[0];
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    const confirmed = await fetch(link!, { redirect: "manual" });
    const cookie = confirmed.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const profile = await fetch(`${server}/api/profile`, {
      method: "PATCH",
      headers: { ...headers, cookie },
      body: JSON.stringify({ name, gender: "woman" }),
    });
    const { id } = (await profile.json()) as { id: string };
    return { id, cookie, email };
  }

  const call = async (server: string, m: { cookie: string }, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${server}${url}`, {
      method,
      headers: { "content-type": "application/json", origin: server, cookie: m.cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  /** Ada on one process and Bea on the other, matched. */
  async function matchedAcross(a: string, b: string) {
    const ada = await member(a, "Ada");
    const bea = await member(b, "Bea");
    await call(a, ada, "POST", "/api/likes", { user_id: bea.id });
    const matchId = (await call(b, bea, "POST", "/api/likes", { user_id: ada.id })).body.match_id as string;
    return { ada, bea, matchId };
  }

  /** A page's socket on `server` with `who`'s session: what it received, and the code it closed with. */
  async function openSocket(server: string, who: { cookie: string }) {
    const socket = new WebSocket(`${server.replace("http", "ws")}/api/realtime`, {
      headers: { cookie: who.cookie, origin: server },
    });
    const received: ServerMessage[] = [];
    socket.on("message", (data) => received.push(JSON.parse(String(data)) as ServerMessage));
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    return { socket, received, closed };
  }

  it("delivers a message sent through one process to a socket on the other, and catches up after Redis restarts", async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    const { ada, bea, matchId } = await matchedAcross(a, b);
    const { socket, received } = await openSocket(b, bea);
    const waitFor = async (match: (m: ServerMessage) => boolean) => {
      for (let i = 0; i < 200; i += 1) {
        const hit = received.find(match);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`not received; got ${JSON.stringify(received)}`);
    };

    const first = await call(a, ada, "POST", `/api/conversations/${matchId}/messages`, {
      message_text: "Across processes",
    });
    expect(first.status).toBe(201);
    expect(await waitFor((m) => m.type === "message.created")).toEqual({
      type: "message.created",
      match_id: matchId,
      message: first.body,
    });

    // Redis goes away: the message is still stored (sending never waits on Redis), but no process hears of it.
    redis!.kill("SIGKILL");
    await stopped(redis!);
    const missed = await call(a, ada, "POST", `/api/conversations/${matchId}/messages`, {
      message_text: "Sent while Redis was down",
    });
    expect(missed.status).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(received.filter((m) => m.type === "message.created")).toHaveLength(1);

    // Redis is back: the processes reconnect, the socket is told to re-read, and the re-read has it.
    await startRedis();
    await waitFor((m) => m.type === "resync");
    const caughtUp = await call(b, bea, "GET", `/api/conversations/${matchId}/messages`);
    expect((caughtUp.body.messages as { message_text: string }[]).map((m) => m.message_text)).toEqual([
      "Across processes",
      "Sent while Redis was down",
    ]);

    // And live delivery works again.
    const after = await call(a, ada, "POST", `/api/conversations/${matchId}/messages`, {
      message_text: "Back in real time",
    });
    await waitFor((m) => m.type === "message.created" && m.message.id === after.body.id);
    socket.close();
  }, 90_000);

  it("closes a socket whose session ended in another process, and only that one", async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    const { ada, bea, matchId } = await matchedAcross(a, b);
    // Bea's second session (another device), signed in through the other process.
    const signIn = await fetch(`${a}/api/auth/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a },
      body: JSON.stringify({ email: bea.email, password: "Correct-Horse7!battery" }),
    });
    expect(signIn.status).toBe(200);
    const phone = {
      cookie: signIn.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    };

    const laptop = await openSocket(b, bea);
    const onPhone = await openSocket(b, phone);

    // The laptop's session signs out through process a: process b closes that socket (4401), not the phone's.
    expect((await call(a, bea, "POST", "/api/auth/sign-out", {})).status).toBe(200);
    expect(await laptop.closed).toBe(realtimeCloseCodes.sessionEnded);
    const sent = await call(a, ada, "POST", `/api/conversations/${matchId}/messages`, {
      message_text: "Still on your phone?",
    });
    for (let i = 0; i < 100 && !onPhone.received.some((m) => m.type === "message.created"); i += 1)
      await new Promise((r) => setTimeout(r, 50));
    expect(onPhone.received.find((m) => m.type === "message.created")).toMatchObject({ message: { id: sent.body.id } });
    expect(onPhone.socket.readyState).toBe(WebSocket.OPEN);
    // A socket cannot be opened with the ended session either.
    await expect(openSocket(b, bea)).rejects.toThrow();
    onPhone.socket.close();
  }, 60_000);

  it("a suspension decided in one process ends the member's sessions and sockets in the other at once", async () => {
    const [a, b] = [servers[0]!, servers[1]!];
    const { ada, bea } = await matchedAcross(a, b);
    const mod = await member(a, "Mo");
    const admin = new pg.Client({
      connectionString: Object.assign(new URL(baseUrl!), { pathname: `/${dbName}` }).toString(),
    });
    await admin.connect();
    await admin.query("insert into moderators (user_id) values ($1)", [mod.id]);
    await admin.end();

    const page = await openSocket(b, bea);
    expect(
      (await call(a, ada, "POST", "/api/reports", { reported_user_id: bea.id, reason: "harassment" })).status,
    ).toBe(201);
    const queue = await call(a, mod, "GET", "/api/moderation/cases");
    const found = (queue.body.cases as { id: string; subject_id: string }[]).find((c) => c.subject_id === bea.id)!;
    const decided = await call(a, mod, "POST", `/api/moderation/cases/${found.id}/actions`, {
      action: "suspend",
      reason: "Harassing messages",
      days: 2,
    });
    expect(decided.status).toBe(200);
    // Process b closes her page's socket and no longer knows her session.
    expect(await page.closed).toBe(realtimeCloseCodes.sessionEnded);
    expect((await call(b, bea, "GET", "/api/profile")).status).toBe(401);
    expect((await call(b, ada, "GET", `/api/profiles/${bea.id}`)).status).toBe(404);
  }, 60_000);
});
