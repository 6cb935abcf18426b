import { expect } from "@playwright/test";
import { confirmedUser, patchProfile, test } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

test("signed-in home on a phone: greets by name, account actions once, reminder only while incomplete and never over content", async ({
  page,
}) => {
  await confirmedUser(page, "home");
  await patchProfile(page, { name: "Maya Lin" });
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));

  await page.goto("/");
  // The first-visit welcome opens by itself; Escape closes it and focus lands on the page, not on <body>.
  await expect(page.getByRole("dialog", { name: "Welcome to Unlocked" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText("Welcome back, Maya Lin");
  await expect(heading).toBeFocused();
  await expect(page.getByRole("main")).not.toContainText("@example.com");
  await expect(page).toHaveTitle("Home · Unlocked");

  // The nav bar's desktop links and account actions are hidden on a phone (CSS: the server's page
  // is the same at every width), so neither eyes nor screen readers meet them twice beside the
  // menu, and they appear when the window widens past `md`.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Account Settings" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Mission" })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(nav.getByRole("link", { name: "Account Settings" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Mission" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav.getByRole("link", { name: "Account Settings" })).toHaveCount(0);

  // View Profile and Sign Out live in the mobile menu only; the menu's Sign Out is on screen at 390x844.
  await expect(page.getByRole("main").getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "View Profile" })).toHaveCount(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "View Profile" })).toHaveCount(1);
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  // The reminder shows while the profile is incomplete; scrolled to the end it sits clear of the invite card and the footer.
  const reminder = page.getByRole("link", { name: "Complete Profile" });
  await expect(reminder).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const band = (await reminder.locator("..").boundingBox())!;
  for (const other of [page.getByRole("button", { name: "Send Invitation" }), page.getByRole("contentinfo")]) {
    const box = (await other.boundingBox())!;
    const overlaps = band.y < box.y + box.height && box.y < band.y + band.height;
    expect(overlaps).toBe(false);
  }

  await patchProfile(page, { gender: "woman", looking_for: "relationship" });
  await page.reload();
  await expect(heading).toHaveText("Welcome back, Maya Lin");
  await expect(reminder).toHaveCount(0);

  // On a desktop the navigation bar carries them, once.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: /^(View )?Profile$/ })).toHaveCount(1);
});
