import { expect, type Browser } from "@playwright/test";
import { IdentityText } from "#shared/identity";
import { confirmedUser, expectNoAxeViolations, newContext, patchProfile, test } from "./support";

async function member(browser: Browser, prefix: string, width: number) {
  const context = await newContext(browser, { viewport: { width, height: width === 390 ? 844 : 800 } });
  const page = await context.newPage();
  await confirmedUser(page, prefix);
  const { id } = (await patchProfile(page, {
    name: prefix === "identity-a" ? "Rowan" : "Tess",
    gender: "non-binary",
    interested_in: [],
    zip_code: "59801",
  })) as { id: string };
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  return { page, id, close: () => context.close() };
}

for (const width of [390, 1280]) {
  test(`identity beyond the four genders, shown or kept private, at ${width} px`, async ({ browser }) => {
    const rowan = await member(browser, "identity-a", width);
    const tess = await member(browser, "identity-b", width);
    const { page } = rowan;

    await page.goto("/profile/edit");
    const form = page.locator("#profile-form");
    const identities = form.getByRole("group", { name: IdentityText.identitiesLegend });
    await identities.getByLabel("Genderqueer").check();
    await identities.getByLabel("Two-Spirit").check();
    const orientation = form.getByRole("group", { name: IdentityText.orientationsLegend });
    await orientation.getByLabel("Pansexual").check();
    // Orientation starts private, and says so.
    await expect(orientation.getByLabel(IdentityText.show)).not.toBeChecked();
    await expect(orientation.getByText(IdentityText.hiddenNote)).toBeVisible();
    await form.getByLabel(IdentityText.pronounsLabel).selectOption("they/them");
    await expectNoAxeViolations(page, "editor identity", "#profile-form");
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();

    // Tess sees the pronouns and the identities, not the private orientation.
    await tess.page.goto(`/profile/${rowan.id}`);
    await expect(tess.page.getByRole("heading", { level: 1, name: /Rowan/ })).toBeVisible();
    await expect(tess.page.getByText("they/them")).toBeVisible();
    const shown = tess.page.getByRole("list", { name: "Identity" });
    await expect(shown.getByRole("listitem")).toHaveText(["Genderqueer", "Two-Spirit"]);
    await expectNoAxeViolations(tess.page, "profile with identity");

    // Rowan's own profile marks what only they see; showing the orientation reaches Tess.
    await page.goto("/profile");
    await expect(page.getByRole("list", { name: "Identity" }).getByText("Pansexual")).toContainText("(private)");
    await page.goto("/profile/edit");
    await orientation.getByLabel(IdentityText.show).check();
    await page.getByRole("button", { name: "Save Changes" }).first().click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    await tess.page.reload();
    await expect(shown.getByRole("listitem")).toHaveText(["Genderqueer", "Two-Spirit", "Pansexual"]);

    await Promise.all([rowan.close(), tess.close()]);
  });
}
