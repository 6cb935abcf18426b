import { expect } from "@playwright/test";
import { test } from "./support";

test("every route names itself in the document title", async ({ page }) => {
  const expected: Record<string, string> = {
    "/": "Unlocked · Dating for who you really are",
    "/auth": "Sign in · Unlocked",
    "/auth?tab=signup": "Sign up · Unlocked",
    "/reset-password?token=example": "Reset your password · Unlocked",
    "/profile": "Demo Profile · Unlocked",
    "/quick-start": "Quick Start · Unlocked",
    "/sample-profiles": "Sample Profiles · Unlocked",
    "/sample-profiles/3": "River Alvarez · Sample Profile · Unlocked",
    "/mission": "Our mission · Unlocked",
    "/faq": "Frequently Asked Questions · Unlocked",
    "/privacy": "Privacy Policy · Unlocked",
    "/terms": "Terms of Service · Unlocked",
    "/cookies": "Cookie Policy · Unlocked",
    "/accessibility": "Accessibility Statement · Unlocked",
    "/appeal": "Appeal a decision · Unlocked",
    // The console does not exist for anyone but a moderator.
    "/moderation": "Page not found · Unlocked",
    "/no/such/page": "Page not found · Unlocked",
  };
  for (const [path, title] of Object.entries(expected)) {
    await page.goto(path);
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page, path).toHaveTitle(title);
  }
});
