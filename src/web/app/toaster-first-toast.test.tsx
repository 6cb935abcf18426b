import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify } from "../lib/toast";
import { Providers } from "./providers";
import { createQueryClient } from "../lib/query-client";

const toaster = () => document.querySelector("section[aria-label^='Notifications']");

describe("a toast raised before the toaster is loaded", () => {
  it("loads the toaster and shows, with no interaction at all", async () => {
    render(<Providers client={createQueryClient()}>landing</Providers>);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(toaster()).toBeNull();

    notify.success("Link copied");
    expect(await screen.findByText("Link copied")).toBeTruthy();
  });
});
