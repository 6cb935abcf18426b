import { expect } from "@playwright/test";
import sharp from "sharp";
import { confirmedUser, cspViolations, test } from "./support";

test("a new member fills the editor, adds two photos, picks the main one, and it all stays", async ({ page }) => {
  const violations = cspViolations(page);
  await confirmedUser(page, "editor");
  await page.goto("/profile/edit");
  await expect(page.getByRole("heading", { name: "Edit your profile" })).toBeVisible();

  const form = page.locator("#profile-form");
  await form.getByLabel("Name").fill("Noor Haddad");
  await form.getByLabel("Date of birth").fill("1993-02-11");
  await form.getByLabel("Gender", { exact: true }).selectOption("woman");
  await form.getByLabel("Height (cm)").fill("168");
  await form.getByLabel("Looking for").selectOption("relationship");
  await form.getByLabel("Bio").fill("Ceramicist, early riser, terrible at mini golf.");
  await form.getByLabel("Location").fill("11211");
  await expect(form.getByLabel("Zip code")).toHaveValue("11211");
  await form.getByLabel("Location").fill("Brooklyn, NY");
  await form.getByLabel("Occupation").fill("Ceramic artist");
  await form.getByLabel("Education").fill("MFA, Alfred University");
  await form.getByRole("textbox", { name: "Interests" }).fill("pottery");
  await form.getByRole("textbox", { name: "Interests" }).press("Enter");
  await form.getByRole("textbox", { name: "Interests" }).fill("  night swims ");
  await form.getByRole("button", { name: "Add", exact: true }).click();
  await form.getByRole("textbox", { name: "Interests" }).fill("tea");
  await form.getByRole("textbox", { name: "Interests" }).press("Enter");
  await form.getByRole("button", { name: "Remove tea" }).click();
  await form.getByLabel("Women").check();
  await form.getByLabel("Non-binary people").check();
  await form.getByLabel("Distance (miles)").fill("30");
  await form.getByLabel("Minimum age").fill("28");
  await form.getByLabel("Maximum age").fill("45");

  // Photo 1 from a file, photo 2 from the (synthetic) camera.
  const png = await sharp({ create: { width: 800, height: 1000, channels: 3, background: "#b07cf0" } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("img", { name: "Your photo 1" })).toBeVisible();
  await page.getByRole("button", { name: "Take Photo" }).click();
  const camera = page.getByRole("dialog", { name: "Take a photo" });
  await expect(camera.getByRole("button", { name: "Take Photo" })).toBeEnabled();
  await camera.getByRole("button", { name: "Take Photo" }).click();
  await expect(page.getByRole("img", { name: "Your photo 2" })).toBeVisible();
  await page.getByRole("button", { name: "Set photo 2 as main" }).click();
  await expect(page.getByRole("img", { name: "Your photo 2 (main)" })).toBeVisible();

  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();

  await page.reload();
  await expect(form.getByLabel("Name")).toHaveValue("Noor Haddad");
  await expect(form.getByLabel("Gender", { exact: true })).toHaveValue("woman");
  await expect(form.getByLabel("Height (cm)")).toHaveValue("168");
  await expect(form.getByLabel("Zip code")).toHaveValue("11211");
  await expect(form.getByLabel("Location")).toHaveValue("Brooklyn, NY");
  await expect(form.getByLabel("Maximum age")).toHaveValue("45");
  await expect(page.getByRole("list", { name: "Your interests" }).getByRole("listitem")).toHaveText([
    "pottery",
    "night swims",
  ]);
  await expect(page.getByRole("img", { name: "Your photo 2 (main)" })).toBeVisible();

  await page.getByRole("link", { name: "Back to Profile" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Noor Haddad");
  const main = await page.getByRole("img", { name: "Noor Haddad photo 1" }).getAttribute("src");
  const profile = await (await page.request.get("/api/profile")).json();
  expect(main).toBe(profile.avatar_url);
  expect(profile.interested_in).toEqual(["woman", "non-binary"]);
  expect(violations).toEqual([]);
  expect(profile.photos[1].url).toBe(profile.avatar_url);
});

test("quick setup asks four things once, saves them and opens matches", async ({ page }) => {
  await confirmedUser(page, "quick");
  await page.goto("/profile");
  const dialog = page.getByRole("dialog", { name: "Let's set up your matches" });
  await expect(dialog).toBeVisible();
  const go = dialog.getByRole("button", { name: "Show My Matches" });
  await expect(go).toBeDisabled();
  await dialog.getByLabel("Non-binary", { exact: true }).check();
  await dialog.getByLabel("Anyone").check();
  await expect(go).toBeDisabled();
  await dialog.getByLabel("Location").fill("94110");
  // The slider starts at the saved preferences (18 to 65 until changed).
  await dialog.getByRole("slider", { name: "Maximum age" }).press("ArrowRight");
  await go.click();
  await expect(page).toHaveURL(/\/matches$/);

  const profile = await (await page.request.get("/api/profile")).json();
  expect(profile).toMatchObject({
    gender: "non-binary",
    interested_in: [],
    location: "94110",
    zip_code: "94110",
    age_preference_min: 18,
    age_preference_max: 66,
  });
  await page.goto("/profile");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // ?verify=1 forces the editor's verification panel open, with the age check on top.
  await page.goto("/profile/edit?verify=1");
  const age = page.getByRole("dialog", { name: "Verify your age" });
  await expect(age).toBeVisible();
  await age.getByLabel("Date of birth").fill("1991-07-09");
  await age.getByRole("button", { name: "Verify Age" }).click();
  await expect(page.getByText("Age Verified Successfully").first()).toBeVisible();
  await expect(age).toBeHidden({ timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem("ageVerified"))).toBe("true");
});

test("visitors see the demo profile; the editor sends them to sign in", async ({ page }) => {
  await page.goto("/profile");
  await expect(page.getByText("Demo Profile")).toBeVisible();
  await expect(page.getByRole("link", { name: "Find Matches" })).toBeVisible();
  await page.goto("/profile/edit");
  await expect(page).toHaveURL(/\/auth$/);
});
