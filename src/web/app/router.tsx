import type { QueryClient } from "@tanstack/react-query";
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from "react-router";
import { RequireAuth, requireAuthLoader } from "../components/require-auth";
import { browserPageData, pageContext } from "../lib/page-data";
import { nextTask } from "../lib/next-task";
import { evaluatePreloadedScripts } from "./first-load";
import { RootLayout, StartupFallback } from "./layout/root-layout";
import { pageRoutes, type PageRoute } from "./page-routes";

/**
 * A page module: the page, and its `loader` when its first screen draws data (lib/page-data.ts:
 * the same loader runs on the server and in the browser). `codeFor` names code the page draws at
 * an address beyond its own chunk (the open conversation of /messages?match=…): loaded before
 * hydration, as the page's chunk is.
 */
type PageModule = {
  default: React.ComponentType;
  loader?: LoaderFunction;
  codeFor?: (location: Location) => Promise<unknown> | undefined;
};
const routePartsOf = (page: PageModule) => ({
  Component: page.default,
  ...(page.loader ? { loader: page.loader } : {}),
});

/**
 * Every page module, each its own chunk loaded on demand: a feature's own page, or a page of
 * app/routes that composes several features. Keyed by its path under src/web, as page-routes.ts names it.
 */
const pageModules = Object.fromEntries(
  Object.entries(import.meta.glob<PageModule>(["../features/*/pages/*-page.tsx", "./routes/*-page.tsx"])).map(
    ([key, load]) => [key.replace(/^\.\.\//, "").replace(/^\.\//, "app/"), load],
  ),
);
const pageOf = new WeakMap<RouteObject, () => Promise<PageModule>>();

/** The layout route of the pages that need an account: the server redirects visitors at it too. */
export const requireAuthRouteId = "require-auth";

function route({ path, page }: PageRoute): RouteObject {
  const load = pageModules[`${page}.tsx`];
  if (!load) throw new Error(`No page module at src/web/${page}.tsx`);
  const pageRoute: RouteObject = { path, lazy: async () => routePartsOf(await load()) };
  pageOf.set(pageRoute, load);
  return pageRoute;
}

/** A fresh route table: the router resolves each lazy route into it, so each router gets its own. */
export const appRoutes = (): RouteObject[] => [
  {
    element: <RootLayout />,
    HydrateFallback: StartupFallback,
    children: [
      ...pageRoutes.filter((r) => !r.auth).map(route),
      // Pages that need an account: one guard, redirecting visitors to /auth.
      {
        id: requireAuthRouteId,
        element: <RequireAuth />,
        loader: requireAuthLoader,
        children: pageRoutes.filter((r) => r.auth).map(route),
      },
    ],
  },
];

/**
 * The browser's router. A page the server rendered is hydrated with its own module already in
 * place: the lazy routes the address matches are loaded first (as React Router's SSR guide does),
 * so the first render draws the same page the server did instead of a fallback.
 */
export async function createAppRouter(client: QueryClient, hydrationData?: HydrationState) {
  const routes = appRoutes();
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  if (hydrationData) await evaluatePreloadedScripts();
  await Promise.all(
    lazyMatches.map(async (m) => {
      const page = await pageOf.get(m.route)!();
      await page.codeFor?.(window.location);
      Object.assign(m.route, { ...routePartsOf(page), lazy: undefined });
    }),
  );
  // The router matches the whole route table again as it starts: a task of its own.
  await nextTask();
  return createBrowserRouter(routes, { hydrationData, getContext: () => pageContext(browserPageData(client)) });
}
