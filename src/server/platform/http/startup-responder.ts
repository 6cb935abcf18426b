import http from "node:http";
import type { Readiness } from "#shared/health";

/**
 * While the process opens its database and runs migrations (which may wait for another process's
 * turn), the port already answers: 503 `{ ready: false, reason: "starting" }` to everything, so a
 * load balancer or a person sees "starting" instead of a refused connection. Closed the moment
 * before the app itself listens.
 */
export async function startStartupResponder(port: number, host: string): Promise<{ close(): Promise<void> }> {
  const body: Readiness = { ready: false, reason: "starting" };
  const server = http.createServer((_req, res) => {
    res.writeHead(503, {
      "content-type": "application/json; charset=utf-8",
      "retry-after": "2",
      "cache-control": "no-store",
      connection: "close",
    });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
