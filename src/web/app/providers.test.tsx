import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Providers } from "./providers";
import { createQueryClient } from "../lib/query-client";

// Whether sonner has loaded is module state, once per page: each file here starts a fresh page.
// The other path (a toast raised before any interaction) is in toaster-first-toast.test.tsx.
const toaster = () => document.querySelector("section[aria-label^='Notifications']");

describe("Providers' toaster", () => {
  it("stays out of a page's first load and arrives with the first interaction", async () => {
    window.history.replaceState(null, "", "/auth");
    render(<Providers client={createQueryClient()}>sign in</Providers>);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(toaster()).toBeNull();

    act(() => {
      window.dispatchEvent(new Event("pointerdown"));
    });
    await screen.findByRole("region", { name: /Notifications/ });
  });
});
