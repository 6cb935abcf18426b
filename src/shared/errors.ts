/**
 * The one error shape every 4xx and 5xx carries: `{ error: { code, message, fields? } }`; a 5xx
 * also names its request (`request_id`, the `x-request-id` header and the log line's reqId).
 */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; request_id?: string };
};

export const ErrorCodes = {
  /** A fault of ours (500). */
  internal: "INTERNAL",
  /** The database cannot be reached for now (503): nothing was changed, asking again later works. */
  unavailable: "SERVICE_UNAVAILABLE",
  validation: "VALIDATION_FAILED",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  crossOrigin: "CROSS_ORIGIN_REQUEST",
  notFound: "NOT_FOUND",
  rateLimited: "RATE_LIMITED",
  invalidCredentials: "INVALID_CREDENTIALS",
  emailNotConfirmed: "EMAIL_NOT_CONFIRMED",
  underage: "AGE_REQUIREMENT_NOT_MET",
  invalidResetLink: "INVALID_RESET_LINK",
  /** The free daily message allowance is used up (not a rate limit: it resets at UTC midnight). */
  messageLimitReached: "MESSAGE_LIMIT_REACHED",
  messagePageNotFound: "MESSAGE_PAGE_NOT_FOUND",
  conversationPageNotFound: "CONVERSATION_PAGE_NOT_FOUND",
  alreadyBlocked: "ALREADY_BLOCKED",
  /** A push endpoint already saved for another account, with other keys (409). */
  pushEndpointTaken: "PUSH_ENDPOINT_TAKEN",
  /** The recipient's safety settings do not take this message (new match, or not age-verified). */
  messagesRestricted: "MESSAGES_RESTRICTED",
  /** Cancelling a plan that is not renewing (already cancelled, ended, or never held). */
  notRenewing: "NOT_RENEWING",
  /** Buying a plan the member already has, renewing (or the lifetime add-on twice). */
  alreadySubscribed: "ALREADY_SUBSCRIBED",
  /** No payment provider in this deployment (production without PayPal credentials). */
  paymentsUnavailable: "PAYMENTS_UNAVAILABLE",
  /** The feature belongs to a plan the member does not hold (403). */
  premiumRequired: "PREMIUM_REQUIRED",
  /** An Echo chat cannot be started or decided now (already begun, not finished...). */
  echoUnavailable: "ECHO_UNAVAILABLE",
  /** Reflection's one message a day is sent, or the Echo chat waits for both choices. */
  echoLimit: "ECHO_LIMIT",
  /** An early-access choice for a feature that is not in early access now (409). */
  notInEarlyAccess: "NOT_IN_EARLY_ACCESS",
  /** A feature behind a flag that is not on for this member (403). */
  featureOff: "FEATURE_OFF",
  /** A Memory Vault list is at its size (VaultLimits.listMax). */
  vaultFull: "VAULT_FULL",
  /** A plan could not be stopped at the payment provider, so the account was not deleted. */
  billingNotStopped: "BILLING_NOT_STOPPED",
  /** Signing out this very session from the sessions list (Sign Out does that). */
  currentSession: "CURRENT_SESSION",
  /** An Idempotency-Key used before for a different request (422). */
  idempotencyKeyReused: "IDEMPOTENCY_KEY_REUSED",
  /** The first request with this Idempotency-Key is still being handled (409). */
  requestInProgress: "REQUEST_IN_PROGRESS",
  /** Signing in to a suspended account (403): the message says until when and why. */
  accountSuspended: "ACCOUNT_SUSPENDED",
  /** Signing in to a banned account, or signing up with a banned address (403). */
  accountBanned: "ACCOUNT_BANNED",
  /** A second appeal of the same decision (409). */
  alreadyAppealed: "ALREADY_APPEALED",
  /** A photo refused at upload as clearly explicit (422): the message cites the guidelines. */
  photoRefused: "PHOTO_REFUSED",
  /** Photo verification needs a photo of the member to compare the selfie with (409). */
  verificationNeedsPhoto: "VERIFICATION_NEEDS_PHOTO",
  /** A frame for a verification check that has ended (passed, failed or timed out) (409). */
  verificationEnded: "VERIFICATION_ENDED",
} as const;
