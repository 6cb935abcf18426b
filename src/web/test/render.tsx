import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/**
 * Renders a component with what the app gives every page: a query client and a router. Pass a
 * `client` to read data into it first (`prefetchQuery`), as the server's render would.
 */
export function renderWithApp(ui: ReactNode, { path = "/", client = testQueryClient() } = {}) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
