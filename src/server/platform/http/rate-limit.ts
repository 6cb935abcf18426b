import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { ErrorCodes } from "#shared/errors";
import { GeneralText } from "#shared/messages";
import { DomainError } from "../errors.js";
import type { Limit, RateLimiter } from "../rate-limit/rate-limiter.js";

export type RateKey = (request: FastifyRequest) => string;

export const byIp: RateKey = (request) => `ip:${request.ip}`;
export const byUser: RateKey = (request) => `user:${request.user?.id ?? request.ip}`;
/** For bodies that name an account: lower-cased, so case variants share one counter. */
export const byBodyEmail: RateKey = (request) =>
  `email:${String((request.body as { email?: unknown })?.email ?? "").toLowerCase()}`;

/**
 * Route-level limits shared by every server process (database counters), declared where the
 * route is, so an endpoint reads auth → rate limit → validation top to bottom.
 */
export function createRateLimitGuard(limiter: RateLimiter, scale = 1) {
  return (
    name: string,
    limit: Limit,
    key: RateKey,
    message: string = GeneralText.rateLimited,
  ): preHandlerAsyncHookHandler => {
    const scaled = { ...limit, max: limit.max * scale };
    return async (request) => {
      if (!(await limiter.consume(`${name}:${key(request)}`, scaled))) {
        throw new DomainError("rate_limited", ErrorCodes.rateLimited, message);
      }
    };
  };
}
export type RateLimitGuard = ReturnType<typeof createRateLimitGuard>;
