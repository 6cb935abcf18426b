import { expect, type Page } from "@playwright/test";
import { AuthToasts, ProfileText } from "#shared/messages";
import { OnboardingText } from "#shared/onboarding";
import { DeckText, QuizMoreText } from "#shared/phone-first-messages";
import {
  confirmedUser,
  expectNoAxeViolations,
  latestLink,
  newContext,
  newEmail,
  PASSWORD,
  patchProfile,
  signUpThroughUi,
  test,
  toasts,
} from "./support";

const town = "83814"; // Coeur d'Alene: this spec's own town
const phone = { width: 390, height: 844 };

const step = (page: Page, n: number) => expect(page.getByText(OnboardingText.progress(n))).toBeVisible();
const next = (page: Page) => page.getByRole("button", { name: OnboardingText.next }).click();

test("a new member sets up step by step: saved as each step is left, errors beside their field, resumed on another device, into discovery", async ({
  browser,
}) => {
  // Someone who fits is already here, so the reveal and the deck have a person to show.
  const noorContext = await newContext(browser);
  const noor = await noorContext.newPage();
  await confirmedUser(noor, "onboarding-noor");
  await patchProfile(noor, {
    name: "Noor",
    gender: "woman",
    interested_in: ["woman"],
    zip_code: town,
    looking_for: "relationship",
  });

  const phoneContext = await newContext(browser, { viewport: phone });
  const page = await phoneContext.newPage();
  const email = newEmail("onboarding");
  await signUpThroughUi(page, email);
  await page.goto(await latestLink(page.request, email, "Confirm your email"));
  await expect(page).toHaveURL(/\/welcome$/);
  await step(page, 1);
  await expect(page.getByRole("heading", { level: 1, name: "The basics" })).toBeVisible();
  // The birth date given at sign-up is already there.
  await expect(page.getByLabel("Date of birth")).toHaveValue("1992-03-14");
  await expectNoAxeViolations(page, "onboarding step 1");

  // A zip the server does not know: the step stays, and the field says why and takes focus.
  await page.getByLabel("Name").fill("Marisol");
  const zip = page.getByLabel("Zip code");
  await zip.fill("00000");
  await next(page);
  await expect(zip).toHaveAttribute("aria-invalid", "true");
  await expect(zip).toHaveAccessibleDescription(new RegExp(ProfileText.zipUnknown.replace(/[.]/g, "\\.")));
  await expect(zip).toBeFocused();
  await step(page, 1);
  await expectNoAxeViolations(page, "onboarding step 1, refused");
  await zip.fill(town);
  await next(page);
  await step(page, 2);

  // What discovery needs is asked for beside its field.
  await next(page);
  const gender = page.getByLabel("Gender", { exact: true });
  await expect(gender).toHaveAccessibleDescription(OnboardingText.required.gender);
  await expect(gender).toBeFocused();
  await gender.selectOption("woman");
  await page.getByRole("group", { name: "Interested in" }).getByLabel("Women").check();
  await page.getByLabel("Looking for").selectOption("relationship");
  await expectNoAxeViolations(page, "onboarding step 2");
  // Back saves too: step 1 shows what was kept.
  await page.getByRole("button", { name: OnboardingText.back }).click();
  await step(page, 1);
  await expect(page.getByLabel("Name")).toHaveValue("Marisol");
  await next(page);
  await step(page, 2);
  await expect(page.getByLabel("Gender", { exact: true })).toHaveValue("woman");
  await next(page);
  await step(page, 3);
  await expect(page.getByText(OnboardingText.photosOptional)).toBeVisible();

  // Another device: signing in resumes where the phone left off.
  const desk = await (await newContext(browser, { viewport: { width: 1280, height: 900 } })).newPage();
  await desk.goto("/auth");
  const signIn = desk.getByRole("tabpanel", { name: "Sign In" });
  await signIn.getByLabel("Email").fill(email);
  await signIn.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign In" }).click();
  // The sign-in toast, seen and then gone (axe reads one mid-animation wrongly). Seen first: the
  // toaster is its own chunk and mounts late, so "no toast yet" is not "no toast".
  await expect(toasts(desk).filter({ hasText: AuthToasts.welcomeBack.title })).toBeVisible();
  await expect(desk).toHaveURL(/\/welcome$/);
  await step(desk, 3);
  await expect(desk.getByRole("heading", { level: 1, name: "Add a photo or two" })).toBeVisible();
  await expect(desk.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(desk, "onboarding step 3 on a desktop");
  // Home says where setup stopped, too (its first-visit welcome and quick setup already seen here).
  await desk.evaluate(() => {
    localStorage.setItem("hasSeenFirstLight", "true");
    sessionStorage.setItem("quickSetupShown", "true");
  });
  await desk.goto("/");
  await expect(desk.getByRole("heading", { name: OnboardingText.homeResume(3) })).toBeVisible();
  await desk.getByRole("link", { name: OnboardingText.homeResumeAction }).click();
  await step(desk, 3);
  await next(desk); // no photo: their drawn art stays
  await step(desk, 4);
  await next(desk);
  await step(desk, 5);
  await desk.getByLabel("Bio").fill("Trail runner, terrible at crosswords.");
  await next(desk);
  await step(desk, 6);
  await expectNoAxeViolations(desk, "onboarding step 6");

  // Back on the phone: the quiz step, then the quiz itself (all but one answer saved as a draft
  // through the API, as if answered earlier), the reveal, and the first person.
  await page.goto("/welcome");
  await step(page, 6);
  await page.getByRole("link", { name: OnboardingText.startQuiz }).click();
  await expect(page).toHaveURL(/\/questions$/);
  await expect(page.getByText(OnboardingText.progress(6))).toBeVisible();
  const { questions } = (await (await page.request.get("/api/questions")).json()) as { questions: { id: number }[] };
  await page.request.put("/api/quiz/draft", {
    data: { answers: questions.slice(0, -1).map((q) => ({ question_id: q.id, answer: 1 })) },
  });
  await page.reload();
  const last = `Question ${questions.length} of ${questions.length}`;
  await expect(page.getByRole("heading", { level: 2, name: last })).toBeVisible();
  await page.locator("main fieldset").first().getByRole("radio").first().click();
  await page.getByRole("button", { name: "Submit Quiz" }).click();
  await expect(page).toHaveURL(/\/matches$/);
  const reveal = page.getByRole("dialog", { name: QuizMoreText.revealTitle });
  await expect(reveal.getByRole("heading", { name: QuizMoreText.revealPeople })).toBeVisible();
  await reveal.getByRole("button", { name: QuizMoreText.revealGo }).click();
  const person = page.getByRole("region", { name: DeckText.region }).getByRole("article");
  await expect(person).toHaveAttribute("aria-label", "Noor");

  // Setup is done everywhere: /welcome now leads on to discovery, and sign-in goes home.
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/profile")).json()) as { onboarding_step: number | null }).onboarding_step,
    )
    .toBeNull();
  await desk.goto("/welcome");
  await expect(desk).toHaveURL(/\/matches$/);
});
