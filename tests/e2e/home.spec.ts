import { expect } from "@playwright/test";
import { LikesText } from "#shared/phone-first-messages";
import { confirmedUser, expectNoAxeViolations, matchedPair, newContext, patchProfile, test } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

test("signed-in home on a phone: greets by name, account actions once, reminder only while incomplete and never over content", async ({
  page,
}) => {
  await confirmedUser(page, "home");
  // Through setup's steps up to the quiz, the profile still incomplete (onboarding.spec.ts has the steps).
  await patchProfile(page, { name: "Maya Lin", onboarding_step: 6 });
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));

  await page.goto("/");
  // The first-visit welcome opens by itself; Escape closes it and focus lands on the page, not on <body>.
  await expect(page.getByRole("dialog", { name: "Welcome to Unlocked" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const heading = page.getByRole("heading", { level: 1 });
  // A new member is welcomed, not welcomed back.
  await expect(heading).toHaveText("Welcome to Unlocked, Maya Lin");
  await expect(heading).toBeFocused();
  await expect(page.getByRole("main")).not.toContainText("@example.com");
  await expect(page).toHaveTitle("Home · Unlocked");

  // The nav bar's desktop links and account actions are hidden on a phone (CSS: the server's page
  // is the same at every width), so neither eyes nor screen readers meet them twice beside the
  // menu, and they appear when the window widens past `md`.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Account Settings" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Mission" })).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 844 });
  await expect(nav.getByRole("link", { name: "Account Settings" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Mission" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav.getByRole("link", { name: "Account Settings" })).toHaveCount(0);

  // View Profile and Sign Out live in the mobile menu only; the menu's Sign Out is on screen at 390x844.
  await expect(page.getByRole("main").getByRole("button", { name: "Sign Out" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: "View Profile" })).toHaveCount(0);
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "View Profile" })).toHaveCount(1);
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

  // The reminder shows while the profile is incomplete; scrolled to the end it sits clear of the invite card and the footer.
  const reminder = page.getByRole("link", { name: "Complete Profile" });
  await expect(reminder).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const band = (await reminder.locator("..").boundingBox())!;
  for (const other of [page.getByRole("button", { name: "Send Invitation" }), page.getByRole("contentinfo")]) {
    const box = (await other.boundingBox())!;
    const overlaps = band.y < box.y + box.height && box.y < band.y + band.height;
    expect(overlaps).toBe(false);
  }

  // One prompt to act at a time: with the profile complete, the quiz is next.
  await expect(page.getByRole("heading", { name: "Take the compatibility quiz" })).toHaveCount(0);
  await patchProfile(page, { gender: "woman", looking_for: "relationship" });
  await page.reload();
  await expect(heading).toHaveText("Welcome to Unlocked, Maya Lin");
  await expect(reminder).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Take the compatibility quiz" })).toBeVisible();

  // On a desktop the navigation bar carries them, once.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole("button", { name: "Sign Out" })).toHaveCount(1);
  await expect(page.getByRole("link", { name: /^(View )?Profile$/ })).toHaveCount(1);
});

test("a member's home has what is new: likes waiting, new matches and conversations waiting, and the day's best", async ({
  browser,
}) => {
  const zip = "83001"; // Jackson WY
  const place = { zip_code: zip, distance_preference: 10, interested_in: [] };
  const { a, b, matchId, close } = await matchedPair(browser, "home-people", [
    { name: "Lena", gender: "woman", ...place },
    { name: "Milo", gender: "man", ...place },
  ]);
  const ctx = await newContext(browser);
  const c = await ctx.newPage();
  await confirmedUser(c, "home-people-c");
  await patchProfile(c, { name: "Nadia", gender: "woman", bio: "Rivers and maps.", ...place });
  await a.evaluate(() => localStorage.setItem("hasSeenFirstLight", "true"));

  // Nobody waits for Lena's answer yet: no likes card.
  await a.goto("/");
  await expect(a.getByRole("region", { name: "Waiting for you" })).toBeVisible();
  await expect(a.getByRole("heading", { name: LikesText.heading(1) })).toHaveCount(0);
  // Nadia likes Lena: the count is on Lena's home, live, with the way to the Likes tab.
  const { id: lenaId } = (await (await a.request.get("/api/profile")).json()) as { id: string };
  expect((await c.request.post("/api/likes", { data: { user_id: lenaId } })).status()).toBe(200);
  await expect(a.getByRole("heading", { name: LikesText.heading(1) })).toBeVisible();
  await expect(a.getByRole("link", { name: LikesText.homeAction })).toHaveAttribute("href", "/likes");
  const best = a.getByRole("region", { name: "Today's best for you" });
  await expect(best.getByRole("article", { name: "Nadia" })).toBeVisible();
  const waiting = a.getByRole("region", { name: "Waiting for you" });
  await expect(waiting.getByRole("link", { name: "Milo" })).toHaveAttribute("href", `/messages?match=${matchId}`);

  expect(
    (await b.request.post(`/api/conversations/${matchId}/messages`, { data: { message_text: "Hi Lena!" } })).status(),
  ).toBe(201);
  await a.reload();
  await expect(waiting.getByText("Your turn to reply")).toBeVisible();
  await expect(waiting.getByRole("link", { name: /Milo.*Hi Lena!/ })).toBeVisible();
  await expectNoAxeViolations(a, "/ with people");
  await a.screenshot({ path: "test-results/home-people-390.png", fullPage: true });
  await a.setViewportSize({ width: 1280, height: 900 });
  await a.screenshot({ path: "test-results/home-people-1280.png", fullPage: true });
  await Promise.all([close(), ctx.close()]);
});
