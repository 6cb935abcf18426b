import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";

import { confirmedUser, test } from "./support";

const pages = [
  "/",
  "/auth",
  "/auth?tab=signup",
  "/reset-password?token=example",
  "/faq",
  "/privacy",
  "/cookies",
  "/this-page-does-not-exist",
  "/profile",
  "/quick-start",
  "/sample-profiles",
  "/sample-profiles/1",
  "/questions",
  "/quiz-results",
  "/matches",
  "/match-search",
  "/safety",
  "/sample-user",
];

for (const path of pages) {
  test(`no WCAG 2.1 A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    if (path === "/faq") await expect(page.locator("main summary").filter({ hasText: "?" }).first()).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test("no WCAG 2.1 A/AA violations on the signed-in profile pages", async ({ page }) => {
  await confirmedUser(page, "a11y");
  await page.evaluate(() => {
    sessionStorage.setItem("quickSetupShown", "true");
    localStorage.setItem("hasSeenFirstLight", "true");
  });
  for (const path of ["/profile/edit", "/profile", "/", "/questions", "/matches", "/match-search", "/messages"]) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(
      result.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
  }
});
