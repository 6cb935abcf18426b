import { expect, type Page } from "@playwright/test";
import { confirmedUser, expectNoAxeViolations, matchedPair, patchProfile, test, newContext } from "./support";

async function noAxeViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main h1")).toBeVisible();
  await expectNoAxeViolations(page, path);
}

test("a member at the day's limit buys Unlocked+ in a new tab, the chat turns unlimited live, and cancelling keeps access", async ({
  browser,
}) => {
  const { a, matchId, close } = await matchedPair(browser, "buy", [
    { name: "Gia", gender: "woman" },
    { name: "Hana", gender: "woman" },
  ]);
  for (let i = 1; i <= 5; i += 1) {
    expect(
      (
        await a.request.post(`/api/conversations/${matchId}/messages`, { data: { message_text: `Hello ${i}` } })
      ).status(),
    ).toBe(201);
  }
  await a.goto(`/messages?match=${matchId}`);
  await expect(a.getByText("0 of 5 messages left today")).toBeVisible();
  await expect(a.getByRole("status").filter({ hasText: "Daily message limit reached" })).toBeVisible();
  await expect(a.getByRole("textbox", { name: "Message" })).toHaveCount(0);

  // Pricing in a second tab; its purchase opens the checkout in a third (quick setup is done).
  await a.context().addInitScript(() => sessionStorage.setItem("quickSetupShown", "true"));
  const pricing = await a.context().newPage();
  await pricing.goto("/pricing");
  await expect(pricing.getByText("Current plan")).toBeVisible();
  const [checkout] = await Promise.all([
    a.context().waitForEvent("page"),
    pricing.getByRole("button", { name: "Get Unlocked+" }).click(),
  ]);
  await checkout.waitForURL(/\/test-checkout\//);
  await expect(checkout.getByText("Test checkout.")).toBeVisible();
  await expect(checkout.getByText("Unlocked+ · $12/month, renews automatically until cancelled")).toBeVisible();
  await checkout.getByRole("link", { name: "Approve" }).click();
  await checkout.waitForURL(/\/subscription\?checkout=success$/);
  await expect(checkout.getByText("Payment complete")).toBeVisible();
  await expect(checkout.getByText(/Renews on /)).toBeVisible();
  await expect(checkout.getByRole("cell", { name: "$12 USD" })).toBeVisible();

  // The chat tab, never reloaded, is premium now and sends a sixth message.
  await expect(a.getByText("Premium • Unlimited")).toBeVisible();
  const box = a.getByRole("textbox", { name: "Message" });
  await expect(box).toBeEnabled();
  await box.fill("A sixth, on Unlocked+");
  await box.press("Enter");
  // In the conversation itself (the matches list beside it shows the latest message too).
  const thread = a.getByRole("region", { name: "Hana" });
  await expect(thread.getByRole("listitem").filter({ hasText: "A sixth, on Unlocked+" })).toBeVisible();
  // The pricing tab marks the new plan, live too.
  await expect(pricing.getByRole("link", { name: "Manage plan" })).toBeVisible();

  // Cancelling keeps everything to the end of the paid month.
  await checkout.getByRole("button", { name: "Cancel Unlocked+" }).click();
  await checkout.getByRole("button", { name: "Cancel plan" }).click();
  await expect(checkout.getByText(/Ends on .+, won't renew/)).toBeVisible();
  await a.getByRole("textbox", { name: "Message" }).fill("Still unlimited until the end date");
  await a.getByRole("textbox", { name: "Message" }).press("Enter");
  await expect(thread.getByRole("listitem").filter({ hasText: "Still unlimited until the end date" })).toBeVisible();
  await expect(a.getByText("Premium • Unlimited")).toBeVisible();

  for (const path of ["/pricing", "/subscription", "/premium-dashboard"]) await noAxeViolations(checkout, path);
  await close();
});

test("a visitor's purchase goes to /auth, and the premium pages ask them to sign in", async ({ page }) => {
  await page.goto("/pricing");
  await page.getByRole("button", { name: "Get Unlocked Beyond" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto("/premium-dashboard");
  await expect(page).toHaveURL(/\/auth/);
  await noAxeViolations(page, "/pricing");
});

test("the Likes tab: a free member sees how many and the upgrade; after buying, who they are, as cards to answer", async ({
  browser,
}) => {
  const ctxA = await newContext(browser);
  const ctxB = await newContext(browser);
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  await b.context().addInitScript(() => sessionStorage.setItem("quickSetupShown", "true"));
  await confirmedUser(a, "liker");
  const aId = (await patchProfile(a, { name: "Iris", gender: "woman", date_of_birth: "1993-05-01", zip_code: "99501" }))
    .id;
  await confirmedUser(b, "liked");
  const bId = (await patchProfile(b, { name: "Juno", gender: "woman", date_of_birth: "1991-07-09", zip_code: "99501" }))
    .id;
  expect((await a.request.post("/api/likes", { data: { user_id: bId } })).status()).toBe(200);

  await b.goto("/likes");
  const likes = b.getByRole("region", { name: "1 person likes you" });
  await expect(likes.getByRole("link", { name: "See who likes you" })).toHaveAttribute("href", "/pricing");
  await expect(likes.getByText("Iris")).toHaveCount(0);
  await noAxeViolations(b, "/likes");

  const { approvalUrl } = (await (
    await b.request.post("/api/payments/checkout", { data: { plan: "unlocked-plus" } })
  ).json()) as { approvalUrl: string };
  await b.goto(new URL(approvalUrl).pathname);
  await b.getByRole("link", { name: "Approve" }).click();
  await b.waitForURL(/checkout=success/);
  // She is nearby too, as discovery's card.
  await b.goto("/matches");
  const nearby = b.getByRole("region", { name: /Nearby matches/ });
  await expect(nearby.getByRole("article", { name: "Iris" })).toContainText("within 5 mi"); // same zip, coarse
  await b.goto("/likes");
  // Who likes you, as the same card as discovery (score, Like / Pass).
  const waiting = b.getByRole("region", { name: "1 person likes you" }).getByRole("article", { name: "Iris" });
  await expect(waiting.getByRole("link", { name: /^Iris, \d+$/ })).toHaveAttribute("href", `/profile/${aId}`);
  await expect(waiting).toContainText(/\d+% match/);
  await expectNoAxeViolations(b, "/likes (open)");

  // Liking her back from the card makes the match; she leaves Likes, and Nearby.
  await waiting.getByRole("button", { name: "Like Iris" }).click();
  const moment = b.getByRole("dialog", { name: "It's a match!" });
  await moment.getByRole("button", { name: "Keep browsing" }).click();
  await expect(b.getByRole("region", { name: /likes? you/ })).toHaveCount(0);
  await b.goto("/matches");
  await expect(nearby.getByRole("article", { name: "Iris" })).toHaveCount(0);
  await Promise.all([ctxA.close(), ctxB.close()]);
});
