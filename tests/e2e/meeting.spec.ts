import { DeckText } from "#shared/phone-first-messages";
import { expect } from "@playwright/test";
import sharp from "sharp";
import { confirmedUser, expectNoAxeViolations, newContext, patchProfile, test } from "./support";

/** A photo the test makes itself: a plain colour, a portrait's shape. */
const photo = (background: string) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();

test("a card carries the person, and their profile shows them whole with the actions that fit", async ({ browser }) => {
  // Bozeman, a short radius: no other test's members live here.
  const zip = "59715";
  const [ctxA, ctxB] = [await newContext(browser), await newContext(browser)];
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  await confirmedUser(a, "meet-a");
  await confirmedUser(b, "meet-b");
  const place = { zip_code: zip, location: "Bozeman, MT", distance_preference: 10, interested_in: [] };
  await patchProfile(a, { name: "Wren", gender: "woman", interests: ["Climbing", "Jazz"], ...place });
  const { id: bId } = await patchProfile(b, {
    name: "Yusuf",
    gender: "man",
    bio: "Engineer who bakes.",
    occupation: "Engineer",
    interests: ["jazz", "Sourdough"],
    prompts: [
      { prompt: "sunday", answer: "Farmers market, then a long nap." },
      { prompt: "teach_me", answer: "How to fold dumplings." },
    ],
    ...place,
  });
  for (const colour of ["#7c3aed", "#db2777"]) {
    const res = await b.request.post("/api/profile/photos", {
      multipart: { photo: { name: "me.jpg", mimeType: "image/jpeg", buffer: await photo(colour) } },
    });
    expect(res.status()).toBe(201);
  }
  await a.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));

  // On a phone, one person at a time: every photo to page through, name and place, the reasons,
  // his words (each prompt once) as you scroll, what they share; Pass and Like in thumb reach.
  await a.setViewportSize({ width: 390, height: 844 });
  await a.goto("/matches");
  const person = a.getByRole("region", { name: DeckText.region }).getByRole("article", { name: "Yusuf" });
  await expect(person.getByRole("region", { name: "Photos of Yusuf" }).getByText("Photo 1 of 2")).toBeAttached();
  await expect(person.getByText("Bozeman, MT")).toBeVisible();
  await expect(person.getByRole("region", { name: "Why you and Yusuf fit" })).toContainText("jazz");
  await expect(person.getByText("A perfect Sunday looks like…")).toHaveCount(1);
  await expect(person.getByText("Farmers market, then a long nap.")).toBeVisible();
  await expect(person.getByText("How to fold dumplings.")).toBeVisible();
  await expect(person.getByRole("list", { name: "Interests" })).toContainText("Shared: Jazz");
  await expect(a.getByRole("button", { name: DeckText.pass("Yusuf") })).toBeVisible();
  // One person fills the phone's width, no more: the photo never stretches the page sideways.
  expect((await person.boundingBox())!.width).toBeLessThanOrEqual(390);
  await a.screenshot({ path: "test-results/card-390.png" });
  await expectNoAxeViolations(a, "/matches at 390");

  // From sm up, the grid of the same cards: photo, name and place, reasons, his own words.
  await a.setViewportSize({ width: 1280, height: 900 });
  const card = a.getByRole("region", { name: "People you may click with" }).getByRole("article", { name: "Yusuf" });
  await expect(card.getByRole("img", { name: "Photo of Yusuf" })).toBeVisible();
  await expect(card.getByText("Bozeman, MT")).toBeVisible();
  await expect(card.getByText("A perfect Sunday looks like…")).toBeVisible();
  await expect(card.getByRole("list", { name: "Interests" })).toContainText("Shared: Jazz");
  await expect(card.getByRole("button", { name: "Pass on Yusuf" })).toBeVisible();
  await a.screenshot({ path: "test-results/card-1280.png" });

  // The profile: photos to page through, prompts, the score with every reason, Like and Pass.
  await card.getByRole("link", { name: "View Profile: Yusuf" }).click();
  await expect(a.getByRole("heading", { level: 1, name: /Yusuf/ })).toBeVisible();
  // The nav does not claim this is the member's own profile.
  await expect(a.getByRole("navigation").first().locator('[aria-current="page"]')).toHaveCount(0);
  const photos = a.getByRole("region", { name: "Photos of Yusuf" });
  await expect(photos.getByText("Photo 1 of 2")).toBeAttached();
  await photos.getByRole("button", { name: "Next photo" }).click();
  await expect(photos.getByText("Photo 2 of 2")).toBeAttached();
  await expect(a.getByText("Ask me to teach you…")).toBeVisible();
  await expect(a.getByRole("region", { name: "Why you and Yusuf fit" })).toContainText("jazz");
  await expectNoAxeViolations(a, "/profile/:id");
  await a.screenshot({ path: "test-results/profile-1280.png", fullPage: true });
  await a.getByRole("button", { name: "Like Yusuf" }).click();
  await expect(a.getByRole("button", { name: "Liked Yusuf" })).toBeVisible();

  // Once matched, the profile offers Message, and Unmatch sits in the menu.
  await b.goto("/matches");
  await b
    .getByRole("region", { name: "People you may click with" })
    .getByRole("article", { name: "Wren" })
    .getByRole("button", { name: "Like Wren" })
    .click();
  await expect(b.getByRole("dialog", { name: "It's a match!" })).toBeVisible();
  await a.getByRole("dialog", { name: "It's a match!" }).getByRole("button", { name: "Keep browsing" }).click();
  await a.reload();
  await expect(a.getByRole("link", { name: "Message Yusuf" })).toBeVisible();
  await a.getByRole("button", { name: "More actions for Yusuf" }).click();
  await expect(a.getByRole("menuitem")).toHaveText(["Report", "Unmatch", "Block"]);
  await a.keyboard.press("Escape");
  await a.setViewportSize({ width: 390, height: 844 });
  await a.screenshot({ path: "test-results/profile-390.png", fullPage: true });

  // A visitor is asked to sign in, not told the profile does not exist.
  const visitor = await (await newContext(browser)).newPage();
  await visitor.goto(`/profile/${bId}`);
  await expect(visitor.getByRole("heading", { name: "Sign in to see this profile" })).toBeVisible();
  await expect(visitor.getByText("Profile not found")).toHaveCount(0);
  await Promise.all([ctxA.close(), ctxB.close(), visitor.context().close()]);
});

