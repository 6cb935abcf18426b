import { expect, type Browser, type Page } from "@playwright/test";
import { LikesText } from "#shared/phone-first-messages";
import {
  buyPlan,
  confirmedUser,
  expectNoAxeViolations,
  newContext,
  patchProfile,
  test,
  untilHydrated,
} from "./support";

const phone = { width: 390, height: 844 };
const profile = (name: string) => ({ name, gender: "woman", interested_in: [], zip_code: "96813" }); // Honolulu: this spec's own town

async function member(browser: Browser, name: string) {
  const context = await newContext(browser, { viewport: phone });
  const page = await context.newPage();
  await confirmedUser(page, `tabs-${name.toLowerCase()}`);
  const { id } = (await patchProfile(page, profile(name))) as { id: string };
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  return { page, id, close: () => context.close() };
}

const tabs = (page: Page) => page.getByRole("navigation", { name: "Tabs" });
const badge = (page: Page, tab: string) => tabs(page).locator(`[data-badge="${tab}"]`);

test("a phone's tab bar: live badges for likes and unread messages, and the Likes tab locked, then open", async ({
  browser,
}) => {
  const ines = await member(browser, "Ines");
  const bo = await member(browser, "Bo");
  const { page } = ines;

  await page.goto("/matches");
  await expect(tabs(page).getByRole("link")).toHaveText(["Discover", "Likes", "Messages", "Profile"]);
  await expect(tabs(page).getByRole("link", { name: "Discover" })).toHaveAttribute("aria-current", "page");
  await expect(badge(page, "Likes")).toHaveCount(0);

  // Bo likes Ines: her open page counts it without a reload.
  expect((await bo.page.request.post("/api/likes", { data: { user_id: ines.id } })).status()).toBe(200);
  await expect(badge(page, "Likes")).toHaveText("1");
  await expect(tabs(page).getByRole("link", { name: "Likes, 1 person likes you" })).toBeVisible();

  // Free: how many, a veiled face, the upgrade; never who.
  await tabs(page)
    .getByRole("link", { name: /^Likes/ })
    .click();
  await expect(page.getByRole("heading", { name: LikesText.heading(1) })).toBeVisible();
  // Bo has no photo: his place in the teaser is a plain shape, named for screen readers.
  await expect(page.getByText(LikesText.veiled)).toHaveCount(1);
  await expect(page.getByRole("link", { name: LikesText.lockedAction })).toHaveAttribute("href", "/pricing");
  await expect(page.getByText("Bo", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, "/likes locked");

  // With Unlocked+ she sees Bo, and liking back makes the match: the count goes.
  await buyPlan(page, "unlocked-plus");
  await page.goto("/likes");
  await expect(page.getByRole("heading", { name: LikesText.heading(1) })).toBeVisible();
  await expect(page.getByRole("article", { name: "Bo" })).toBeVisible();
  await expectNoAxeViolations(page, "/likes open");
  await page.getByRole("button", { name: "Like Bo" }).click();
  await expect(page.getByRole("dialog", { name: /It's a match/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(badge(page, "Likes")).toHaveCount(0);

  // A message from Bo: the Messages tab counts the conversation until she opens it.
  const { conversations } = (await (await bo.page.request.get("/api/conversations")).json()) as {
    conversations: { match_id: string }[];
  };
  const matchId = conversations[0]!.match_id;
  expect(
    (
      await bo.page.request.post(`/api/conversations/${matchId}/messages`, { data: { message_text: "Hi Ines!" } })
    ).status(),
  ).toBe(201);
  await expect(badge(page, "Messages")).toHaveText("1");
  await tabs(page)
    .getByRole("link", { name: /^Messages/ })
    .click();
  await page.getByRole("button", { name: /Bo/ }).first().click();
  await expect(page.getByText("Bo: Hi Ines!")).toBeVisible();
  // Inside a conversation the message box holds the bottom of the screen.
  await expect(tabs(page)).toHaveCount(0);
  await page.goBack();
  await expect(badge(page, "Messages")).toHaveCount(0);

  // On a wide screen the top bar carries the same places, and no tab bar shows.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(tabs(page)).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Likes" })).toBeVisible();

  await Promise.all([ines.close(), bo.close()]);
});

test("the Likes tab without likes yet says so and points to the profile and discovery", async ({ browser }) => {
  const ada = await member(browser, "Ada");
  await ada.page.goto("/likes");
  await expect(ada.page.getByRole("heading", { name: LikesText.emptyTitle })).toBeVisible();
  await expect(ada.page.getByRole("link", { name: LikesText.emptyEdit })).toHaveAttribute("href", "/profile/edit");
  await expectNoAxeViolations(ada.page, "/likes empty");
  await ada.page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(ada.page, "/likes empty, wide");
  await ada.close();
});

test("on a phone, Discover asks only for the deck's people: matches and nearby people, hidden there, are never fetched", async ({
  browser,
}) => {
  const { page, close } = await member(browser, "Pia");
  await page.goto("/messages");
  const asked: string[] = [];
  page.on("request", (r) => void (r.url().includes("/api/") && asked.push(new URL(r.url()).pathname)));
  // Once the tab bar has hydrated: a link clicked before then loads the whole page, and the
  // server, not this browser, reads the deck for it.
  await (await untilHydrated(tabs(page).getByRole("link", { name: "Discover" }))).click();
  await expect(page).toHaveURL(/\/matches$/);
  await expect.poll(() => asked).toContain("/api/discover");
  // Neither section is in the page; nearby people are asked for by nothing else. (Matches are:
  // the socket's resync re-reads them for the Messages tab, so their requests prove nothing here.)
  await expect(page.locator("#mutual-heading, #nearby-heading")).toHaveCount(0);
  expect(asked).not.toContain("/api/discover/nearby");
  // From `sm` up they are part of the page again.
  const nearby = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/discover/nearby");
  await page.setViewportSize({ width: 1024, height: 800 });
  await nearby;
  await close();
});
