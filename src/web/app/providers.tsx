import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { ApiError } from "../lib/api";
import { loadToasts, onToastsWanted, toastsWanted } from "../lib/toast";

const Toaster = lazy(() => import("./toaster"));

/** The toaster mounts once toasts are wanted: on the first interaction or the first toast (lib/toast). */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(toastsWanted);
  useEffect(() => {
    if (wanted) return;
    const unsubscribe = onToastsWanted(() => setWanted(true));
    const want = () => void loadToasts();
    const events = ["pointerdown", "keydown", "popstate"] as const;
    for (const event of events) window.addEventListener(event, want, { capture: true, once: true, passive: true });
    return () => {
      unsubscribe();
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
