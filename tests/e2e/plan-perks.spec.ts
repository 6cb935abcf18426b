import { expect } from "@playwright/test";
import { MatchMemoryText } from "#shared/premium-messages";
import { buyPlan, expectNoAxeViolations, matchedPair, test } from "./support";

test("Match Memory: a Plus member keeps private notes beside the conversation and on the profile; nobody else sees them", async ({
  browser,
}) => {
  const { a, b, aId, bId, matchId, close } = await matchedPair(browser, "memory", [
    { name: "Nico", gender: "man" },
    { name: "Opal", gender: "woman" },
  ]);
  // A free member sees what the notes are and where they come from.
  await b.goto(`/messages?match=${matchId}`);
  await b.getByRole("button", { name: "Your private notes about Nico" }).click();
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
