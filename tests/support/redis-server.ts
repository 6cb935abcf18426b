import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

/**
 * A test's own redis-server (nothing kept on disk) on `port`, answered once it accepts
 * connections: a test may stop and restart it without touching the machine's Redis.
 */
export async function startRedisServer(port: number): Promise<ChildProcess> {
  const redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  for (let i = 0; i < 100; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, "127.0.0.1", () => (s.end(), resolve(true))).on("error", () => resolve(false));
    });
    if (up) return redis;
    await new Promise((r) => setTimeout(r, 50));
  }
  redis.kill("SIGKILL");
  throw new Error("redis-server did not start");
}
