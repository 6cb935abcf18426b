import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "#shared/session";
import { createQueryClient } from "../lib/query-client";
import { authQueries, forgetMember } from "../lib/session";
import { endingSessionOnPurpose, RequireAuth } from "./require-auth";

const member: SessionUser = {
  id: "u-1",
  email: "rowan@example.com",
  email_verified: true,
  age_verified: true,
  quiz_completed: true,
  onboarding_step: null,
};

/** A guarded /settings with the session already known, as after the page's first read. */
function signedInOnSettings() {
  const qc = createQueryClient();
  qc.setQueryData(authQueries.session().queryKey, { user: member });
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home</p> },
      { path: "/auth", element: <p>sign in</p> },
      { element: <RequireAuth />, children: [{ path: "/settings", element: <p>settings</p> }] },
    ],
    { initialEntries: ["/settings"] },
  );
  render(
    <QueryClientProvider client={qc}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { qc, router };
}

describe("RequireAuth", () => {
  it("sends a page whose session ended elsewhere to /auth", async () => {
    const { qc, router } = signedInOnSettings();
    await screen.findByText("settings");
    act(() => forgetMember(qc));
    await screen.findByText("sign in");
    expect(router.state.location.pathname).toBe("/auth");
  });

  it("sends the page deleting its own account home, whenever the emptied session is seen", async () => {
    const { qc, router } = signedInOnSettings();
    await screen.findByText("settings");
    endingSessionOnPurpose("u-1");
    act(() => forgetMember(qc));
    await screen.findByText("home");
    expect(router.state.location.pathname).toBe("/");
  });

  it("clears a deletion mark left by another account once this member is seen", async () => {
    endingSessionOnPurpose("someone-deleted-earlier");
    const { qc, router } = signedInOnSettings();
    await screen.findByText("settings");
    act(() => forgetMember(qc));
    await screen.findByText("sign in");
    expect(router.state.location.pathname).toBe("/auth");
  });
});
