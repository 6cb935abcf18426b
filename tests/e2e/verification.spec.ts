import os from "node:os";
import path from "node:path";
import { expect, type LaunchOptions } from "@playwright/test";
import { VerificationText } from "#shared/messages";
import { ModerationText } from "#shared/moderation";
import { facePictures, writeCameraVideo } from "../support/faces";
import { confirmedUser, expectNoAxeViolations, moderatorPage, newContext, patchProfile, test } from "./support";

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

videoTest(
  "every step done but no photo matched: she asks for a review, a moderator compares and confirms, and the mark is hers",
  async ({ page, browser }) => {
    test.setTimeout(150_000);
    await confirmedUser(page, "verify-review");
    await patchProfile(page, { name: "Lena", gender: "woman", interested_in: ["man"], zip_code: "10001" });
    // Her photo is of someone else than the face the camera shows: the comparison fails.
    const upload = await page.request.post("/api/profile/photos", {
      multipart: { photo: { name: "lena.jpg", mimeType: "image/jpeg", buffer: (await facePictures()).stranger } },
    });
    expect(upload.status()).toBe(201);

    await page.goto("/get-verified");
    await page.getByRole("button", { name: "Start the check" }).click();
    await expect(page.getByRole("alert")).toHaveText(VerificationText.failed["no-match"], { timeout: 90_000 });
    await expect(page.getByText(VerificationText.review.what)).toBeVisible();
    await expectNoAxeViolations(page, "a failed check's review offer");
    await page.screenshot({ path: "test-results/get-verified-review-offer-390.png", fullPage: true });
    await page.getByRole("button", { name: VerificationText.review.ask }).click();
    await expect(page.getByRole("status").filter({ hasText: VerificationText.review.sent })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("status").filter({ hasText: VerificationText.review.pending })).toBeVisible();

    // The moderator, at a desk, sees the four pictures of her check beside her photo.
    const mod = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
    await moderatorPage(mod);
    await mod.goto("/moderation");
    await mod.getByRole("link", { name: /Lena.*Verification review/ }).click();
    await expect(mod.getByRole("heading", { name: "Verification review for Lena", level: 1 })).toBeVisible();
    const pictures = mod.getByRole("img", { name: /^Live check, step \d of 4$/ });
    await expect(pictures).toHaveCount(4);
    for (const img of await pictures.all())
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await expect(mod.getByRole("img", { name: "Profile photo 1" })).toBeVisible();
    await expectNoAxeViolations(mod, "a verification review");
    await mod.screenshot({ path: "test-results/verification-review-1280.png", fullPage: true });
    await mod.getByLabel("Decision").selectOption({ label: "Confirm verification" });
    await mod.getByLabel("Reason").fill("Same person; the profile photo is older");
    await mod.getByRole("button", { name: "Confirm verification" }).click();
    await expect(mod.getByRole("region", { name: "Audit log" }).getByText("Same person")).toBeVisible();
    await mod.context().close();

    // She is told, and her profile wears the mark.
    await page.goto("/profile");
    await expect(page.getByText(ModerationText.verificationConfirmed)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }).getByText("Verified")).toBeVisible();
  },
);
