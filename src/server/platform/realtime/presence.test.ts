import type { ChildProcess } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../../../scripts/free-port.js";
import { startRedisServer } from "../../../../tests/support/redis-server.js";
import { createPresence, type Presence } from "./presence.js";

/**
 * Two processes' presence on one Redis (our own redis-server on a free port): a page open in one
 * process counts in the other; closing it, or the process dying (it stops vouching), ends that.
 */
/** A process's own sockets, as the realtime hub holds them. */
function localSockets() {
  const users = new Set<string>();
  return {
    users: () => users.values(),
    has: (id: string) => users.has(id),
    open: (id: string) => users.add(id),
    close: (id: string) => users.delete(id),
  };
}

const eventually = async (check: () => Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
};

describe("presence across processes", () => {
  let redis: ChildProcess;
  let url = "";
  const made: Presence[] = [];
  const processWith = (local: ReturnType<typeof localSockets>, ttlMs = 90_000) => {
    const presence = createPresence({ localUsers: local, redisUrl: url, ttlMs });
    made.push(presence);
    return presence;
  };

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    redis = await startRedisServer(port);
  });
  afterAll(async () => {
    await Promise.all(made.map((p) => p.close()));
    redis.kill("SIGKILL");
  });

  it("counts a page open in another process until it closes", async () => {
    const [aSockets, bSockets] = [localSockets(), localSockets()];
    const [a, b] = [processWith(aSockets), processWith(bSockets)];
    expect(await eventually(async () => (await a.isOpen("nobody")) === false)).toBe(true);

    bSockets.open("ada");
    b.opened("ada");
    expect(await eventually(() => a.isOpen("ada"))).toBe(true);
    expect(await a.isOpen("bea")).toBe(false);

    bSockets.close("ada");
    b.closed("ada");
    expect(await eventually(async () => !(await a.isOpen("ada")))).toBe(true);

    // A page that closed while its removal never reached Redis: its own process knows better.
    bSockets.open("eve");
    b.opened("eve");
    expect(await eventually(() => a.isOpen("eve"))).toBe(true);
    bSockets.close("eve");
    expect(await b.isOpen("eve")).toBe(false);
  });

  it("stops counting a process that died (no longer vouching) within its time to live", async () => {
    const [aSockets, cSockets] = [localSockets(), localSockets()];
    const a = processWith(aSockets);
    // Lifetimes short enough for a test, long enough that a busy CI machine never misses a refresh.
    const c = processWith(cSockets, 1500);
    cSockets.open("cy");
    c.opened("cy");
    expect(await eventually(() => a.isOpen("cy"))).toBe(true);
    // Still vouched for after several lifetimes while c lives (it refreshes)...
    await new Promise((r) => setTimeout(r, 3500));
    expect(await a.isOpen("cy")).toBe(true);
    // ...and not once it stops: its close forgets it.
    await c.close();
    expect(await eventually(async () => !(await a.isOpen("cy")))).toBe(true);

    // A process killed outright forgets nothing: its last word expires with it.
    const raw = new Redis(url);
    await raw.hset("unlocked:presence:dee", "killed-process", String(Date.now() + 1500));
    expect(await a.isOpen("dee")).toBe(true);
    await new Promise((r) => setTimeout(r, 1700));
    expect(await a.isOpen("dee")).toBe(false);
    raw.disconnect();
  });
});
