/**
 * Every screen's URL and the page module that draws it: the router builds its routes from this
 * table, and the build reads it to list each route's scripts, so the server can name them in the
 * HTML it sends for that URL (`<link rel="modulepreload">`): a page's code then downloads beside
 * the app's own instead of after it. Plain data, no imports: vite.config.ts reads it in Node.
 * `page` is the module's path under src/web, without the extension; `auth` pages need an account;
 * `moderators` pages exist for moderators only.
 */
export type PageRoute = { path: string; page: string; auth?: true; moderators?: true };

export const pageRoutes: readonly PageRoute[] = [
  { path: "/", page: "app/routes/home-page" },
  { path: "/auth", page: "features/auth/pages/auth-page" },
  { path: "/reset-password", page: "features/auth/pages/reset-password-page" },
  { path: "/profile", page: "app/routes/profile-page" },
  { path: "/profile/edit", page: "features/profiles/pages/profile-edit-page", auth: true },
  { path: "/welcome", page: "features/profiles/pages/onboarding-page", auth: true },
  { path: "/profile/:id", page: "app/routes/member-profile-page" },
  { path: "/matches", page: "app/routes/matches-page" },
  { path: "/match-search", page: "features/matching/pages/match-search-page" },
  { path: "/likes", page: "features/matching/pages/likes-page", auth: true },
  { path: "/messages", page: "app/routes/messages-page", auth: true },
  { path: "/questions", page: "features/quiz/pages/quiz-page" },
  { path: "/quiz", page: "features/quiz/pages/quiz-page" },
  { path: "/quiz-results", page: "features/quiz/pages/quiz-results-page" },
  { path: "/quiz-packs", page: "features/quiz/pages/quiz-packs-page", auth: true },
  { path: "/quiz-packs/:pack", page: "features/quiz/pages/quiz-pack-page", auth: true },
  { path: "/quick-start", page: "features/pages/pages/quick-start-page" },
  { path: "/sample-profiles", page: "features/pages/pages/sample-profiles-page" },
  { path: "/sample-profiles/:id", page: "app/routes/sample-profile-page" },
  { path: "/sample-user", page: "app/routes/sample-user-page" },
  { path: "/mission", page: "features/pages/pages/mission-page" },
  { path: "/faq", page: "features/pages/pages/faq-page" },
  { path: "/safety", page: "features/safety/pages/safety-page" },
  { path: "/pricing", page: "features/subscriptions/pages/pricing-page" },
  { path: "/premium-dashboard", page: "features/subscriptions/pages/premium-dashboard-page", auth: true },
  { path: "/subscription", page: "features/subscriptions/pages/subscription-page", auth: true },
  { path: "/test-checkout/:paymentId", page: "features/subscriptions/pages/test-checkout-page", auth: true },
  { path: "/ai-digest", page: "app/routes/ai-digest-page" },
  { path: "/connection-dna", page: "app/routes/connection-dna-page" },
  { path: "/echo-amplified", page: "features/subscriptions/pages/echo-amplified-page" },
  { path: "/memory-vault", page: "app/routes/memory-vault-page" },
  { path: "/privacy", page: "features/pages/pages/privacy-page" },
  { path: "/terms", page: "features/pages/pages/terms-page" },
  { path: "/cookies", page: "features/pages/pages/cookies-page" },
  { path: "/accessibility", page: "features/pages/pages/accessibility-page" },
  { path: "/feature-test", page: "app/routes/feature-test-page" },
  { path: "/settings", page: "app/routes/settings-page", auth: true },
  { path: "/get-verified", page: "features/verification/pages/get-verified-page", auth: true },
  { path: "/appeal", page: "features/moderation/pages/appeal-page" },
  // Moderators only: to anyone else the app's 404 (entry-server.tsx answers it with a 404 status).
  // Not `auth`: a visitor sent to /auth would learn there is something behind the address.
  { path: "/moderation", page: "features/moderation/pages/moderation-page", moderators: true },
  { path: "/moderation/cases/:caseId", page: "features/moderation/pages/moderation-case-page", moderators: true },
  { path: "*", page: "app/routes/not-found-page" },
];
