import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ErrorCodes, type ApiErrorBody } from "#shared/errors";
import { GeneralText } from "#shared/messages";
import { DomainError, type ErrorKind } from "../errors.js";

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

/** For the log: what went wrong and where, without a database error's query and parameters. */
export function serializeError(err: Error & { code?: unknown }) {
  return { type: err.constructor?.name ?? "Error", message: err.message, code: err.code, stack: err.stack ?? "" };
}

/**
 * PostgreSQL's class 22 ("data exception": NUL bytes, impossible dates, out-of-range numbers)
 * means the client sent a value the schemas let through. It is the client's error, never a 500.
 */
function isDataException(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof DomainError) {
      return reply.status(statusOf[err.kind]).send(errorBody(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = String(issue.instancePath.replace(/^\//, "").replace(/\//g, ".")) || "body";
        fields[key] ??= issue.message ?? "Invalid value";
      }
      const first = err.validation[0]?.message ?? "Invalid request";
      return reply.status(400).send(errorBody(ErrorCodes.validation, first, fields));
    }
    if (err.statusCode === 429) {
      return reply.status(429).send(errorBody(ErrorCodes.rateLimited, GeneralText.rateLimited));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large: the client's fault, said plainly.
      return reply.status(err.statusCode).send(errorBody(err.code ?? "BAD_REQUEST", err.message));
    }
    if (isDataException(err)) {
      request.log.warn({ err }, "value refused by the database");
      return reply.status(400).send(errorBody(ErrorCodes.validation, GeneralText.invalidValue));
    }
    request.log.error({ err }, "unhandled error");
    return reply.status(500).send(errorBody("INTERNAL", GeneralText.unexpected));
  });
}
