import type { FastifyBaseLogger, FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ErrorCodes, type ApiErrorBody } from "#shared/errors";
import { GeneralText } from "#shared/messages";
import { DomainError, type ErrorKind } from "../errors.js";
import { WorkerStalled } from "../workers/worker-client.js";

/** The one place a domain error becomes an HTTP status: always a 4xx with the spec's message. */
export const statusOf: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  rate_limited: 429,
};

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** A server error's body names its request, so a member's report finds the log line. */
const serverErrorBody = (code: string, message: string, requestId: string): ApiErrorBody => ({
  error: { code, message, request_id: requestId },
});

/** For the log: what went wrong and where, without a database error's query and parameters. */
export function serializeError(err: Error & { code?: unknown }) {
  return { type: err.constructor?.name ?? "Error", message: err.message, code: err.code, stack: err.stack ?? "" };
}

/**
 * The database cannot be reached right now: refused or reset connections, a server shutting down
 * or starting up (57P01-57P03), a lost connection (class 08), or no pooled connection in time.
 * Such a request changed nothing and may be asked again, so it is a 503, not a 500.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== "object" || depth > 4) return false;
  const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown };
  if (
    typeof code === "string" &&
    (/^(08[0-9A-Z]{3}|57P0[123])$/.test(code) ||
      ["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN"].includes(code))
  ) {
    return true;
  }
  if (
    typeof message === "string" &&
    /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
      message,
    )
  )
    return true;
  // Libraries wrap it (better-auth answers "Failed to get session" with the database's error as its cause).
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * PostgreSQL's class 22 ("data exception": NUL bytes, impossible dates, out-of-range numbers)
 * means the client sent a value the schemas let through. It is the client's error, never a 500.
 */
function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

/** What an error answers: its status, body and retry hint, logged as it deserves. */
export type ErrorAnswer = { status: number; body: ApiErrorBody; retryAfterSeconds?: number };

/**
 * The one mapping from a thrown error to an answer: for every API route (Fastify's error handler
 * below) and for a page's reads on the server (page-reads.ts), so both answer alike.
 */
export function errorAnswer(err: FastifyError | Error, request: { id: string; log: FastifyBaseLogger }): ErrorAnswer {
  if (err instanceof DomainError)
    return { status: statusOf[err.kind], body: errorBody(err.code, err.message, err.fields) };
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fields: Record<string, string> = {};
    for (const issue of err.validation) {
      const key = String(issue.instancePath.replace(/^\//, "").replace(/\//g, ".")) || "body";
      fields[key] ??= issue.message ?? "Invalid value";
    }
    const first = err.validation[0]?.message ?? "Invalid request";
    return { status: 400, body: errorBody(ErrorCodes.validation, first, fields) };
  }
  const statusCode = (err as FastifyError).statusCode;
  if (statusCode === 429) return { status: 429, body: errorBody(ErrorCodes.rateLimited, GeneralText.rateLimited) };
  if (statusCode && statusCode >= 400 && statusCode < 500) {
    // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
    return { status: statusCode, body: errorBody((err as FastifyError).code ?? "BAD_REQUEST", err.message) };
  }
  if (isDataException(err)) {
    request.log.warn({ err }, "value refused by the database");
    return { status: 400, body: errorBody(ErrorCodes.validation, GeneralText.invalidValue) };
  }
  const unavailable = {
    status: 503,
    retryAfterSeconds: 5,
    body: serverErrorBody(ErrorCodes.unavailable, GeneralText.unavailable, request.id),
  };
  if (isDatabaseUnavailable(err)) {
    request.log.warn({ err }, "database unavailable");
    return unavailable;
  }
  if (err instanceof WorkerStalled) {
    // A model's thread hung and was ended; the next request starts a fresh one.
    request.log.warn({ err }, "model worker stalled");
    return unavailable;
  }
  request.log.error({ err }, "unhandled error");
  return { status: 500, body: serverErrorBody(ErrorCodes.internal, GeneralText.unexpected, request.id) };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const answer = errorAnswer(err, request);
    if (answer.retryAfterSeconds) reply.header("retry-after", String(answer.retryAfterSeconds));
    return reply.status(answer.status).send(answer.body);
  });
}
