import { expect } from "@playwright/test";
import { EarlyAccessText, flagTexts } from "#shared/early-access";
import { overlays, PerkText } from "#shared/perks";
import { planPerks, plans } from "#shared/plans";
import { QuizText } from "#shared/messages";
import { MatchMemoryText } from "#shared/premium-messages";
import { quizPacks } from "#shared/quiz";
import { buyPlan, confirmedUser, expectNoAxeViolations, focused, matchedPair, test } from "./support";

test("Match Memory: a Plus member keeps private notes beside the conversation and on the profile; nobody else sees them", async ({
  browser,
}) => {
  const { a, b, aId, bId, matchId, close } = await matchedPair(browser, "memory", [
    { name: "Nico", gender: "man" },
    { name: "Opal", gender: "woman" },
  ]);
  // A free member sees what the notes are and where they come from; on a phone, from the "More" menu.
  await b.setViewportSize({ width: 390, height: 844 });
  await b.goto(`/messages?match=${matchId}`);
  await expect(b.getByRole("button", { name: "Your private notes about Nico" })).toBeHidden();
  await b.getByRole("button", { name: "More actions for Nico" }).click();
  await b.getByRole("menuitem", { name: "Private notes" }).click();
  const upsell = b.getByRole("region", { name: "Match Memory" });
  await expect(upsell.getByText(MatchMemoryText.upsell)).toBeVisible();
  await expect(upsell.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  await expectNoAxeViolations(b, "Match Memory upsell");

  await buyPlan(a, "unlocked-plus");
  await a.goto(`/messages?match=${matchId}`);
  const toggle = a.getByRole("button", { name: "Your private notes about Opal" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  const notes = a.getByRole("textbox", { name: "Your private notes about Opal" });
  await notes.fill("Opal's dog is called Pepper. Ask about the climbing trip.");
  await expectNoAxeViolations(a, "Match Memory in a conversation");
  await a.getByRole("button", { name: "Save note" }).click();
  await expect(a.getByText(MatchMemoryText.saved.description)).toBeVisible();

  // The same note on Opal's profile, for Nico alone.
  await a.goto(`/profile/${bId}`);
  await expect(a.getByRole("textbox", { name: "Your private notes about Opal" })).toHaveValue(
    "Opal's dog is called Pepper. Ask about the climbing trip.",
  );
  await expectNoAxeViolations(a, "Match Memory on a profile");
  await b.goto(`/profile/${aId}`);
  await expect(b.getByRole("region", { name: "Match Memory" })).toBeVisible();
  await expect(b.getByText(/Pepper/)).toHaveCount(0);
  await close();
});

test("Unlocked Beyond: the tour once on each page, Unlocked Mode shown wherever the member is, the badge where others meet them", async ({
  browser,
}) => {
  const { a, b, aId, matchId, close } = await matchedPair(browser, "beyond", [
    { name: "Wren", gender: "woman" },
    { name: "Yael", gender: "woman" },
  ]);
  // Without Beyond: /settings says where the perks come from; no tour.
  await b.goto("/settings");
  const perks = b.getByRole("region", { name: "Your plan's perks" });
  await expect(perks.getByRole("link", { name: "Unlocked Beyond" })).toHaveCount(3);
  await expect(b.getByRole("dialog")).toHaveCount(0);

  await buyPlan(a, "unlocked-beyond", { tour: true });
  // The tour: a tip on its page, focus inside it, Escape closes it and it never comes back.
  await a.goto("/memory-vault");
  const tip = a.getByRole("dialog", { name: overlays["memory-vault"].title });
  await expect(tip).toBeVisible();
  await expect(tip.getByText(overlays["memory-vault"].text)).toBeVisible();
  await expect(focused(a)).toBeAttached();
  expect(await tip.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expectNoAxeViolations(a, "onboarding overlay");
  await a.keyboard.press("Escape");
  await expect(tip).toHaveCount(0);
  await a.reload();
  await expect(a.getByRole("heading", { name: "Memory Vault", level: 1 })).toBeVisible();
  await expect(a.getByRole("dialog")).toHaveCount(0);

  // Unlocked Mode, switched on in /settings (its own tip first), shown in the nav and on /matches.
  await a.goto("/settings");
  await a
    .getByRole("dialog", { name: overlays["unlocked-mode"].title })
    .getByRole("button", { name: "Got it" })
    .click();
  await a.getByRole("checkbox", { name: "Unlocked Mode on" }).check();
  await expect(a.getByText(PerkText.saved.description)).toBeVisible();
  await expect(a.getByRole("link", { name: /Unlocked Mode is on/ })).toBeVisible();
  await a.goto("/matches");
  await expect(a.getByText(PerkText.unlockedModeOn)).toBeVisible();
  await expectNoAxeViolations(a, "/matches in Unlocked Mode");

  // Yael, matched with Wren, sees her badge on her profile and in their conversation.
  await b.goto(`/profile/${aId}`);
  await expect(b.getByRole("heading", { level: 1 }).getByText("Beyond")).toBeVisible();
  await b.goto(`/messages?match=${matchId}`);
  await expect(b.getByRole("region", { name: "Wren" }).getByText("Beyond", { exact: true })).toBeVisible();
  // Hidden by Wren, it is gone for Yael.
  await a.goto("/settings");
  await a.getByRole("checkbox", { name: "Show my Beyond badge" }).uncheck();
  await expect(a.getByText(PerkText.saved.description)).toBeVisible();
  await b.goto(`/profile/${aId}`);
  await expect(b.getByRole("heading", { level: 1 })).toHaveText(/Wren/);
  await expect(b.getByRole("heading", { level: 1 }).getByText("Beyond")).toHaveCount(0);
  await close();
});

test("early access: a Plus member switches icebreakers on in /settings and opens a new conversation with one tap", async ({
  browser,
}) => {
  const { a, b, matchId, close } = await matchedPair(browser, "icebreak", [
    { name: "Ines", gender: "woman", interests: ["Sailing", "Jazz"] },
    { name: "Juno", gender: "woman", interests: ["sailing"] },
  ]);
  // A free member sees what early access is and where it comes from; no icebreakers.
  await b.goto("/settings");
  await expect(b.getByText(EarlyAccessText.required)).toBeVisible();
  await expect(b.getByRole("checkbox", { name: /Try icebreakers/ })).toHaveCount(0);

  await buyPlan(a, "unlocked-plus");
  await a.goto("/settings");
  const early = a.getByRole("region", { name: "Early access" });
  await expect(early.getByText(flagTexts.icebreakers.title, { exact: true })).toBeVisible();
  await expectNoAxeViolations(a, "/settings early access");
  await early.getByRole("checkbox", { name: /Try icebreakers/ }).check();
  await expect(a.getByText(EarlyAccessText.saved.description)).toBeVisible();

  await a.goto(`/messages?match=${matchId}`);
  const openers = a.getByRole("group", { name: /Icebreakers/ }).getByRole("button");
  await expect(openers).toHaveCount(3);
  const first = (await openers.first().textContent())!;
  expect(first).toMatch(/sailing/i);
  await openers.first().click();
  const box = a.getByRole("textbox", { name: "Message" });
  await expect(box).toHaveValue(first);
  await expect(box).toBeFocused();
  await expectNoAxeViolations(a, "icebreakers");
  await box.press("Enter");
  // Sent: the conversation has begun, and the icebreakers leave.
  await expect(a.getByRole("region", { name: "Juno" }).getByRole("listitem").filter({ hasText: first })).toBeVisible();
  await expect(a.getByRole("group", { name: /Icebreakers/ })).toHaveCount(0);
  await close();
});

test("/pricing lists each perk a plan sells, and /feature-test shows which the member has: none, then Plus's", async ({
  page,
}) => {
  await page.goto("/pricing");
  // Every line on the Plus and Beyond cards is a perk with entitlements behind it (plans.test.ts checks them).
  // A card: the nearest element around its heading that holds a list.
  const listed = async (title: string) =>
    (
      await page
        .getByRole("heading", { name: title, exact: true })
        .locator("xpath=ancestor::*[.//li][1]")
        .getByRole("listitem")
        .allInnerTexts()
    ).map((t) => t.trim());
  expect(await listed(plans["unlocked-plus"].name)).toEqual(planPerks["unlocked-plus"].map((p) => p.label));
  expect(await listed(plans["unlocked-beyond"].name)).toEqual(planPerks["unlocked-beyond"].map((p) => p.label));

  await confirmedUser(page, "perk-states");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  const perks = () => page.getByRole("region", { name: "Your plan's perks" });
  await page.goto("/feature-test");
  await expect(perks().getByText("Private Match Memory: not in your plan")).toBeAttached();
  await expect(perks().getByText("Unlocked Mode: not in your plan")).toBeAttached();
  await buyPlan(page, "unlocked-plus");
  await page.goto("/feature-test");
  for (const perk of planPerks["unlocked-plus"])
    await expect(perks().getByRole("link", { name: perk.label })).toBeVisible();
  await expect(perks().getByText("A Beyond badge: not in your plan")).toBeAttached();
  await expectNoAxeViolations(page, "/feature-test perks");
});

test("deeper quizzes: locked with where they come from; a Plus member answers a pack a question at a time, leaves, resumes and saves it", async ({
  page,
}) => {
  await confirmedUser(page, "packs");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await page.goto("/quiz-packs");
  await expect(page.getByText(QuizText.packsRequirePlan)).toBeVisible();
  await expect(page.getByText("Locked", { exact: true })).toHaveCount(3);
  await expectNoAxeViolations(page, "/quiz-packs locked");

  await buyPlan(page, "unlocked-plus");
  const core = (await (await page.request.get("/api/questions")).json()).questions as { id: number }[];
  expect(
    (
      await page.request.post("/api/quiz", { data: { answers: core.map((q) => ({ question_id: q.id, answer: 1 })) } })
    ).status(),
  ).toBe(200);
  await page.goto("/quiz-packs");
  await page.getByRole("link", { name: `Start ${quizPacks["love-attachment"].title}` }).click();
  await expect(page.getByRole("heading", { name: "Question 1 of 12" })).toBeVisible();
  for (let i = 1; i <= 3; i += 1) {
    await page.getByRole("radio").first().click();
    await expect(page.getByRole("heading", { name: `Question ${i + 1} of 12` })).toBeVisible();
  }
  await expectNoAxeViolations(page, "a deeper quiz's question");
  // Saved as it goes: leaving and coming back resumes at the first question not answered.
  await expect
    .poll(async () => (await (await page.request.get("/api/quiz/packs")).json()).packs[0].in_progress)
    .toBe(3);
  await page.goto("/quiz-packs");
  await page.getByRole("link", { name: `Continue ${quizPacks["love-attachment"].title}` }).click();
  await expect(page.getByRole("heading", { name: "Question 4 of 12" })).toBeVisible();
  for (let i = 4; i <= 12; i += 1) {
    await page.getByRole("radio").nth(1).click();
    if (i < 12) await expect(page.getByRole("heading", { name: `Question ${i + 1} of 12` })).toBeVisible();
  }
  await page.getByRole("button", { name: `Save ${quizPacks["love-attachment"].title}` }).click();
  await expect(page.getByText(QuizText.packSaved.description)).toBeVisible();
  await expect(page).toHaveURL(/\/quiz-packs$/);
  await expect(page.getByRole("link", { name: `Review ${quizPacks["love-attachment"].title}` })).toBeVisible();
});
