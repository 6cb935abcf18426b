import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { SignedInUser } from "../../../shared/auth.js";
import { ErrorCodes } from "../../../shared/errors.js";
import { AuthText } from "../../../shared/messages.js";
import { DomainError } from "../errors.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved once per API request from its session cookie or bearer token. */
    user?: SignedInUser;
  }
}

export type ResolveUser = (request: FastifyRequest) => Promise<SignedInUser | null>;

/** True when the request presents a credential at all: a session cookie or a bearer token. */
export function hasCredential(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || /session_token=/.test(request.headers.cookie ?? "");
}

/**
 * Resolves who is calling before anything else runs, so the rate limiter can count signed-in
 * traffic per user and every route reads `request.user` instead of asking again.
 */
export function registerIdentity(app: FastifyInstance, resolve: ResolveUser): void {
  app.addHook("onRequest", async (request) => {
    if (!request.url.startsWith("/api/") || !hasCredential(request)) return;
    request.user = (await resolve(request)) ?? undefined;
  });
}

/** A preHandler that admits only signed-in users. */
export const requireUser: preHandlerAsyncHookHandler = async (request) => {
  if (!request.user) throw new DomainError("unauthenticated", ErrorCodes.unauthorized, AuthText.signInRequired);
};
