import type { FastifyInstance } from "fastify";
import { ErrorCodes } from "#shared/errors";
import { GeneralText } from "#shared/messages";
import { DomainError } from "../errors.js";

/** A NUL, or half of a UTF-16 surrogate pair: text that cannot be stored as it was sent. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function findUnstorable(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return UNSTORABLE.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const hit = findUnstorable(value[i], path ? `${path}.${i}` : String(i));
      if (hit !== undefined) return hit;
    }
  } else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      const hit = findUnstorable(v, path ? `${path}.${key}` : key);
      if (hit !== undefined) return hit;
    }
  }
  return undefined;
}

/**
 * Refuses any JSON or query text that PostgreSQL could not store faithfully, naming the field:
 * UTF-8 encoding would silently turn a lone surrogate into U+FFFD (and a NUL fails in the
 * database). One check for every route, so new fields are covered without remembering to.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.body, request.query, request.params]) {
      const field = findUnstorable(part, "");
      if (field !== undefined) {
        const name = field || "body";
        return done(new DomainError("invalid", ErrorCodes.validation, GeneralText.invalidCharacter, { [name]: GeneralText.invalidCharacter }));
      }
    }
    done();
  });
}
