import { expect, type Browser } from "@playwright/test";
import sharp from "sharp";
import { DeckText, LikePartText } from "#shared/phone-first-messages";
import { profilePrompts } from "#shared/profiles";
import { buyPlan, confirmedUser, expectNoAxeViolations, newContext, patchProfile, test } from "./support";

const phone = { width: 390, height: 844 };
const town = "57701"; // Rapid City: this spec's own town, so nobody else's members join the deck

async function member(browser: Browser, name: string, extra: Record<string, unknown> = {}) {
  const context = await newContext(browser, { viewport: phone });
  const page = await context.newPage();
  await confirmedUser(page, `deck-${name.toLowerCase()}`);
  const { id } = (await patchProfile(page, {
    name,
    gender: "woman",
    interested_in: ["woman"],
    zip_code: town,
    distance_preference: 5,
    ...extra,
  })) as { id: string };
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  return { page, id, close: () => context.close() };
}

test("on a phone, one person at a time: pass, undo once, like, and the end of the deck offers a wider search", async ({
  browser,
}) => {
  const others = [
    await member(browser, "Cleo", { prompts: [{ prompt: "sunday", answer: "Farmers market, then a long nap" }] }),
    await member(browser, "Dana", { bio: "Climber and bad baker." }),
  ];
  const me = await member(browser, "Mira");
  const { page } = me;
  await page.goto("/matches");
  const deck = page.getByRole("region", { name: DeckText.region });
  const person = deck.getByRole("article");
  await expect(person).toHaveCount(1);
  const first = (await person.getAttribute("aria-label"))!;
  const second = first === "Cleo" ? "Dana" : "Cleo";
  await expect(person.getByRole("link", { name: new RegExp(`^${first}, \\d+$`) })).toBeVisible();
  await expect(person).toContainText(/% match/);
  // Pass and Like stay within thumb reach: above the tab bar, inside the screen, wherever the page is scrolled.
  const like = page.getByRole("button", { name: DeckText.like(first) });
  await page.mouse.wheel(0, 600);
  const box = (await like.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height - 64);
  expect(box.y).toBeGreaterThan(phone.height / 2);
  await expectNoAxeViolations(page, "the deck");

  // Pass: the next person; Undo brings the first back, once.
  await page.getByRole("button", { name: DeckText.pass(first) }).click();
  await expect(person).toHaveAttribute("aria-label", second);
  await page.getByRole("button", { name: DeckText.undo }).click();
  await expect(person).toHaveAttribute("aria-label", first);
  await expect(page.getByRole("button", { name: DeckText.undo })).toHaveCount(0);

  // Like both: the end says so and offers more.
  await page.getByRole("button", { name: DeckText.like(first) }).click();
  await expect(person).toHaveAttribute("aria-label", second);
  await page.keyboard.press("ArrowRight"); // → likes
  await expect(deck.getByRole("heading", { name: DeckText.endTitle })).toBeVisible();
  await expect(deck.getByRole("link", { name: DeckText.widen })).toHaveAttribute("href", "/match-search");
  for (const o of others) {
    const count = (await (await o.page.request.get("/api/likes/received/count")).json()) as { count: number };
    expect(count.count, "each was liked once").toBe(1);
  }
  await expectNoAxeViolations(page, "the end of the deck");
  await Promise.all([me.close(), ...others.map((o) => o.close())]);
});

test("on a phone, a heart on a photo or a prompt likes that part, and the liked member sees which", async ({
  browser,
}, testInfo) => {
  const zip = "59701"; // Butte: this test's own town
  const gwen = await member(browser, "Gwen", {
    zip_code: zip,
    prompts: [
      { prompt: "sunday", answer: "Farmers market, then a long nap" },
      { prompt: "teach_me", answer: "How to fold dumplings" },
    ],
  });
  for (const background of ["#7c3aed", "#db2777"]) {
    const buffer = await sharp({ create: { width: 800, height: 1000, channels: 3, background } })
      .jpeg()
      .toBuffer();
    const res = await gwen.page.request.post("/api/profile/photos", {
      multipart: { photo: { name: "me.jpg", mimeType: "image/jpeg", buffer } },
    });
    expect(res.status()).toBe(201);
  }
  const me = await member(browser, "Hana", { zip_code: zip });
  const { page } = me;
  await page.goto("/matches");
  const person = page.getByRole("region", { name: DeckText.region }).getByRole("article", { name: "Gwen" });
  await expect(person.getByRole("region", { name: "Photos of Gwen" })).toBeVisible();
  await expect(person.getByRole("button", { name: DeckText.likePhoto("Gwen") })).toBeVisible();
  await testInfo.attach("deck-photo-heart", { body: await page.screenshot(), contentType: "image/png" });
  const heart = person.getByRole("button", { name: DeckText.likePrompt(profilePrompts.teach_me) });
  await heart.scrollIntoViewIfNeeded();
  await testInfo.attach("deck-prompt-hearts", { body: await page.screenshot(), contentType: "image/png" });
  await expectNoAxeViolations(page, "the deck with its hearts");

  // The prompt's heart is a like (the deck moves on) for that answer.
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/likes") && r.method() === "POST");
  await heart.click();
  expect((await sent).postDataJSON()).toMatchObject({ kind: "like", part: { kind: "prompt", prompt: "teach_me" } });
  await expect(page.getByRole("heading", { name: DeckText.endTitle })).toBeVisible();

  // Gwen, with a plan that shows who, sees what Hana liked on the Likes tab.
  await buyPlan(gwen.page, "unlocked-plus");
  await gwen.page.goto("/likes");
  await expect(gwen.page.getByText(LikePartText.likedPrompt(profilePrompts.teach_me))).toBeVisible();
  await expect(gwen.page.getByText("How to fold dumplings")).toBeVisible();
  await expectNoAxeViolations(gwen.page, "the Likes tab with what was liked");
  await testInfo.attach("likes-part", { body: await gwen.page.screenshot(), contentType: "image/png" });
  await Promise.all([me.close(), gwen.close()]);
});
