import { createHash } from "node:crypto";
import type {
  FastifyRequest,
  onResponseAsyncHookHandler,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from "fastify";
import { ErrorCodes } from "#shared/errors";
import { IdempotencyLimits as L } from "#shared/limits";
import { GeneralText } from "#shared/messages";
import { DomainError } from "../errors.js";
import type { IdempotencyRepository } from "./idempotency.repository.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed (its answer is kept for the repeats). */
    idempotencyKey?: string;
    /** Its answer, read as it was sent and kept once it has gone. */
    idempotencyAnswer?: { key: string; status: number; contentType: string | null; body: string };
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY = new RegExp(`^[A-Za-z0-9_-]{${L.keyMin},${L.keyMax}}$`);
const POLL_MS = 50;

/**
 * The request's Idempotency-Key when it has one, checked (a malformed key is refused before
 * anything happens). For a route that keeps the key with what it makes (a message) rather than
 * through the guard below.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== "string" || !KEY.test(key)) {
    throw new DomainError("invalid", ErrorCodes.validation, GeneralText.idempotencyKeyInvalid, {
      [IDEMPOTENCY_HEADER]: GeneralText.idempotencyKeyInvalid,
    });
  }
  return key;
}

/** The same request: its route, its path's values and its (already validated) body. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash("sha256")
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params ?? null, request.body ?? null]))
    .digest("base64url");
}

/**
 * Writes a client may safely repeat (ADR 0432). A signed-in
 * request with an `Idempotency-Key` claims the key for its member; the first answer that is not a
 * server error (a 201, or a 4xx such as the daily limit) is kept a day, and every repeat of the
 * same request gets that answer (with `idempotent-replayed: true`) instead of acting again. A
 * repeat that arrives while the first is still being handled waits for its answer. The same key
 * with another request is refused (422); a server error frees the key for the retry.
 * Declared per route: `{ onRequest: requireUser, ...once(...) }` puts the claim after the route's own checks.
 */
export function createIdempotencyGuard(repo: IdempotencyRepository) {
  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    const userId = request.user?.id;
    if (!userId) return;
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const fingerprint = fingerprintOf(request);
    const deadline = Date.now() + L.waitSeconds * 1000;
    for (;;) {
      const found = await repo.claim(userId, key, fingerprint, L.staleSeconds);
      if (
        found === "claimed" ||
        (found.status_code === null && found.stale && (await repo.takeOver(userId, key, L.staleSeconds)))
      ) {
        request.idempotencyKey = key;
        return;
      }
      if (found.fingerprint !== fingerprint)
        throw new DomainError("unprocessable", ErrorCodes.idempotencyKeyReused, GeneralText.idempotencyKeyReused);
      if (found.status_code !== null) {
        return reply
          .status(found.status_code)
          .header("content-type", found.content_type ?? "application/json; charset=utf-8")
          .header("idempotent-replayed", "true")
          .send(found.body ?? "");
      }
      if (Date.now() > deadline)
        throw new DomainError("conflict", ErrorCodes.requestInProgress, GeneralText.requestInProgress);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };

  /** The answer is read as it is sent... */
  const remember: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const key = request.idempotencyKey;
    if (!key || !request.user) return payload;
    // Once: an error thrown after this point is sent through onSend again.
    request.idempotencyKey = undefined;
    request.idempotencyAnswer = {
      key,
      status: reply.statusCode,
      contentType: String(reply.getHeader("content-type") ?? "") || null,
      body: String(payload ?? ""),
    };
    return payload;
  };

  /**
   * ...and kept once it is on its way, so the member hears back one round trip sooner. A repeat
   * that arrives before it is kept waits for it, as it waits for any request still in progress.
   * Keeping it can fail either way (a crash, the database): the key then stays claimed until it
   * is stale, as it would had the write failed before the answer.
   */
  const keep: onResponseAsyncHookHandler = async (request) => {
    const answer = request.idempotencyAnswer;
    const userId = request.user?.id;
    if (!answer || !userId) return;
    request.idempotencyAnswer = undefined;
    try {
      // Not handled (a server error, or the route's rate limit): the key is free for the retry.
      if (answer.status >= 500 || answer.status === 429) await repo.release(userId, answer.key);
      else await repo.answer(userId, answer.key, answer);
    } catch (err) {
      request.log.warn({ err }, "an idempotency key's answer was not kept");
    }
  };

  /**
   * Route options (beside the route's `onRequest: requireUser`): the claim, then these
   * pre-handlers (rate limits), so a repeat is answered without taking a rate limit's slot; the
   * answer is kept once sent.
   */
  return (...preHandlers: preHandlerAsyncHookHandler[]) => ({
    preHandler: [claim, ...preHandlers],
    onSend: remember,
    onResponse: keep,
  });
}
export type IdempotencyGuard = ReturnType<typeof createIdempotencyGuard>;
