/**
 * The spec's user-facing texts (part 1 §5, §8; part 2 §5, §8), so the server's errors and
 * the web app's toasts say exactly the same thing. Every number in them comes from limits.ts.
 *
 * One module per area (messages/*.ts), all named here: import them from here. Our modules are
 * side-effect free (vite.config.ts), so a page's chunk carries only the areas it uses, and the
 * API client's and the app shell's few general texts do not bring every page's texts to the
 * first load (ADR 0206).
 */
export * from "./messages/account.js";
export * from "./messages/invitations.js";
export * from "./messages/general.js";
export * from "./messages/profile.js";
export * from "./messages/quiz.js";
export * from "./messages/matching.js";
export * from "./messages/messaging.js";
export * from "./messages/safety.js";
export * from "./messages/subscriptions.js";
export * from "./messages/verification.js";
