import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchedPair } from "../../../../tests/support/factories.js";
import { connectRealtime } from "../../../../tests/support/realtime-client.js";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.js";

const token = "metrics-token-for-the-test-0001";
let t: TestApp;
let host: string;
beforeAll(async () => {
  t = await createTestApp({}, { METRICS_TOKEN: token });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  host = `127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/metrics", headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
};
/** The value of one series, e.g. `realtime_open_sockets` or `x{label="v"}`. */
const valueOf = (text: string, series: string) => {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("GET /api/metrics", () => {
  it("is there only for the operator's token", async () => {
    for (const authorization of [undefined, "Bearer wrong-token-of-the-same-len", `Basic ${token}`]) {
      const res = await t.app.inject({
        method: "GET",
        url: "/api/metrics",
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain("http_requests_total");
    }
    const without = await createTestApp();
    try {
      expect((await without.app.inject({ method: "GET", url: "/api/metrics" })).statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });

  it("counts requests by route pattern and status, sockets, deliveries, the pool and the event loop, naming nobody", async () => {
    const [ada, bea, matchId] = await matchedPair(t.app, ["Ada", "Bea"]);
    await t.app.inject({ method: "GET", url: `/api/profiles/${bea.id}`, headers: { cookie: ada.cookie } });
    await t.app.inject({ method: "GET", url: "/api/nope" });
    const before = await scrape();
    expect(valueOf(before, `http_requests_total{method="GET",route="/api/profiles/:id",status="200"}`)).toBe(1);
    expect(valueOf(before, `http_requests_total{method="GET",route="(no route)",status="404"}`)).toBe(1);
    expect(valueOf(before, `http_request_duration_seconds_count{method="GET",route="/api/profiles/:id"}`)).toBe(1);
    expect(before).toContain("nodejs_eventloop_lag_seconds");
    expect(valueOf(before, `db_pool_connections{state="total"}`)).toBeGreaterThanOrEqual(1);
    expect(before).toContain("# TYPE jobs_failed_total counter");

    const page = await connectRealtime(host, bea);
    const delivered = valueOf(before, "realtime_messages_delivered_total") ?? 0;
    await t.app.inject({
      method: "POST",
      url: `/api/conversations/${matchId}/messages`,
      headers: { cookie: ada.cookie },
      payload: { message_text: "Hi Bea" },
    });
    await page.next((m) => m.type === "message.created");
    const after = await scrape();
    expect(valueOf(after, "realtime_open_sockets")).toBe(1);
    expect(valueOf(after, "realtime_messages_delivered_total")).toBe(delivered + 1);
    page.socket.close();
    for (const secret of [bea.id, ada.id, matchId, "Hi Bea"]) expect(after).not.toContain(secret);
  });
});
