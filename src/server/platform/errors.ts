/**
 * What services throw when a request cannot be done: a kind (what went wrong, in domain terms),
 * a stable code and the spec's user-facing message. Services know nothing of HTTP; the one
 * mapping to status codes is in platform/http/errors.ts.
 */
export type ErrorKind =
  | "invalid"
  | "unauthenticated"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "too_large"
  | "unsupported"
  | "unprocessable"
  | "rate_limited";

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}
