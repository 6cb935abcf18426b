import type { FastifyInstance } from "fastify";
import { ErrorCodes } from "#shared/errors";
import { GeneralText } from "#shared/messages";
import { DomainError } from "../errors.js";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A local app at http://localhost:3000 is as often opened as http://127.0.0.1:3000: both are
 * this machine, so both are our origin (only for a loopback APP_URL).
 */
function withLoopbackTwins(origin: string): string[] {
  const url = new URL(origin);
  if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return [url.origin];
  return ["localhost", "127.0.0.1", "[::1]"].map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ""}`);
}

/**
 * Cookie-authenticated requests that change state must come from our own pages. SameSite=Lax
 * does not cover a page on another port of the same host (same-site, different origin), so the
 * browser's Origin (or, failing that, Sec-Fetch-Site) is checked against the app's origins.
 * Requests without a session cookie (the native shell's bearer tokens, curl) are not a CSRF risk.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[]): void {
  const trusted = new Set(trustedOrigins.flatMap(withLoopbackTwins));
  app.addHook("onRequest", (request, _reply, done) => {
    // A WebSocket handshake is a GET, but opens a channel that acts as the member: checked too.
    const upgrade = request.headers.upgrade?.toLowerCase() === "websocket";
    if ((SAFE_METHODS.has(request.method) && !upgrade) || !/session_token=/.test(request.headers.cookie ?? ""))
      return done();
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    const allowed = origin
      ? trusted.has(origin)
      : fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
    done(allowed ? undefined : new DomainError("forbidden", ErrorCodes.crossOrigin, GeneralText.crossOrigin));
  });
}
