import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { AccountText, DeletionText, ExportText } from "#shared/account";
import { NotificationText } from "#shared/notifications";
import { PASSWORD, confirmedUser, expectNoAxeViolations, latestLink, matchedPair, test, newContext } from "./support";

const NEW_PASSWORD = "Another-Horse8!staple";

test("changing the password on one device signs the other out at once; the sessions list and the email change work from /settings", async ({
  browser,
}) => {
  const laptopContext = await newContext(browser);
  const phoneContext = await newContext(browser);
  const laptop = await laptopContext.newPage();
  const phone = await phoneContext.newPage();
  const email = await confirmedUser(laptop, "settings");
  await laptop.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  expect((await phone.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(200);
  await phone.goto("/profile/edit");
  await phone.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await expect(phone.getByRole("heading", { name: "Edit your profile" })).toBeVisible();

  // Reached from the nav; both devices listed, this one marked.
  await laptop.goto("/profile");
  await laptop.getByRole("link", { name: "Account Settings" }).click();
  await expect(laptop).toHaveURL(/\/settings$/);
  await expect(laptop.getByRole("heading", { name: AccountText.title, level: 1 })).toBeVisible();
  const sessions = laptop.getByRole("region", { name: "Where you're signed in" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(laptop.getByText("This device", { exact: true })).toBeVisible();
  await expectNoAxeViolations(laptop, "/settings");

  // A wrong current password is refused beside its field.
  const passwordForm = laptop.getByRole("region", { name: "Password" });
  await passwordForm.getByLabel("Current password").fill("Not-The-One9!x");
  await passwordForm.getByLabel("New password").fill(NEW_PASSWORD);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByText(AccountText.wrongPassword)).toBeVisible();

  await passwordForm.getByLabel("Current password").fill(PASSWORD);
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(laptop.getByText(AccountText.passwordChanged.description)).toBeVisible();
  // The phone, with its page open and untouched, is signed out and sent to sign in.
  await expect(phone).toHaveURL(/\/auth$/);
  await expect(sessions).toHaveCount(1);
  await laptop.reload();
  await expect(laptop.getByRole("heading", { name: AccountText.title, level: 1 })).toBeVisible();

  // The email changes once the link mailed to the new address is opened.
  const next = `moved.${Date.now().toString(36)}@example.com`;
  const emailForm = laptop.getByRole("region", { name: "Email" });
  await emailForm.getByLabel("New email").fill(next);
  await emailForm.getByLabel("Current password").fill(NEW_PASSWORD);
  await emailForm.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(emailForm.getByRole("status")).toHaveText(AccountText.emailChangeSent(next));
  await laptop.goto(await latestLink(laptop.request, next, "Confirm your new email"));
  await expect(laptop).toHaveURL(/\/settings$/);
  await expect(laptop.getByRole("region", { name: "Email" })).toContainText(`Signed in as ${next}`);

  await laptopContext.close();
  await phoneContext.close();
});

test("deleting the account signs the member out, frees nothing of theirs to others, and their match disappears from the other person's page", async ({
  browser,
}) => {
  const { a, b, close } = await matchedPair(browser, "delete", [
    { name: "Rowan", gender: "non-binary" },
    { name: "Sasha", gender: "woman" },
  ]);
  const email = (await (await a.request.get("/api/auth/session")).json()).user.email as string;
  await b.goto("/matches");
  await expect(b.getByText("Rowan").first()).toBeVisible();

  await a.goto("/settings");
  const danger = a.getByRole("region", { name: DeletionText.title });
  await danger.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await danger.getByLabel(DeletionText.confirmLabel).fill("delete");
  await danger.getByRole("button", { name: DeletionText.button }).click();
  await expect(danger.getByText(DeletionText.confirmMismatch)).toBeVisible();
  await expectNoAxeViolations(a, "/settings deletion errors");
  await danger.getByLabel(DeletionText.confirmLabel).fill(DeletionText.confirmWord);
  await danger.getByRole("button", { name: DeletionText.button }).click();

  await expect(a).toHaveURL(/\/$/);
  await expect(a.getByText(DeletionText.done.title)).toBeVisible();
  await expect(
    a
      .getByRole("banner")
      .getByRole("link", { name: "Sign In" })
      .or(a.getByRole("banner").getByRole("button", { name: /menu/i }))
      .first(),
  ).toBeVisible();
  // Sasha's page, untouched, loses the match; Rowan's address signs in to nothing.
  await expect(b.getByText("Rowan")).toHaveCount(0);
  expect((await a.request.post("/api/auth/sign-in", { data: { email, password: PASSWORD } })).status()).toBe(401);
  await expect
    .poll(async () =>
      (await (await a.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()).mails.map(
        (m: { subject: string }) => m.subject,
      ),
    )
    .toContain("Your Unlocked account has been deleted");
  await close();
});

test("the member downloads an archive of their data that holds a message they sent and their photo", async ({
  browser,
}) => {
  const { a, matchId, close } = await matchedPair(browser, "export", [
    { name: "Noor", gender: "woman" },
    { name: "Ines", gender: "woman" },
  ]);
  const photo = await sharp({ create: { width: 600, height: 750, channels: 3, background: "#b07cf0" } })
    .png()
    .toBuffer();
  expect(
    (
      await a.request.post("/api/profile/photos", {
        multipart: { photo: { name: "me.png", mimeType: "image/png", buffer: photo } },
      })
    ).status(),
  ).toBe(201);
  expect(
    (
      await a.request.post(`/api/conversations/${matchId}/messages`, { data: { message_text: "A message Noor sent" } })
    ).status(),
  ).toBe(201);

  await a.goto("/settings");
  const section = a.getByRole("region", { name: ExportText.title });
  await section.getByRole("button", { name: ExportText.button }).click();
  await expect(a.getByText(ExportText.requested)).toBeVisible();
  // Built by the job queue in the background; the list polls until it is ready.
  const link = section.getByRole("link", { name: /Download/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(a.getByText(ExportText.requested)).toBeHidden({ timeout: 10_000 });
  await expectNoAxeViolations(a, "/settings with an archive");
  const [download] = await Promise.all([a.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^unlocked-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(strFromU8(files["unlocked-data/data/messaging.json"]!)).toContain("A message Noor sent");
  const photos = Object.keys(files).filter((f) => f.startsWith("unlocked-data/photos/") && f.endsWith(".webp"));
  expect(photos).toHaveLength(1);
  expect(files[photos[0]!]!.byteLength).toBeGreaterThan(500);
  await close();
});

test("notification choices are saved and stay; previews follow messages", async ({ page }) => {
  await confirmedUser(page, "notify");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await page.goto("/settings");
  const section = page.getByRole("region", { name: NotificationText.title });
  // Service workers are off in this browser context, so push is not offered here (pwa.spec.ts covers it).
  await expect(section.getByText(NotificationText.pushUnsupported)).toBeVisible();
  const messages = section.getByRole("checkbox", { name: NotificationText.kinds.messages });
  const previews = section.getByRole("checkbox", { name: NotificationText.kinds.message_previews });
  await expect(messages).toBeChecked();
  await expect(previews).not.toBeChecked();
  await previews.check();
  await expect(page.getByText(NotificationText.saved)).toBeVisible();
  await section.getByRole("checkbox", { name: NotificationText.kinds.product_mail }).uncheck();
  await expect(section.getByRole("checkbox", { name: NotificationText.kinds.product_mail })).not.toBeChecked();
  await messages.uncheck();
  await expect(previews).toBeDisabled();
  await page.reload();
  await expect(section.getByRole("checkbox", { name: NotificationText.kinds.messages })).not.toBeChecked();
  await expect(section.getByRole("checkbox", { name: NotificationText.kinds.message_previews })).toBeChecked();
  await expect(section.getByRole("checkbox", { name: NotificationText.kinds.product_mail })).not.toBeChecked();
  await expect(page.getByText(NotificationText.saved)).toBeHidden({ timeout: 10_000 });
  await expectNoAxeViolations(page, "/settings notifications");
});
