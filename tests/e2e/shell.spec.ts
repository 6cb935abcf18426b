import { expect } from "@playwright/test";
import { cspViolations, test } from "./support";

test("the search dialog carries only the non-empty filters to /matches", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /search/i })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "Find Your Perfect Match" });
  await dialog
    .getByLabel(/search/i)
    .first()
    .fill("hiking");
  await dialog.getByLabel(/zip/i).fill("10001");
  await dialog.getByRole("button", { name: "Start Searching" }).click();
  await expect(page).toHaveURL(/\/matches\?search=hiking&zip=10001$/);
});

test("unknown paths show the 404 page and unknown API paths answer JSON", async ({ page, request }) => {
  await page.goto("/no/such/place");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The server renders the not-found page itself, with its status.
  expect((await request.head("/some/app/page")).status()).toBe(404);
  expect((await request.head("/faq")).status()).toBe(200);
  const res = await request.get("/api/no-such-thing");
  expect(res.status()).toBe(404);
  expect((await res.json()).error.code).toBe("NOT_FOUND");
});

test("the footer copies the page link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/mission");
  await page.getByRole("contentinfo").getByRole("button", { name: /copy/i }).first().click();
  await expect(page.getByText("Link copied!")).toBeVisible();
});

test("the app runs under its own Content-Security-Policy", async ({ page }) => {
  const violations = cspViolations(page);
  for (const path of ["/", "/auth", "/faq", "/sample-profiles/2", "/quick-start"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
  }
  await page
    .getByRole("banner")
    .getByRole("button", { name: /search/i })
    .first()
    .click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(violations).toEqual([]);
});

test("the search dialog gives focus back to the control that opened it, by keyboard and from the mobile menu", async ({
  page,
}) => {
  await page.goto("/");
  const search = page
    .getByRole("banner")
    .getByRole("button", { name: /search/i })
    .first();
  await search.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Find Your Perfect Match" });
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(search).toBeFocused();

  // On a phone Search sits in the menu sheet, which closes as the dialog opens: focus returns to the menu button.
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = page.getByRole("button", { name: "Open menu" });
  await menu.click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /search/i })
    .click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();
});

test("a page opened by its address starts at the top, wherever the tab's previous page was scrolled", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/privacy");
  await expect(page.locator("main h1")).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  // A new document in the same tab (as a typed address or a mail's link opens one).
  await page.goto("/terms");
  await expect(page.locator("main h1")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(500);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
