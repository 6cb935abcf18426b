import { expect, type Page } from "@playwright/test";
import { selfTestChecks, SelfTestText } from "#shared/self-test";
import { buyPlan, confirmedUser, expectNoAxeViolations, test } from "./support";

const card = (page: Page, id: string) => page.locator(`[data-check="${id}"]`);

async function runAndWait(page: Page) {
  await page.goto("/feature-test");
  await expect(page.getByRole("heading", { name: SelfTestText.title, level: 1 })).toBeVisible();
  // Every card leaves pending; none is left idle.
  for (const { id } of selfTestChecks) await expect(card(page, id)).toHaveAttribute("data-status", /success|error/);
}

test("a Beyond member with Echo Amplified runs all 11 checks green and sees the server's report", async ({ page }) => {
  await confirmedUser(page, "selftest-beyond");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await buyPlan(page, "unlocked-beyond");
  await buyPlan(page, "unlocked-echo-lifetime");

  await runAndWait(page);
  await expect(page.getByTestId("self-test-summary")).toHaveText(SelfTestText.allPassed);
  await expect(page.locator('[data-status="success"]')).toHaveCount(11);
  await expect(page.getByTestId("self-test-plan")).toHaveText("Unlocked Beyond + Echo Amplified");
  // What each check found comes from the server: the DNA is read (not "not in your plan"), the
  // realtime channel echoed, the distance came back in the spec's format.
  await expect(card(page, "dna")).not.toContainText("Not included");
  await expect(card(page, "echo")).toContainText(/0 Echo chats\. Realtime echo in \d+ ms/);
  await expect(card(page, "distance")).toContainText(/10001 to 90210: [\d,.]+ miles/);
  await expect(card(page, "video")).toContainText(
    /[1-9]\d* cameras?, [1-9]\d* microphones?; signalling answers \(direct connections\)/,
  );

  const report = page.getByRole("region", { name: SelfTestText.serverReport });
  for (const part of ["Database", "Migrations", "Mail transport", "File storage", "Realtime bus", "Job queue"])
    await expect(report.getByText(part, { exact: true })).toBeVisible();
  await expect(report.getByText("Development outbox: mails are shown at /dev/mailbox")).toBeVisible();

  for (const path of [
    "/auth",
    "/pricing",
    "/profile",
    "/safety",
    "/connection-dna",
    "/memory-vault",
    "/matches",
    "/sample-user",
  ]) {
    await expect(page.locator(`main a[href="${path}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Nearby matches" })).toBeVisible();
  await expect(page.getByLabel("First zip code")).toBeVisible();
  await expectNoAxeViolations(page, "/feature-test");

  // Running again goes through pending to the same result.
  await page.getByRole("button", { name: SelfTestText.runAll }).click();
  await expect(page.getByTestId("self-test-summary")).toHaveText(SelfTestText.allPassed);
});

test("a free member's premium checks answer 'not included in your plan' and still pass; a visitor is told which checks need an account", async ({
  page,
}) => {
  await page.goto("/feature-test");
  // A visitor: the checks that work without an account run and pass; the others say they need one.
  for (const { id, member } of selfTestChecks)
    await expect(card(page, id)).toHaveAttribute("data-status", member ? "account" : "success");
  await expect(card(page, "auth")).toContainText(SelfTestText.signInToRun);
  await expect(page.getByTestId("self-test-summary")).toHaveText(SelfTestText.visitorSummary(2, 2, 9));
  await expect(page.locator('[data-status="error"]')).toHaveCount(0);
  await expect(page.getByTestId("self-test-plan")).toHaveText("Free");
  await expectNoAxeViolations(page, "/feature-test visitor");

  await confirmedUser(page, "selftest-free");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await runAndWait(page);
  await expect(page.getByTestId("self-test-summary")).toHaveText(SelfTestText.allPassed);
  await expect(page.getByTestId("self-test-plan")).toHaveText("Free");
  for (const id of ["dna", "vault"]) await expect(card(page, id)).toContainText(SelfTestText.notInPlan);
  await expect(card(page, "echo")).toContainText("starting new ones is not included in your plan");
  await expect(card(page, "video")).toContainText(SelfTestText.callsNotInPlan);
  await expect(card(page, "age")).toContainText("Status read: verified");
  await expectNoAxeViolations(page, "/feature-test free");
});
