import { expect } from "@playwright/test";
import { confirmedUser, expectApart, newEmail, PASSWORD, test, toasts } from "./support";

test("pressing Copy link again and again shows one Link copied! toast", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/mission");
  const copy = page.getByRole("contentinfo").getByRole("button", { name: "Copy link to this page" });
  for (let i = 0; i < 4; i++) await copy.click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
});

test("a failing sign-in repeated shows one Sign in failed toast, and a new toast replaces the old", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill(newEmail("nobody"));
  await panel.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const signIn = panel.getByRole("button", { name: "Sign In" });
  for (let i = 0; i < 3; i++) {
    // Each attempt settles (its answer handled, its toast raised) before the next press, so no
    // late "Sign in failed" replaces the "Link copied!" below: the newest toast always wins.
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/auth/sign-in"));
    await signIn.click();
    await answered;
    await expect(signIn).not.toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText("Invalid email or password")).toBeVisible();
  }
  await expect(toasts(page)).toHaveCount(1);

  await page.getByRole("contentinfo").getByRole("link", { name: "Mission" }).click();
  await page.getByRole("contentinfo").getByRole("button", { name: "Copy link to this page" }).click();
  await expect(toasts(page).filter({ hasText: "Link copied!" })).toBeVisible();
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page)).toContainText("Link copied!");
});

test("a valid sign-up attempt takes down the failure toast of the one before", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  const panel = page.getByRole("tabpanel", { name: "Sign Up" });
  await panel.getByLabel("Email").fill(newEmail("retry"));
  await panel.getByLabel("Password", { exact: true }).fill("short");
  await panel.getByRole("button", { name: "Create Account" }).click();
  await expect(toasts(page)).toContainText("Sign up failed");

  await panel.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await panel.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("dialog", { name: "Verify your age" })).toBeVisible();
  // Well within the failure toast's own five seconds, so it cannot simply have timed out.
  await expect(toasts(page)).toHaveCount(0, { timeout: 1500 });
});

test("sign-in validation errors also show beside their fields", async ({ page }) => {
  await page.goto("/auth");
  const panel = page.getByRole("tabpanel", { name: "Sign In" });
  await panel.getByLabel("Email").fill("not-an-address");
  await panel.getByRole("button", { name: "Sign In" }).click();

  const email = panel.getByLabel("Email");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription("Invalid email address");
  await expect(panel.getByLabel("Password", { exact: true })).toHaveAccessibleDescription("Password is required");
  // The spec's toast says it too.
  await expect(toasts(page)).toContainText("Sign in failed");
  // The first invalid field takes focus.
  await expect(email).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a toast never covers the navigation bar or the editor's Save bar, and ends with its page", async ({ page }) => {
    await confirmedUser(page, "toast-place");
    await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
    await page.goto("/profile/edit");
    // A zip code the server does not know: the failure toast, with the sticky Save bar on screen.
    await page.getByLabel("Name").fill("Tess");
    await page.getByLabel("Zip code").fill("00000");
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    const toast = toasts(page).first();
    await expect(toast).toBeVisible();
    await expectApart(toast, page.getByRole("banner"));
    await expectApart(toast, page.locator(".editor-actions"));
    // Leaving the page takes its error down.
    await page.getByRole("link", { name: "Back to Profile" }).click();
    await expect(toasts(page)).toHaveCount(0);
  });

  test("a toast's close button is a 44 px touch target", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/faq");
    await page.getByRole("contentinfo").getByRole("button", { name: "Copy link to this page" }).click();
    const toast = toasts(page).first();
    await toast.hover();
    const close = toast.getByRole("button", { name: /close/i });
    const box = (await close.boundingBox())!;
    // A tap 10 px beside the drawn button (still within 44 px of its centre) closes the toast.
    const { x, y } = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hit = await page.evaluate(
      ([px, py]) => document.elementFromPoint(px!, py!)?.closest("button")?.getAttribute("aria-label") ?? null,
      [x + box.width / 2 + 10 - 1, y],
    );
    expect(hit).toMatch(/close/i);
    await page.mouse.click(x + box.width / 2 + 9, y);
    await expect(toast).toBeHidden();
  });
});