test("a member answers prompts in the editor, checked as the server checks them", async ({ page }) => {
  await confirmedUser(page, "prompts");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await page.goto("/profile/edit");
  await page.getByLabel("Name").fill("Tess");
  await page.getByRole("button", { name: "Add a prompt" }).click();
  await page.getByLabel("Prompt 1", { exact: true }).selectOption({ label: "I could talk for hours about…" });
  await page.getByLabel("Your answer to prompt 1").fill("x".repeat(151));
  await expect(page.getByLabel("Your answer to prompt 1")).toHaveValue("x".repeat(150));
  await page.getByLabel("Your answer to prompt 1").fill("   ");
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByText("Write an answer, or remove this prompt")).toBeVisible();
  await page.getByLabel("Your answer to prompt 1").fill("Old maps and the stories behind them");
  await page.getByRole("button", { name: "Save Changes" }).first().click();
  await expect(page.getByText("Write an answer, or remove this prompt")).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get("/api/profile")).json()).prompts)
    .toEqual([{ prompt: "geek_out", answer: "Old maps and the stories behind them" }]);
});

test("Pass takes someone off the list at once, and they do not come back", async ({ browser }) => {
  const zip = "82801"; // Sheridan WY
  const [ctxA, ctxB] = [await newContext(browser), await newContext(browser)];
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  await confirmedUser(a, "pass-a");
  await confirmedUser(b, "pass-b");
  const place = { zip_code: zip, distance_preference: 10, interested_in: [] };
  await patchProfile(a, { name: "Ines", gender: "woman", ...place });
  const { id: jonahId } = await patchProfile(b, { name: "Jonah", gender: "man", ...place });
  await a.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await a.goto("/matches");
  // Found by his id, so another Jonah in town (a repeated run) is never mistaken for him.
  const jonah = () =>
    a
      .getByRole("region", { name: "People you may click with" })
      .getByRole("article", { name: "Jonah" })
      .filter({ has: a.locator(`a[href="/profile/${jonahId}"]`) });
  const card = jonah();
  await card.getByRole("button", { name: "Pass on Jonah" }).click();
  await expect(card).toHaveCount(0);
  await expect(a.getByText("You passed on Jonah.").first()).toBeAttached();
  await a.reload();
  await expect(a.getByRole("heading", { level: 1, name: "Your Matches" })).toBeVisible();
  await expect(jonah()).toHaveCount(0);
  await Promise.all([ctxA.close(), ctxB.close()]);
});
