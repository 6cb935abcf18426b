import { expect } from "@playwright/test";
import { overlays, PerkText } from "#shared/perks";
import { MatchMemoryText } from "#shared/premium-messages";
import { buyPlan, expectNoAxeViolations, focused, matchedPair, test } from "./support";

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

  await buyPlan(a, "unlocked-beyond");
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
