import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAuth } from "../features/auth";
import { nextTask } from "../lib/next-task";
import { RootLayout, StartupFallback } from "./layout/root-layout";
import { pageRoutes, type PageRoute } from "./page-routes";

/** Every page module, each its own chunk loaded on demand (keys are paths from this folder). */
const pageModules = import.meta.glob<{ default: React.ComponentType }>("../features/*/pages/*-page.tsx");

function route({ path, page }: PageRoute): RouteObject {
  const load = pageModules[`../${page}.tsx`];
  if (!load) throw new Error(`No page module at src/web/${page}.tsx`);
  return {
    path,
    lazy: async () => {
      const { default: Component } = await load();
      // The page's modules are evaluated in one task and drawn in the next (lib/next-task.ts).
      await nextTask();
      return { Component };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: StartupFallback,
    children: [
      ...pageRoutes.filter((r) => !r.auth).map(route),
      // Pages that need an account: one guard, redirecting visitors to /auth.
      { element: <RequireAuth />, children: pageRoutes.filter((r) => r.auth).map(route) },
    ],
  },
];

/** Made at start-up, in a task of its own (main.tsx): ranking ~60 routes takes a slow phone ~50 ms. */
export const createAppRouter = () => createBrowserRouter(routes);
