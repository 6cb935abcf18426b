import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Toaster } from "sonner";
import { UiTimings } from "../../shared/limits";
import { ApiError } from "../lib/api";

/**
 * Toasts open just below the sticky navigation bar (60 px tall) so they never hide it, on phones
 * as on desktops; sonner's own default would sit on top of it.
 */
const belowNavBar = { top: "4.5rem" } as const;

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
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        visibleToasts={1}
        duration={UiTimings.toastMs}
        richColors
        closeButton
        position="top-center"
        offset={belowNavBar}
        mobileOffset={belowNavBar}
      />
    </QueryClientProvider>
  );
}
