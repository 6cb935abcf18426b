import { IdempotencyLimits } from "../limits.js";

// One area of the spec's texts (messages.ts): what any page or API answer may say (the API client,
// the app shell, the server's HTTP layer).

export const GeneralText = {
  linkCopied: "Link copied!",
  copyFailed: { title: "Couldn't copy the link", description: "Copy it from your browser's address bar instead." },
  offline: "We couldn't reach Unlocked. Check your connection and try again.",
  notFound: "Oops! Page not found",
  unexpected: "Something went wrong. Please try again.",
  unavailable: "Unlocked is briefly unavailable. Please try again in a moment.",
  /** Beside a server error, so a member's report can be traced to its log line. */
  reference: (requestId: string) => `Reference: ${requestId}`,
  rateLimited: "Too many requests. Please slow down and try again shortly.",
  invalidValue: "One of the values you sent isn't valid. Please check it and try again.",
  invalidCharacter: "Text contains a character we can't store.",
  tooDeep: "The request is nested too deeply.",
  crossOrigin: "This request didn't come from an Unlocked page. Please reload the page and try again.",
  idempotencyKeyInvalid: `The Idempotency-Key header must be ${IdempotencyLimits.keyMin} to ${IdempotencyLimits.keyMax} letters, digits, dashes or underscores.`,
  idempotencyKeyReused: "This Idempotency-Key was already used for a different request.",
  requestInProgress: "This request is still being handled. Please try again in a moment.",
} as const;
