import { createHash } from "node:crypto";
import type { FastifyRequest, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import { ErrorCodes } from "#shared/errors";
import { IdempotencyLimits as L } from "#shared/limits";
import { GeneralText } from "#shared/messages";
import { DomainError } from "../errors.js";
import type { IdempotencyRepository } from "./idempotency.repository.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed (its answer is kept for the repeats). */
    idempotencyKey?: string;
  }
}

export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY = new RegExp(`^[A-Za-z0-9_-]{${L.keyMin},${L.keyMax}}$`);
const POLL_MS = 50;

/** The same request: its route, its path's values and its (already validated) body. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash("sha256")
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params ?? null, request.body ?? null]))
    .digest("base64url");
}

/**
 * Writes a client may safely repeat (DECISIONS: "Writes a client may repeat"). A signed-in
 * request with an `Idempotency-Key` claims the key for its member; the first answer that is not a
 * server error (a 201, or a 4xx such as the daily limit) is kept a day, and every repeat of the
 * same request gets that answer (with `idempotent-replayed: true`) instead of acting again. A
 * repeat that arrives while the first is still being handled waits for its answer. The same key
 * with another request is refused (422); a server error frees the key for the retry.
 * Declared per route: `{ ...once(requireUser, ...) }` puts the claim after the route's own checks.
 */
export function createIdempotencyGuard(repo: IdempotencyRepository) {
  const claim: preHandlerAsyncHookHandler = async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    const userId = request.user?.id;
    if (key === undefined || !userId) return;
    if (typeof key !== "string" || !KEY.test(key)) {
      throw new DomainError("invalid", ErrorCodes.validation, GeneralText.idempotencyKeyInvalid, {
        [IDEMPOTENCY_HEADER]: GeneralText.idempotencyKeyInvalid,
      });
    }
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

  const remember: onSendAsyncHookHandler<unknown> = async (request, reply, payload) => {
    const key = request.idempotencyKey;
    const userId = request.user?.id;
    if (!key || !userId) return payload;
    // Once: an error thrown after this point is sent through onSend again.
    request.idempotencyKey = undefined;
    if (reply.statusCode >= 500) await repo.release(userId, key);
    else
      await repo.answer(userId, key, {
        status: reply.statusCode,
        contentType: String(reply.getHeader("content-type") ?? "") || null,
        body: String(payload ?? ""),
      });
    return payload;
  };

  /** Route options: these pre-handlers (auth, rate limits), then the claim; the answer is kept on send. */
  return (...preHandlers: preHandlerAsyncHookHandler[]) => ({ preHandler: [...preHandlers, claim], onSend: remember });
}
export type IdempotencyGuard = ReturnType<typeof createIdempotencyGuard>;
