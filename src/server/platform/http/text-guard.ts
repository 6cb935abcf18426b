import type { FastifyInstance } from "fastify";
import { ErrorCodes } from "#shared/errors";
import { RequestLimits } from "#shared/limits";
import { GeneralText } from "#shared/messages";
import { DomainError } from "../errors.js";

/** A NUL, or half of a UTF-16 surrogate pair: text that cannot be stored as it was sent. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type Finding = { field: string } | { tooDeep: true };

/**
 * The first string PostgreSQL could not store (its field's path), or that the value nests past
 * RequestLimits.depthMax. Walked with a stack, not recursion: a body of a few thousand nested
 * arrays overflowed the call stack (a 500 on every JSON route, signed out included).
 */
function inspect(root: unknown): Finding | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: "", depth: 0 }];
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === "string") {
      if (UNSTORABLE.test(value)) return { field: path };
      continue;
    }
    if (!value || typeof value !== "object") continue;
    if (depth >= RequestLimits.depthMax) return { tooDeep: true };
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    // Pushed last-first, so fields are looked at in their order and the first bad one is named.
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, v] = entries[i]!;
      stack.push({ value: v, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Refuses any JSON or query text that PostgreSQL could not store faithfully, naming the field
 * (and anything nested past RequestLimits.depthMax):
 * UTF-8 encoding would silently turn a lone surrogate into U+FFFD (and a NUL fails in the
 * database). One check for every route, so new fields are covered without remembering to.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    for (const part of [request.body, request.query, request.params]) {
      const finding = inspect(part);
      if (finding && "tooDeep" in finding)
        return done(new DomainError("invalid", ErrorCodes.validation, GeneralText.tooDeep));
      if (finding) {
        const name = finding.field || "body";
        return done(
          new DomainError("invalid", ErrorCodes.validation, GeneralText.invalidCharacter, {
            [name]: GeneralText.invalidCharacter,
          }),
        );
      }
    }
    done();
  });
}
