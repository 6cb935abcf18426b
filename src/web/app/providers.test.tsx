import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { notify } from "../lib/toast";
import { Providers } from "./providers";

const toaster = () => document.querySelector("section[aria-label^='Notifications']");

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("Providers' toaster", () => {
  it("stays out of the landing page's first paint and arrives with the first interaction", async () => {
    window.history.replaceState(null, "", "/");
    render(<Providers>landing</Providers>);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(toaster()).toBeNull();

    act(() => {
      window.dispatchEvent(new Event("pointerdown"));
    });
    await screen.findByRole("region", { name: /Notifications/ });
  });

  it("shows a toast raised before it mounted", async () => {
    window.history.replaceState(null, "", "/");
    render(<Providers>landing</Providers>);
    notify.success("Link copied");
    act(() => {
      window.dispatchEvent(new Event("keydown"));
    });
    expect(await screen.findByText("Link copied")).toBeTruthy();
  });

  it("mounts at once on any other page", async () => {
    window.history.replaceState(null, "", "/auth");
    render(<Providers>sign in</Providers>);
    await screen.findByRole("region", { name: /Notifications/ });
  });
});
