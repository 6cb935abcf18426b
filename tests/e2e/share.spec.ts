import { expect } from "@playwright/test";
import { test } from "./support";

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

const footer = (page: import("@playwright/test").Page) => page.getByRole("contentinfo");

test("copy link hands out the page's address without its query", async ({ page, baseURL }) => {
  await page.goto("/mission?search=hiking&zip=10001#values");
  await footer(page).getByRole("button", { name: "Copy link to this page" }).click();
  await expect(page.getByText("Link copied!")).toBeVisible();
  const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
  await expect.poll(clipboard).toBe(`${baseURL}/mission`);

  await footer(page).getByRole("button", { name: "Copy invite link to share with a friend" }).click();
  // The copy is asynchronous: wait for it rather than reading the clipboard at once.
  await expect.poll(clipboard).toBe(`${baseURL}/`);
});

test("sign-in, the reset page and any address with a token offer no share or copy-link buttons", async ({ page }) => {
  for (const path of ["/reset-password?token=secret-reset-token", "/auth", "/auth?tab=signup", "/faq?token=abc"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(footer(page)).toBeVisible();
    await expect(footer(page).getByRole("button", { name: /copy|share/i })).toHaveCount(0);
  }
});
