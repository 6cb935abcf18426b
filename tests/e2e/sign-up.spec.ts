import { expect, type Page } from "@playwright/test";
import { focused, newEmail, PASSWORD, test } from "./support";

test("Start Your Journey and Create account open the Sign Up tab, and the tab follows the URL", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Start Your Journey" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole("tab", { name: "Sign Up" })).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveTitle("Sign up · Unlocked");

  await page.getByRole("tab", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signin$/);
  await expect(page).toHaveTitle("Sign in · Unlocked");

  await page.goto("/quick-start");
  await page.getByRole("link", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(
    page.getByRole("tabpanel", { name: "Sign Up" }).getByRole("button", { name: "Create Account" }),
  ).toBeVisible();
});

/**
 * The sign-up request itself is covered end to end in auth.spec.ts; here its answer is the
 * server's usual 201, so these tests look only at the panel that follows.
 */
async function reachCheckEmail(page: Page, email: string) {
  await page.route("**/api/auth/sign-up", (route) =>
    route.fulfill({ status: 201, json: { message: "We've sent you a confirmation link." } }),
  );
  await page.goto("/auth?tab=signup");
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await panel.getByLabel("Email").fill(email);
  await panel.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await panel.getByRole("button", { name: "Create Account" }).click();
  const age = page.getByRole("dialog", { name: "Verify your age" });
  await age.getByLabel("Date of birth").fill("1990-04-02");
  await age.getByRole("button", { name: "Verify Age" }).click();
  return panel;
}

test("the Check your email panel is announced, offers a neutral resend, and can go back to another address", async ({
  page,
}) => {
  const email = newEmail("panel");
  const panel = await reachCheckEmail(page, email);

  const heading = panel.getByRole("heading", { name: "Check your email" });
  await expect(heading).toBeFocused();
  await expect(panel.getByRole("status")).toContainText(`We've sent a confirmation link to ${email}`);

  // The real endpoint: the same neutral answer for any address (this one has no account).
  const sent: unknown[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/auth/resend-confirmation")) sent.push(request.postDataJSON());
  });
  const resend = panel.getByRole("button", { name: "Resend confirmation email" });
  await resend.click();
  await expect(page.getByText("If that address needs confirming, we've sent a new link.")).toBeVisible();
  expect(sent).toEqual([{ email }]);
  // Briefly unavailable, but it keeps focus so nobody is dropped on <body>.
  await expect(resend).toHaveAttribute("aria-disabled", "true");
  await expect(resend).toBeFocused();
  // Pressing it again (Enter, as it is focused) sends nothing more.
  await page.keyboard.press("Enter");
  await page.waitForTimeout(300);
  expect(sent).toHaveLength(1);

  await panel.getByRole("button", { name: "Use another address" }).click();
  const emailField = panel.getByLabel("Email");
  await expect(emailField).toHaveValue("");
  await expect(emailField).toBeFocused();
  await expect(panel.getByLabel("Password", { exact: true })).toHaveValue(PASSWORD);
});

test("a throttled resend says so in the server's words", async ({ page }) => {
  const panel = await reachCheckEmail(page, newEmail("throttled"));
  // The server's 429 (10 resends per address an hour) stood in for, rather than spending ten requests.
  await page.route("**/api/auth/resend-confirmation", (route) =>
    route.fulfill({
      status: 429,
      json: { error: { code: "RATE_LIMITED", message: "Too many requests. Please slow down and try again shortly." } },
    }),
  );
  await panel.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByText("Couldn't send another link")).toBeVisible();
  await expect(page.getByText("Too many requests. Please slow down and try again shortly.")).toBeVisible();
  await expect(focused(page)).toHaveAccessibleName("Resend confirmation email");
});
