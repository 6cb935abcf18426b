import { expect, type Locator, type Page } from "@playwright/test";
import { MessageText } from "#shared/messages";
import { buyPlan, expectNoAxeViolations, matchedPair, test } from "./support";

/** The conversation's scroll box, and the bubbles the page holds now. */
const scroller = (page: Page) =>
  page.getByRole("list").locator("xpath=ancestor::div[contains(@class,'overflow-y-auto')][1]");
const bubbles = (page: Page) => page.getByRole("region", { name: "Ada" }).getByRole("listitem");
const topOf = async (item: Locator) => (await item.boundingBox())!.y;

test("a year of chat: opens on the newest, pages back through 1,000 messages keeping the place, and never jumps", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { a, b, matchId, close } = await matchedPair(browser, "history", [
    { name: "Ada", gender: "woman" },
    { name: "Bo", gender: "man" },
  ]);
  // Both write (a conversation has two people, and each stays inside the API's per-minute flood guard).
  await buyPlan(a, "unlocked-plus");
  await buyPlan(b, "unlocked-plus");
  const send = async (text: string, from = a) => {
    const res = await from.request.post(`/api/conversations/${matchId}/messages`, { data: { message_text: text } });
    expect(res.status(), `${await res.text()} ${JSON.stringify(res.headers())}`).toBe(201);
  };
  // The first alone, then 998 ten at a time, then the newest alone: both ends are known.
  await send("The very first hello");
  for (let chunk = 0; chunk < 998; chunk += 10)
    await Promise.all(
      Array.from({ length: Math.min(10, 998 - chunk) }, (_, i) =>
        send(`History ${String(chunk + i + 1).padStart(4, "0")}`, i % 2 ? a : b),
      ),
    );
  await send("The newest message");

  await b.setViewportSize({ width: 390, height: 844 });
  await b.goto(`/messages?match=${matchId}`);
  const newest = bubbles(b).filter({ hasText: "The newest message" });
  await expect(newest).toBeInViewport();
  await expectNoAxeViolations(b, "long conversation");

  // Scrolling up: each older page loads above what is being read, which stays where it was.
  const box = scroller(b);
  // A screen at a time for a while, checking the place is kept as each older page arrives...
  for (let step = 0; step < 12; step += 1) {
    const count = await bubbles(b).count();
    const anchor = bubbles(b).nth(Math.floor(count / 2));
    const anchorText = (await anchor.textContent())!;
    await box.evaluate((el) => el.scrollBy(0, -el.clientHeight * 0.8));
    await b.waitForTimeout(150);
    const held = bubbles(b).filter({ hasText: anchorText });
    const before = await topOf(held);
    // Let any page of older messages arrive, then check the same bubble did not move.
    await b.waitForTimeout(250);
    expect(Math.abs((await topOf(held)) - before), `"${anchorText}" moved`).toBeLessThanOrEqual(2);
    // However far back, the page holds a screenful and a margin, not the history.
    expect(await bubbles(b).count()).toBeLessThan(60);
  }
  // ...then straight to the top, again and again, until the conversation's beginning.
  const beginning = b.getByText(MessageText.beginning);
  for (let jump = 0; jump < 40 && !(await beginning.isVisible()); jump += 1) {
    await box.evaluate((el) => el.scrollTo(0, 0));
    await b.waitForTimeout(300);
  }
  await expect(beginning).toBeVisible();
  expect(await bubbles(b).count()).toBeLessThan(60);
  await box.evaluate((el) => el.scrollTo(0, 0));
  await expect(bubbles(b).filter({ hasText: "The very first hello" })).toBeInViewport();
  await expect(b.getByRole("button", { name: MessageText.jumpToLatest })).toBeVisible();

  // A message arriving while reading far up is offered, never jumped to.
  const reading = bubbles(b).filter({ hasText: "The very first hello" });
  const readingAt = await topOf(reading);
  await send("Are you still up there?");
  const offer = b.getByRole("button", { name: MessageText.newMessages(1) });
  await expect(offer).toBeVisible();
  expect(Math.abs((await topOf(reading)) - readingAt)).toBeLessThanOrEqual(2);
  await offer.click();
  await expect(bubbles(b).filter({ hasText: "Are you still up there?" })).toBeInViewport();
  await expect(offer).toBeHidden();
  await close();
});

test("two tabs of one member stay in step: a message sent or received shows in both, once", async ({ browser }) => {
  const { a, b, matchId, close } = await matchedPair(browser, "tabs", [
    { name: "Ada", gender: "woman" },
    { name: "Bo", gender: "man" },
  ]);
  const second = await b.context().newPage();
  // A new tab's own first-visit set-up prompt (kept per tab) is not what this test is about.
  await second.addInitScript(() => sessionStorage.setItem("quickSetupShown", "true"));
  for (const page of [b, second]) {
    await page.goto(`/messages?match=${matchId}`);
    await expect(page.locator("html[data-live]")).toBeAttached();
  }
  await b.getByRole("textbox", { name: "Message" }).fill("Sent from my laptop");
  await b.getByRole("textbox", { name: "Message" }).press("Enter");
  // Stored before the reply is written, so the order of the two is known.
  await expect(b.locator("[data-outgoing]")).toHaveCount(0);
  expect(
    (await a.request.post(`/api/conversations/${matchId}/messages`, { data: { message_text: "Got it!" } })).status(),
  ).toBe(201);
  for (const page of [b, second]) {
    await expect(bubbles(page).filter({ hasText: "Sent from my laptop" })).toHaveCount(1);
    await expect(bubbles(page).filter({ hasText: "Got it!" })).toHaveCount(1);
    await expect(bubbles(page).last()).toContainText("Got it!");
  }
  await close();
});
