import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthText } from "#shared/messages";
import { renderWithApp } from "../../../test/render";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The message element a control points at through aria-describedby. */
function describedText(control: HTMLElement): string {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}

describe("the auth forms use the shared schema and show its messages beside each field", () => {
  it("sign-in: empty fields are marked invalid and described by the schema's words, with no request sent", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    renderWithApp(<SignInForm />);
    fireEvent.click(screen.getByRole("button", { name: "Sign In" }));

    const email = await screen.findByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(email)).toBe(AuthText.emailRequired);
    const password = screen.getByLabelText("Password");
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(describedText(password)).toBe(AuthText.passwordRequired);
    // Typing a valid address clears its error at once (validation re-runs on change after a submit).
    fireEvent.input(email, { target: { value: "noor@example.com" } });
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sign-up: a short password shows the shared password rule inline, next to the hint", async () => {
    // The form fetches its age dialog once typing starts; loaded here first, so that fetch can't
    // still be running when the test ends and its environment is gone (a CI failure seen once).
    await import("../../../components/age-verification/age-verification-dialog");
    // The (closed) age dialog asks who is signed in: nobody.
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ user: null }));
    renderWithApp(<SignUpForm />);
    fireEvent.input(screen.getByLabelText("Email"), { target: { value: "not-an-address" } });
    fireEvent.input(screen.getByLabelText("Password"), { target: { value: "Short1!" } });
    fireEvent.click(screen.getByRole("button", { name: "Create Account" }));

    const password = screen.getByLabelText("Password");
    await waitFor(() => expect(password.getAttribute("aria-invalid")).toBe("true"));
    expect(describedText(password)).toContain(AuthText.passwordRules);
    expect(describedText(password)).toContain(AuthText.passwordTooShort);
    expect(describedText(screen.getByLabelText("Email"))).toBe(AuthText.emailInvalid);
    // The age check and the request wait until the credentials are valid.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain("/api/auth/sign-up");
  });
});
