import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAuth } from "../features/auth";
import { RootLayout, StartupFallback } from "./layout/root-layout";

/** Each page loads on demand; a route's screen is added by the issue that builds it. */
const page = (load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: StartupFallback,
    children: [
      { path: "/", ...page(() => import("../features/pages/pages/home-page")) },
      { path: "/auth", ...page(() => import("../features/auth/pages/auth-page")) },
      { path: "/reset-password", ...page(() => import("../features/auth/pages/reset-password-page")) },
      { path: "/profile", ...page(() => import("../features/profiles/pages/profile-page")) },
      {
        // Pages that need an account: one guard, redirecting visitors to /auth.
        element: <RequireAuth />,
        children: [{ path: "/profile/edit", ...page(() => import("../features/profiles/pages/profile-edit-page")) }],
      },
      { path: "/profile/:id", ...page(() => import("../features/profiles/pages/member-profile-page")) },
      { path: "/matches", ...page(() => import("../features/matching/pages/matches-page")) },
      { path: "/match-search", ...page(() => import("../features/matching/pages/match-search-page")) },
      { path: "/questions", ...page(() => import("../features/quiz/pages/quiz-page")) },
      { path: "/quiz", ...page(() => import("../features/quiz/pages/quiz-page")) },
      { path: "/quiz-results", ...page(() => import("../features/quiz/pages/quiz-results-page")) },
      { path: "/quick-start", ...page(() => import("../features/pages/pages/quick-start-page")) },
      { path: "/sample-profiles", ...page(() => import("../features/pages/pages/sample-profiles-page")) },
      { path: "/sample-profiles/:id", ...page(() => import("../features/pages/pages/sample-profile-page")) },
      { path: "/mission", ...page(() => import("../features/pages/pages/mission-page")) },
      { path: "/faq", ...page(() => import("../features/pages/pages/faq-page")) },
      { path: "/privacy", ...page(() => import("../features/pages/pages/privacy-page")) },
      { path: "/terms", ...page(() => import("../features/pages/pages/terms-page")) },
      { path: "/cookies", ...page(() => import("../features/pages/pages/cookies-page")) },
      { path: "/accessibility", ...page(() => import("../features/pages/pages/accessibility-page")) },
      { path: "*", ...page(() => import("../features/pages/pages/not-found-page")) },
    ],
  },
];

export const router = createBrowserRouter(routes);
