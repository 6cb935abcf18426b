import { expect, type Page } from "@playwright/test";
import { QuizMoreText } from "#shared/phone-first-messages";
import { confirmedUser, expectNoAxeViolations, patchProfile, test } from "./support";

/**
 * Taps option `index` (or the last) of the question on screen, then how much it matters (a
 * member's quiz asks; the tap on it moves on), and waits for the next question to come.
 */
async function tap(page: Page, index = 0, importance = "Somewhat") {
  const heading = page.getByRole("heading", { level: 2, name: /^Question \d+ of \d+$/ });
  const [, at, of] = (await heading.textContent())!.match(/Question (\d+) of (\d+)/)!;
  const options = page.locator("main fieldset").first().getByRole("radio");
  await options.nth(Math.min(index, (await options.count()) - 1)).click();
  const weigh = page.getByRole("group", { name: QuizMoreText.importanceLegend });
  if ((await weigh.count()) > 0) await weigh.locator("label").filter({ hasText: importance }).click();
  if (at !== of) await expect(heading).toHaveText(`Question ${Number(at) + 1} of ${of}`);
}

test("one question at a time, saved as you go, resumed where you left, then submitted", async ({ page }) => {
  await confirmedUser(page, "quiz");
  await patchProfile(page, { name: "Quinn", gender: "non-binary", interested_in: [], location: "Denver, CO" });

  await page.goto("/questions");
  await expect(page.getByRole("heading", { level: 1, name: "Compatibility Quiz" })).toBeVisible();
  const first = await page.getByRole("heading", { level: 2, name: /^Question 1 of \d+$/ }).textContent();
  const total = Number(first!.match(/of (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(30);
  // The question, then how much it matters; "Taken it already?" is not for a first visit.
  await expect(page.locator("main fieldset")).toHaveCount(2);
  await expect(page.getByText("Taken it already?")).toHaveCount(0);
  for (let i = 0; i < 3; i += 1) {
    await tap(page, 1, i === 0 ? "Very" : "Somewhat");
    await expect(page.getByRole("heading", { name: `Question ${i + 2} of ${total}` })).toBeFocused();
  }
  await expect(page.getByText(`3 of ${total} answered`)).toBeVisible();
  await expectNoAxeViolations(page, "quiz step");

  // The keyboard's arrows choose without moving on; Next moves on.
  const radios = page.locator("main fieldset").first().getByRole("radio");
  await radios.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(radios.nth(1)).toBeChecked();
  await expect(page.getByRole("heading", { name: `Question 4 of ${total}` })).toBeVisible();
  const savedFour = page.waitForRequest((r) => r.url().endsWith("/api/quiz/draft") && r.method() === "PUT");
  await page.getByRole("button", { name: "Next" }).click();
  await savedFour;

  // Leaving and coming back resumes at the first unanswered question.
  await page.goto("/");
  await page.goto("/questions");
  await expect(page.getByRole("heading", { name: `Question 5 of ${total}` })).toBeVisible();
  await expect(page.getByText(`4 of ${total} answered`)).toBeVisible();
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(radios.nth(1)).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();

  for (let i = 5; i < total; i += 1) await tap(page, 2);
  await expect(page.getByRole("heading", { name: `Question ${total} of ${total}` })).toBeVisible();
  await tap(page, 2);
  await expect(page.getByText(`${total} of ${total} answered`)).toBeVisible();
  await expectNoAxeViolations(page, "quiz last step");
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/quiz") && r.method() === "POST");
  await page.getByRole("button", { name: "Submit Quiz" }).click();
  const body = (await sent).postDataJSON() as { answers: { importance: string }[] };
  expect(body.answers).toHaveLength(total);
  expect(body.answers[0]!.importance).toBe("very");
  await expect(page).toHaveURL(/\/matches$/);
  // A first completion opens with the reveal: what the answers say, then into discovery.
  const reveal = page.getByRole("dialog", { name: QuizMoreText.revealTitle });
  await expect(reveal).toContainText("What matters most to you");
  await expect(reveal.getByRole("heading", { name: QuizMoreText.revealPeople })).toBeVisible();
  await expectNoAxeViolations(page, "quiz reveal", "[role=dialog]");
  await reveal.getByRole("button", { name: QuizMoreText.revealGo }).click();
  await expect(reveal).toBeHidden();
  await page.reload();
  await expect(reveal).toHaveCount(0);
  expect((await (await page.request.get("/api/auth/session")).json()).user.quiz_completed).toBe(true);

  // Quick Start marks each step done as it is done, the quiz included.
  await page.goto("/quick-start");
  await expect(page.getByRole("listitem").filter({ hasText: "Take the compatibility quiz" })).toContainText("Done");
  await expect(page.getByRole("button", { name: "Retake the quiz" })).toBeVisible();

  // A retake opens with the saved answers, at the start.
  await page.goto("/quiz");
  await expect(page.getByText(`${total} of ${total} answered`)).toBeVisible();
  await expect(page.getByRole("heading", { name: `Question 1 of ${total}` })).toBeVisible();
});

test("a visitor takes the quiz in demo mode: nothing is sent, and the results follow", async ({ page }) => {
  let posted = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/quiz") && r.method() === "POST") posted = true;
  });
  await page.goto("/quiz");
  await expect(page.getByText("You're trying the quiz as a guest")).toBeVisible();
  await tap(page);
  await tap(page);
  await expect(page.getByRole("heading", { name: /^Question 3 of/ })).toBeVisible();
  await page.getByRole("button", { name: "Submit Quiz" }).click();
  await expect(page).toHaveURL(/\/quiz-results$/);
  expect(posted).toBe(false);

  await expect(page.getByRole("heading", { level: 1, name: "Quiz Complete!" })).toBeVisible();
  const previews = page.locator("main ul > li");
  await expect(previews).toHaveCount(3);
  // Only the first is open; the second hides its age; the third its photo and name.
  await expect(previews.nth(0).getByRole("link", { name: "View Profile" })).toHaveAttribute(
    "href",
    /\/sample-profiles\/\w+$/,
  );
  await expect(previews.nth(1)).toContainText("age hidden");
  await expect(previews.nth(2).getByText("Name hidden")).toBeAttached();
  await previews.nth(1).getByRole("button").click();
  await expect(page.getByText("Premium Required", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Find Your Matches" })).toHaveAttribute("href", "/matches");
  await expect(page.getByRole("link", { name: "Edit Profile" })).toHaveAttribute("href", "/profile");
  await expect(page.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/pricing");
});
