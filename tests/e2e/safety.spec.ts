import { expect } from "@playwright/test";
import { ReportFollowUpText } from "#shared/phone-first-messages";
import { confirmedUser, expectApart, expectNoAxeViolations, matchedPair, test, toasts } from "./support";

test("safety settings: a visitor is asked to sign in; a member's change is saved and stays", async ({ page }) => {
  await page.goto("/safety");
  await expect(page.getByRole("heading", { level: 1, name: "Safety & privacy" })).toBeVisible();
  await expect(page.getByRole("switch", { name: /Block explicit content/ })).toBeChecked();
  await expect(page.getByRole("button", { name: "Save Settings" })).toHaveCount(0);
  await page.getByRole("switch", { name: /Share my location/ }).check();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Please sign in to save settings")).toBeVisible();
  await expect(page.getByRole("link", { name: "Call 1-800-799-7233" })).toHaveAttribute("href", "tel:18007997233");

  await confirmedUser(page, "safety");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await page.goto("/safety");
  await page.getByLabel("Who can see my profile").selectOption("matches_only");
  // By keyboard: Save Settings goes away once saved, and the focus moves to the settings' heading.
  await page.getByRole("button", { name: "Save Settings" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your safety settings have been updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Settings" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Your settings" })).toBeFocused();
  await page.reload();
  await expect(page.getByLabel("Who can see my profile")).toHaveValue("matches_only");
});

test("blocking from a conversation removes each from the other's list; a report needs a reason", async ({
  browser,
}) => {
  const { a, b, bId, close } = await matchedPair(browser, "block", [
    { name: "Iris", gender: "woman" },
    { name: "Jules", gender: "man" },
  ]);

  // A report from Jules's profile: the reason is required, details count down to 500.
  await a.goto(`/profile/${bId}`);
  await a.getByRole("button", { name: "More actions for Jules" }).click();
  await a.getByRole("menuitem", { name: "Report" }).click();
  const dialog = a.getByRole("dialog", { name: "Report Jules" });
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expect(a.getByText("Please select a reason for reporting this user")).toBeVisible();
  // The toast stays clear of the dialog's heading (and the nav) on a phone and on a laptop.
  for (const width of [390, 1280]) {
    await a.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectApart(toasts(a).first(), dialog.getByRole("heading", { name: "Report Jules" }));
    // The nav is hidden from the accessibility tree while the dialog is open, so found by its element.
    await expectApart(toasts(a).first(), a.locator("header").first());
  }
  await dialog.getByRole("radio", { name: "Spam" }).check();
  await dialog.getByLabel("Details (optional)").fill("Sends links");
  await expect(dialog.getByText("11/500")).toBeVisible();
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  await expect(a.getByText("Thank you for helping keep our community safe. We'll review this report.")).toBeVisible();
  await expect(dialog).toBeHidden();
  // What ends the contact now is offered (no match on a profile page: no Unmatch); Done leaves it.
  const next = a.getByRole("dialog", { name: ReportFollowUpText.title });
  await expect(next.getByRole("button", { name: "Block Jules" })).toBeVisible();
  await expect(next.getByRole("button", { name: /Unmatch/ })).toHaveCount(0);
  await next.getByRole("button", { name: ReportFollowUpText.done }).click();
  await expect(next).toBeHidden();

  await b.goto("/messages");
  await expect(b.getByRole("button", { name: /Iris/ })).toBeVisible();
  await a.goto("/messages");
  await a.getByRole("button", { name: /Jules/ }).click();
  await a.getByRole("region", { name: "Jules" }).getByRole("button", { name: "More actions for Jules" }).click();
  await a.getByRole("menuitem", { name: "Block" }).click();
  await a.getByRole("dialog", { name: "Block Jules?" }).getByRole("button", { name: "Block" }).click();
  await expect(a.getByText("Jules has been blocked. They won't be able to contact you.")).toBeVisible();
  await expect(a.getByRole("button", { name: /Jules/ })).toHaveCount(0);
  // Jules's open page drops Iris without a reload.
  await expect(b.getByRole("button", { name: /Iris/ })).toHaveCount(0);
  await close();
});

test("a report from a conversation offers to unmatch or block, and closes the conversation for both", async ({
  browser,
}) => {
  const { a, b, matchId, close } = await matchedPair(browser, "report-next", [
    { name: "Kai", gender: "woman" },
    { name: "Lev", gender: "man" },
  ]);
  await a.setViewportSize({ width: 390, height: 844 });
  await b.goto("/messages");
  await expect(b.getByRole("button", { name: /Kai/ })).toBeVisible();
  await a.goto(`/messages?match=${matchId}`);
  await a.getByRole("region", { name: "Lev" }).getByRole("button", { name: "More actions for Lev" }).click();
  await a.getByRole("menuitem", { name: "Report" }).click();
  const dialog = a.getByRole("dialog", { name: "Report Lev" });
  await dialog.getByRole("radio", { name: "Harassment" }).check();
  await dialog.getByRole("button", { name: "Submit Report" }).click();
  const next = a.getByRole("dialog", { name: ReportFollowUpText.title });
  await expect(next).toContainText(ReportFollowUpText.description("Lev"));
  await expectNoAxeViolations(a, "report follow-up", "[role=dialog]");
  await next.getByRole("button", { name: ReportFollowUpText.unmatch("Lev") }).click();
  await expect(next).toBeHidden();
  // The conversation is closed and gone, for both; the report stays with the moderators.
  await expect(a).toHaveURL(/\/messages$/);
  await expect(a.getByRole("button", { name: /Lev/ })).toHaveCount(0);
  await expect(b.getByRole("button", { name: /Kai/ })).toHaveCount(0);
  await close();
});

test("the sample user: Like toggles, Message explains, Block returns to the sample profiles", async ({ page }) => {
  await confirmedUser(page, "sample-user");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await page.goto("/sample-user");
  await expect(page.getByText("Age verified")).toBeVisible();
  await page.getByRole("button", { name: "Like" }).click();
  await expect(page.getByRole("button", { name: "Liked!" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Message" }).click();
  await expect(page.getByText("Sample profiles can't receive messages.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Block" }).click();
  await page.getByRole("dialog", { name: "Block Maya Chen?" }).getByRole("button", { name: "Block" }).click();
  await expect(page).toHaveURL(/\/sample-profiles$/);
});
