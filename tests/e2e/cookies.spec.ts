import { expect } from "@playwright/test";
import { test } from "./support";

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cookies table stacks into readable entries with nothing cut off sideways", async ({ page }) => {
    await page.goto("/cookies");
    const table = page.getByRole("table");
    await expect(table.getByRole("rowheader", { name: "better-auth.session_token" })).toBeVisible();
    const overflow = await table.evaluate((el) => {
      const limit = document.documentElement.clientWidth;
      const cells = [...el.querySelectorAll("th, td")].filter((c) => c.getClientRects().length > 0);
      return {
        page: document.documentElement.scrollWidth - limit,
        container: el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
        cellsOut: cells.filter((c) => c.getBoundingClientRect().right > limit).length,
      };
    });
    expect(overflow).toEqual({ page: 0, container: 0, cellsOut: 0 });
    // Each entry carries its own labels while stacked, and stays a table for screen readers.
    const row = table.getByRole("row", { name: /ageVerified\b/ }).first();
    await expect(row.getByRole("cell")).toHaveCount(3);
    await expect(row).toContainText("Purpose");
  });
});
