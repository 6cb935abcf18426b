import os from "node:os";
import path from "node:path";
import { expect, type LaunchOptions } from "@playwright/test";
import { facePictures, writeCameraVideo } from "../support/faces";
import { confirmedUser, expectNoAxeViolations, patchProfile, test } from "./support";

/**
 * The camera is a video of a real face (tests/support/faces.ts) looking straight and smiling,
 * then turning left and right, in a loop: the live check runs against the real server and its
 * face model, whatever order the server draws.
 */
const videoTest = test.extend<object, { launchOptions: LaunchOptions }>({
  launchOptions: [
    async ({ launchOptions }, use) => {
      const file = path.join(os.tmpdir(), `unlocked-camera-${process.pid}.y4m`);
      await writeCameraVideo(file);
      await use({
        ...launchOptions,
        args: [...(launchOptions?.args ?? []), `--use-file-for-fake-video-capture=${file}`],
      });
    },
    { scope: "worker" },
  ],
});

videoTest.use({ viewport: { width: 390, height: 844 } });

videoTest(
  "a member takes the live check at 390 px; her profile and her card show the Verified mark",
  async ({ page, browser }) => {
    test.setTimeout(120_000);
    await confirmedUser(page, "verify");
    const { id: mayaId } = await patchProfile(page, {
      name: "Maya",
      gender: "woman",
      interested_in: ["man"],
      zip_code: "10001",
    });
    const upload = await page.request.post("/api/profile/photos", {
      multipart: { photo: { name: "maya.jpg", mimeType: "image/jpeg", buffer: (await facePictures()).profile } },
    });
    expect(upload.status()).toBe(201);

    await page.goto("/profile");
    await page.getByRole("link", { name: "Get verified" }).click();
    await expect(page).toHaveURL(/\/get-verified$/);
    await expect(page.getByRole("heading", { name: "Get verified", level: 1 })).toBeVisible();
    await expect(page.getByText("never by another company")).toBeVisible();
    await expectNoAxeViolations(page, "/get-verified");
    await page.screenshot({ path: "test-results/get-verified-390.png", fullPage: true });

    await page.getByRole("button", { name: "Start the check" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Look straight at the camera" })).toBeVisible();
    await page.screenshot({ path: "test-results/get-verified-checking-390.png" });
    await expect(page.getByText("You're verified")).toBeVisible({ timeout: 90_000 });
    await page.screenshot({ path: "test-results/get-verified-passed-390.png" });

    await page.getByRole("link", { name: "See your profile" }).click();
    await expect(page.getByRole("heading", { level: 1 }).getByText("Verified")).toBeVisible();
    await expect(page.getByRole("link", { name: "Get verified" })).toHaveCount(0);

    // Someone looking for women near her finds her with "Photo-verified people only", marked.
    const viewer = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await confirmedUser(viewer, "verify-viewer");
    await patchProfile(viewer, { name: "Theo", gender: "man", interested_in: ["woman"], zip_code: "10001" });
    await viewer.goto("/matches?verified=true");
    const card = viewer.getByRole("article", { name: "Maya" });
    await expect(card.getByText("Verified")).toBeAttached();
    await viewer.screenshot({ path: "test-results/verified-card-390.png" });
    await viewer.goto(`/profile/${encodeURIComponent(mayaId)}`);
    await expect(viewer.getByRole("heading", { level: 1 }).getByText("Verified")).toBeVisible();
    await viewer.setViewportSize({ width: 1280, height: 900 });
    await viewer.screenshot({ path: "test-results/verified-profile-1280.png" });
    await viewer.context().close();
  },
);

videoTest("without a photo of her face, the check says what to do first", async ({ page }) => {
  await confirmedUser(page, "verify-nophoto");
  await patchProfile(page, { name: "Nell", gender: "woman", interested_in: ["man"], zip_code: "10001" });
  await page.goto("/get-verified");
  await page.getByRole("button", { name: "Start the check" }).click();
  await expect(page.getByRole("alert")).toContainText("Add a photo that shows your face first");
  await expect(page.getByRole("link", { name: "Add a photo" })).toHaveAttribute("href", "/profile/edit");
});
