import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { ErrorCodes } from "#shared/errors";
import { GeneralText } from "#shared/messages";
import { clientMessageMaxBytes } from "#shared/realtime";
import { DomainError } from "../errors.js";
import { registerIdentity, type ResolveUser } from "./identity.js";
import { registerOriginCheck } from "./origin-check.js";
import { registerSecurityHeaders } from "./security-headers.js";
import { registerTextGuard } from "./text-guard.js";

/**
 * The HTTP policy every route runs behind, registered in the order it runs: WebSocket support,
 * security headers, the origin check, who is asking (`identity`, from the auth feature),
 * the per-process flood guard, unstorable text, and the OpenAPI docs. Multipart parsing is not
 * here: it is registered only around the one route that takes an upload (profiles.routes.ts).
 */
export async function registerHttpPolicy(
  app: FastifyInstance,
  options: { appUrl: string; apiRateLimitPerMinute: number; identity: ResolveUser },
): Promise<void> {
  // First, so its own request hooks run before any of ours can refuse a WebSocket handshake:
  // it then closes the socket of a refused one (a refusal before them left the socket open).
  // A page sends pings and call signalling (a session description is a few KB): anything bigger closes the socket.
  // On shutdown every socket is told 1012 (service restart): its page reconnects at once, through
  // the load balancer, to a process that stays.
  await app.register(websocket, {
    options: { maxPayload: clientMessageMaxBytes },
    preClose(done) {
      for (const client of this.websocketServer.clients) client.close(1012, "server restarting");
      this.websocketServer.close(() => done());
    },
  });
  registerSecurityHeaders(app, options.appUrl);
  registerOriginCheck(app, [options.appUrl]);
  registerIdentity(app, options.identity);
  // A per-process flood guard for the API only (static files and the app shell are never
  // counted): per signed-in user, else per address. The limits that protect accounts and mail
  // are database counters shared by every process (platform/http/rate-limit.ts).
  await app.register(rateLimit, {
    global: true,
    hook: "preHandler",
    max: options.apiRateLimitPerMinute,
    timeWindow: "1 minute",
    allowList: (request) => !request.url.startsWith("/api/"),
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    // The x-ratelimit-* headers only on a refusal: three fewer headers on every API answer.
    addHeadersOnExceeding: { "x-ratelimit-limit": false, "x-ratelimit-remaining": false, "x-ratelimit-reset": false },
    errorResponseBuilder: () => new DomainError("rate_limited", ErrorCodes.rateLimited, GeneralText.rateLimited),
  });
  registerTextGuard(app);
  await app.register(swagger, {
    openapi: { info: { title: "Unlocked API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });
}
