import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from "fastify";
import type { SignedInUser } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import { AuthText } from "#shared/messages";
import { DomainError } from "../errors.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, resolved once per API request from its session cookie or bearer token. */
    user?: SignedInUser;
  }
}

/** `cached` answers without I/O when it can (most requests); `resolve` asks the session store. */
export type ResolveUser = {
  cached: (request: FastifyRequest) => SignedInUser | undefined;
  resolve: (request: FastifyRequest) => Promise<SignedInUser | null>;
};

/** True when the request presents a credential at all: a session cookie or a bearer token. */
export function hasCredential(request: FastifyRequest): boolean {
  return Boolean(request.headers.authorization) || /session_token=/.test(request.headers.cookie ?? "");
}

/**
 * Resolves who is calling before anything else runs, so the rate limiter can count signed-in
 * traffic per user and every route reads `request.user` instead of asking again.
 */
export function registerIdentity(app: FastifyInstance, { cached, resolve }: ResolveUser): void {
  // A callback hook: a signed-in request whose session is cached costs no promise at all.
  app.addHook("onRequest", (request, _reply, done) => {
    if (!request.url.startsWith("/api/") || !hasCredential(request)) return done();
    const user = cached(request);
    if (user) {
      request.user = user;
      return done();
    }
    resolve(request).then(
      (found) => {
        request.user = found ?? undefined;
        done();
      },
      (err: Error) => done(err),
    );
  });
}

const signInRequired = () => new DomainError("unauthenticated", ErrorCodes.unauthorized, AuthText.signInRequired);

/**
 * A route's `onRequest` hook that admits only signed-in users: it runs before the body is read
 * and the request validated, so a caller without a session hears 401, never a validation error
 * that would tell them about the route's input (and costs no parsing). A callback, like every
 * hook on a hot path (ADR 0130): nearly every member request passes it.
 */
export const requireUser: onRequestHookHandler = (request, _reply, done) => {
  done(request.user ? undefined : signInRequired());
};

/**
 * The signed-in user of a request on a route that requires one (`requireUser`): typed, and a 401
 * rather than a crash should a route ever forget the pre-handler.
 */
export function signedIn(request: FastifyRequest): SignedInUser {
  if (!request.user) throw signInRequired();
  return request.user;
}
