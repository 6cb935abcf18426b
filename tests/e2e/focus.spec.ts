import { expect } from "@playwright/test";
import { confirmedUser, PASSWORD, test, untilHydrated } from "./support";

// Focus never falls to <body> when the control that had it goes away (issue: a new user by keyboard).

test("signing out and in by keyboard starts each new page at its heading", async ({ page }) => {
  const email = await confirmedUser(page, "focus");
  await (await untilHydrated(page.getByRole("button", { name: "Sign Out" }))).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(page.locator("main h1")).toBeFocused();

  await page.goto("/auth");
  // Quick setup would open over the next page (and rightly take focus); this test is about the page.
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/\/auth/);
  await expect(page.locator("main h1")).toBeFocused();
});

test("a heading focused after a click or a tap is announced but draws no ring; after a key, it does", async ({
  page,
}) => {
  const outline = () => page.locator("main h1").evaluate((h) => getComputedStyle(h).outlineStyle);
  await confirmedUser(page, "quiet-focus");
  await (await untilHydrated(page.getByRole("button", { name: "Sign Out" }))).click();
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(page.locator("main h1")).toBeFocused();
  expect(await outline()).toBe("none");

  await confirmedUser(page, "loud-focus");
  await (await untilHydrated(page.getByRole("button", { name: "Sign Out" }))).focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("main h1")).toBeFocused();
  expect(await outline()).toBe("solid");
});

test("the skip link moves focus into the page, and Forgot Password keeps it while it sends", async ({ page }) => {
  await page.goto("/auth");
  // The app draws its page (and the skip link) after the document has loaded: wait for it, or
  // the Tab lands before the link exists.
  await expect(page.getByRole("tabpanel", { name: "Sign In" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.locator("#main *:focus")).toHaveCount(1);

  await page.getByLabel("Email").fill("nobody-in-particular@example.com");
  const forgot = page.getByRole("button", { name: "Forgot Password?" });
  await forgot.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert").filter({ hasText: /reset/i })).toBeVisible();
  await expect(forgot).toBeFocused();
});

test("removing an interest moves focus to the next one, and a focused field is never under the sticky bars", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await confirmedUser(page, "chips");
  await page.goto("/profile/edit");
  const interests = page.getByLabel("Interests", { exact: true });
  for (const interest of ["jazz", "hiking"]) {
    await interests.fill(interest);
    await interests.press("Enter");
  }
  await page.getByRole("button", { name: "Remove jazz" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Remove hiking" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(interests).toBeFocused();

  // From the Name field back to the photo buttons above it: they scroll into view below both bars.
  await page.getByLabel("Name").focus();
  await page.keyboard.press("Shift+Tab");
  const bar = await page.locator(".editor-actions").boundingBox();
  const target = await page.locator("*:focus").boundingBox();
  expect(target!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
});
