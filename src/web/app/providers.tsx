import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
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

/**
 * The app's providers, the same on the server and in the browser: the query cache, with the
 * first data the server read for this page (`state`, from its `dehydrate`), and the toaster.
 */
export function Providers({
  client,
  state,
  children,
}: {
  client: QueryClient;
  state?: DehydratedState;
  children: ReactNode;
}) {
  const toaster = useToasterWanted();
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
      {toaster ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}
