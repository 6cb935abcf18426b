import { expect, type Page } from "@playwright/test";
import { confirmedUser, patchProfile, test } from "./support";

/** Picks the option at `index` (or the last one) in every question on the page, or in the first `count`. */
async function answer(page: Page, count?: number, index = 0) {
  const groups = page.locator("main fieldset");
  const total = count ?? (await groups.count());
  for (let i = 0; i < total; i += 1) {
    const options = groups.nth(i).getByRole("radio");
    await options.nth(Math.min(index, (await options.count()) - 1)).check();
  }
}

test("a member must answer every question, then the answers are kept and the quiz opens matches", async ({ page }) => {
  await confirmedUser(page, "quiz");
  await patchProfile(page, { name: "Quinn", gender: "non-binary", interested_in: [], location: "Denver, CO" });

  await page.goto("/questions");
  await expect(page.getByRole("heading", { level: 1, name: "Compatibility Quiz" })).toBeVisible();
  const total = await page.locator("main fieldset").count();
  expect(total).toBeGreaterThanOrEqual(30);
  await answer(page, 3);
  await expect(page.getByText(`3 of ${total} answered`)).toBeVisible();

  await page.getByRole("button", { name: "Submit Quiz" }).click();
  await expect(page.getByText("Please answer all questions")).toBeVisible();
  await expect(page.getByText(`You've answered 3 out of ${total} questions.`)).toBeVisible();
  // Focus goes to the first unanswered question, which says what is missing.
  await expect(page.locator("main fieldset").nth(3).getByRole("radio").first()).toBeFocused();
  await expect(page.locator("main fieldset").nth(3).getByText("Please choose an answer.")).toBeVisible();

  await answer(page, undefined, 2);
  const sent = page.waitForRequest((r) => r.url().endsWith("/api/quiz") && r.method() === "POST");
  await page.getByRole("button", { name: "Submit Quiz" }).click();
  expect(((await sent).postDataJSON() as { answers: unknown[] }).answers).toHaveLength(total);
  await expect(page).toHaveURL(/\/matches$/);
  expect((await (await page.request.get("/api/auth/session")).json()).user.quiz_completed).toBe(true);

  // A retake opens with the saved answers.
  await page.goto("/quiz");
  await expect(page.getByText(`${total} of ${total} answered`)).toBeVisible();
});

test("a visitor takes the quiz in demo mode: nothing is sent, and the results follow", async ({ page }) => {
  let posted = false;
  page.on("request", (r) => {
    if (r.url().endsWith("/api/quiz") && r.method() === "POST") posted = true;
  });
  await page.goto("/quiz");
  await expect(page.getByText("You're trying the quiz as a guest")).toBeVisible();
  await answer(page, 2);
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
