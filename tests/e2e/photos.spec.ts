import { expect, type Page } from "@playwright/test";
import sharp from "sharp";
import { confirmedUser, focused, test } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

async function png(background: string) {
  return sharp({ create: { width: 600, height: 750, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Uploads through the visible Upload Photo button and the file chooser, as a person would. */
async function uploadThroughButton(page: Page, name: string, background: string) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Upload Photo" }).click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer: await png(background) });
}

/** How many lines a control's content takes (one when it fits its tile). */
async function lineCount(page: Page, name: string) {
  return page.getByRole("button", { name }).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

test("photos at 390 px: the first is Main, Set as Main fits, delete asks first, and focus is never lost", async ({
  page,
}) => {
  await confirmedUser(page, "photos");
  await page.goto("/profile/edit");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));

  await uploadThroughButton(page, "first.png", "#b07cf0");
  // An upload is decoded and re-encoded on the server: on a busy 2-core machine that can take a while.
  await expect(page.getByRole("img", { name: "Your photo 1 (main)" })).toBeVisible({ timeout: 30_000 });
  const photos = page.getByRole("list", { name: "Your photos" });
  await expect(photos.getByRole("listitem").first()).toContainText("Main");
  await expect(page.getByRole("button", { name: "Set photo 1 as main" })).toHaveCount(0);
  // The button that was used keeps focus through the upload; the result is announced.
  await expect(page.getByRole("button", { name: "Upload Photo" })).toBeFocused();
  await expect(page.getByRole("status").filter({ hasText: "Photo 1 uploaded." })).toBeAttached();

  await uploadThroughButton(page, "second.png", "#f0b07c");
  await expect(page.getByRole("img", { name: "Your photo 2" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Upload Photo" })).toBeFocused();

  // Set as Main fits inside its tile on one line.
  const setMain = page.getByRole("button", { name: "Set photo 2 as main" });
  const tile = (await photos.getByRole("listitem").nth(1).boundingBox())!;
  const button = (await setMain.boundingBox())!;
  expect(button.x).toBeGreaterThanOrEqual(tile.x);
  expect(button.x + button.width).toBeLessThanOrEqual(tile.x + tile.width);
  expect(await lineCount(page, "Set photo 2 as main")).toBe(1);

  await setMain.click();
  await expect(page.getByRole("img", { name: "Your photo 2 (main)" })).toBeVisible();
  await expect(focused(page)).toHaveText("Photo 2 is now your main photo.");

  // Delete asks first; Escape cancels and returns focus to the Delete button.
  await page.getByRole("button", { name: "Delete photo 1" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this photo?" });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("button", { name: "Delete photo 1" })).toBeFocused();
  await expect(page.getByRole("img", { name: "Your photo 1" })).toBeVisible();

  await page.getByRole("button", { name: "Delete photo 1" }).click();
  await confirm.getByRole("button", { name: "Delete photo" }).click();
  await expect(confirm).toBeHidden();
  await expect(photos.getByRole("listitem")).toHaveCount(1);
  await expect(focused(page)).toHaveText("Photo deleted.");
  await expect(page.getByRole("img", { name: "Your photo 1 (main)" })).toBeVisible();

  // Saving keeps focus on the Save button it was started from.
  await page.locator("#profile-form").getByLabel("Name").fill("Ines Duarte");
  const save = page.getByRole("button", { name: "Save Changes" }).first();
  await save.click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await expect(save).toBeFocused();
});
