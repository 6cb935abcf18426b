import { expect, type Page } from "@playwright/test";
import { confirmedUser, patchProfile, test, newContext } from "./support";

/** Every question answered through the API with option `pick` (the quiz page has its own test). */
async function takeQuiz(page: Page, pick = 0) {
  const { questions } = (await (await page.request.get("/api/questions")).json()) as { questions: { id: number }[] };
  const res = await page.request.post("/api/quiz", {
    data: { answers: questions.map((q) => ({ question_id: q.id, answer: pick })) },
  });
  expect(res.status()).toBe(200);
}

test("two members who fit find each other on /matches, like each other and both see the match", async ({ browser }) => {
  // Missoula, with a short radius: no other test's members live here.
  const zip = "59801";
  const [ctxA, ctxB] = [await newContext(browser), await newContext(browser)];
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  await confirmedUser(a, "match-a");
  await confirmedUser(b, "match-b");
  await patchProfile(a, {
    name: "Ariadne",
    gender: "woman",
    interested_in: ["man"],
    zip_code: zip,
    location: "Missoula, MT",
    distance_preference: 10,
    looking_for: "relationship",
    interests: ["Fly fishing", "Jazz"],
  });
  await patchProfile(b, {
    name: "Bastian",
    gender: "man",
    interested_in: ["woman"],
    zip_code: zip,
    location: "Missoula, MT",
    distance_preference: 10,
    looking_for: "relationship",
    interests: ["Jazz"],
  });
  await takeQuiz(a, 1);
  await takeQuiz(b, 1);

  await a.goto("/matches");
  await expect(a.getByRole("heading", { level: 1, name: "Your Matches" })).toBeVisible();
  const bastian = a
    .getByRole("region", { name: "People you may click with" })
    .getByRole("article", { name: "Bastian" });
  await expect(bastian).toBeVisible();
  await expect(bastian.getByText("Missoula, MT")).toBeVisible();
  // The score comes with its reasons, always in view, and what the two share is marked.
  await expect(bastian.getByText(/\d+% match/)).toBeAttached();
  await expect(bastian.getByRole("region", { name: "Why you and Bastian fit" })).toContainText(
    "1 shared interest: jazz",
  );
  await expect(bastian.getByRole("list", { name: "Interests" }).getByRole("listitem")).toHaveText(["Shared: Jazz"]);
  await bastian.getByRole("button", { name: "Like Bastian" }).click();
  await expect(bastian.getByRole("button", { name: "Liked Bastian" })).toBeDisabled();

  // Ariadne's like makes the match: both see the moment at once, Bastian without a reload.
  await b.goto("/matches");
  await a.goto("/faq");
  const ariadne = b
    .getByRole("region", { name: "People you may click with" })
    .getByRole("article", { name: "Ariadne" });
  await ariadne.getByRole("button", { name: "Like Ariadne" }).click();
  const momentB = b.getByRole("dialog", { name: "It's a match!" });
  await expect(momentB.getByRole("link", { name: "Send a message" })).toBeVisible();
  const momentA = a.getByRole("dialog", { name: "It's a match!" });
  await expect(momentA).toContainText("You and Bastian like each other.");
  await a.screenshot({ path: "test-results/match-moment.png" });
  // The matched card leaves the list; Keep browsing closes the moment.
  await expect(ariadne).toHaveCount(0);
  await momentB.getByRole("button", { name: "Keep browsing" }).click();
  await expect(momentB).toBeHidden();
  const mutualB = b.getByRole("region", { name: /Mutual matches/ });
  await expect(mutualB.getByRole("link", { name: /Ariadne/ })).toBeVisible();
  await momentA.getByRole("link", { name: "Send a message" }).click();
  await expect(a).toHaveURL(/\/messages\?match=/);

  await a.goto("/matches");
  const mutualA = a.getByRole("region", { name: /Mutual matches/ });
  await mutualA.getByRole("link", { name: /Bastian/ }).click();
  await expect(a).toHaveURL(/\/profile\/[\w-]+$/);
  await expect(a.getByRole("heading", { level: 1, name: /Bastian/ })).toBeVisible();
  // Matched people have left discovery: each is in the other's matches, not among candidates.
  await a.goto("/matches");
  await expect(a.getByRole("article", { name: "Bastian" })).toHaveCount(0);
  await Promise.all([ctxA.close(), ctxB.close()]);
});

test("a visitor sees six labelled sample profiles with steady badges; Like turns into Liked", async ({ page }) => {
  await page.goto("/matches");
  const samples = page.getByRole("article", { name: /\(sample profile\)$/ });
  await expect(samples).toHaveCount(6);
  const badges = await samples.getByText(/% match$/).allTextContents();
  const scores = badges.map((badge) => Number(badge.match(/(\d+)%/)![1]));
  for (const score of scores) expect(score).toBeGreaterThanOrEqual(80);
  // Best first, and each sample keeps its one score on the quiz's results too.
  expect(scores).toEqual([...scores].sort((x, y) => y - x));
  await page.reload();
  expect(
    await page
      .getByRole("article", { name: /\(sample profile\)$/ })
      .getByText(/% match$/)
      .allTextContents(),
  ).toEqual(badges);
  const names = await samples.getByRole("heading").allTextContents();
  const first = samples.first();
  await expect(first.getByRole("link", { name: /^View Profile: .+ \(sample profile\)$/ })).toHaveAttribute(
    "href",
    /^\/sample-profiles\/\w+$/,
  );
  // By keyboard: the Liked button is disabled but keeps the focus (never dropped on <body>).
  await first.getByRole("button", { name: /^Like / }).focus();
  await page.keyboard.press("Enter");
  await expect(first.getByRole("button", { name: /^Liked / })).toBeDisabled();
  await expect(first.getByRole("button", { name: /^Liked / })).toBeFocused();

  // The quiz's results preview the three best, with the very same scores.
  await page.goto("/quiz-results");
  const previews = page.locator("main ul > li");
  await expect(previews.nth(0)).toContainText(`${names[0]!.split(",")[0]}`);
  await expect(previews.nth(0)).toContainText(`${scores[0]}% compatible`);
  await expect(previews.nth(1)).toContainText(`${scores[1]}% compatible`);
});

test("advanced search lets a free member combine two filters; a third opens the upgrade prompt", async ({ page }) => {
  await confirmedUser(page, "search");
  await page.evaluate(() => sessionStorage.setItem("quickSetupShown", "true"));
  await page.goto("/match-search");
  await page.getByLabel("Show me").selectOption("women");
  await page.getByLabel("Looking for").selectOption("casual");
  await page.getByLabel("Only people with a photo").check();
  await expect(page.getByText("3 filters chosen. Free members can combine up to 2.")).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Unlock unlimited filters" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep my free filters" }).click();
  await page.getByLabel("Only people with a photo").uncheck();
  await page.getByRole("main").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/matches\?preference=women&intent=casual$/);
  await expect(page.getByText("Searching:")).toContainText("Women, casual");
});
