import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { ApiError } from "../lib/api";

const Toaster = lazy(() => import("./toaster"));

/**
 * Toasts answer something the person did, or arrive on pages other than the landing page, so
 * the landing's first paint goes without them: the toaster (and sonner) load on the first
 * interaction, or at once on any other page. A toast raised before it mounts still shows:
 * sonner hands a late toaster every toast that is still active.
 */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(() => window.location.pathname !== "/");
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const events = ["pointerdown", "keydown", "popstate"] as const;
    for (const event of events) window.addEventListener(event, want, { capture: true, once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, want, { capture: true });
    };
  }, [wanted]);
  return wanted;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            // A 4xx will not change by asking again; only network and server hiccups are retried.
            retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  const toaster = useToasterWanted();
  return (
    <QueryClientProvider client={client}>
      {children}
      {toaster ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
