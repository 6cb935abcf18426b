import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

export const requestIdHeader = "x-request-id";

/** What a proxy's id may look like (nginx's $request_id is 32 hex digits): nothing a log could misread. */
const acceptable = /^[A-Za-z0-9._:-]{8,80}$/;

/**
 * Each request's id: the one our reverse proxy gave it (only when we trust the proxy), so its
 * access log and ours name the same request; otherwise a new UUID. Never a counter: ids from
 * several processes must not collide.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const given = req.headers[requestIdHeader];
    return trustProxy && typeof given === "string" && acceptable.test(given) ? given : randomUUID();
  };
}

/** Every answer carries its request id, which is also in the request's log line and a 5xx body. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });
}
