import * as z from "zod/mini";

/**
 * Onboarding in steps (issue 42; ADR 0515, 0516): a new member's setup, one short
 * step at a time, each saved as it is left, so it resumes where it stopped on any device. The
 * profile keeps the step reached (`onboarding_step`, null once the quiz is done).
 */
export const onboardingSteps = [
  { key: "basics", title: "The basics", lead: "Your name, your age and where you are, so people nearby can meet you." },
  {
    key: "identity",
    title: "Who you are and who you'd like to meet",
    lead: "Say as much or as little as you like. Anything you mark private stays between you and us.",
  },
  {
    key: "photos",
    title: "Add a photo or two",
    lead: "Members with a photo are shown first in discovery: people are far more likely to like someone they can see.",
  },
  {
    key: "prompts",
    title: "A prompt or two",
    lead: "A few words in your own voice give people something to answer.",
  },
  { key: "about", title: "About you", lead: "The details people ask about on a first date." },
  {
    key: "quiz",
    title: "Last step: the compatibility quiz",
    lead: "One question at a time, each with how much it matters to you.",
  },
] as const;

export type OnboardingStepKey = (typeof onboardingSteps)[number]["key"];
/** A literal, not `onboardingSteps.length`: the sign-in page asks it without the steps' words (a test ties them). */
export const ONBOARDING_STEPS = 6;
/** The quiz is the last step: the quiz page itself, reached from the step that introduces it. */
export const QUIZ_STEP = ONBOARDING_STEPS;

export const onboardingStepSchema = z.int().check(z.minimum(1), z.maximum(ONBOARDING_STEPS));

export const OnboardingText = {
  pageTitle: "Set up your profile",
  progress: (step: number) => `Step ${step} of ${ONBOARDING_STEPS}`,
  next: "Continue",
  back: "Back",
  saving: "Saving...",
  startQuiz: "Start the quiz",
  /** Shown above a step whose save the server refused; each field says why beside it. */
  fixBelow: "Please fix the highlighted fields.",
  photosOptional:
    "Not ready to share a photo? That's your choice, and we respect it: you keep the art drawn for you, and you can add photos any time from your profile.",
  quizBody:
    "Answer honestly: there are no right answers, only people who answer like you. When you finish, you'll see what your answers say about you, and the first people who fit.",
  homeResume: (step: number) => `Finish setting up: step ${step} of ${ONBOARDING_STEPS}`,
  homeResumeBody: "Your answers are saved. Pick up where you left off, on any device.",
  homeResumeAction: "Continue setting up",
  /** Home's prompt for a member who finished setup without the quiz. */
  homeQuiz: "Take the compatibility quiz",
  homeQuizBody: "A few honest questions, one at a time. Your answers are how we explain why you fit with someone.",
  /** What discovery needs before it can show the member to anyone, asked for beside its field. */
  required: {
    date_of_birth: "Please enter your date of birth.",
    zip_code: "Please enter your zip code, so we can find people near you.",
    gender: "Please choose the gender you'd like to be matched as.",
    looking_for: "Please choose what you're looking for.",
  },
  welcomeTitle: (name: string | null) => (name ? `Welcome to Unlocked, ${name}` : "Welcome to Unlocked"),
} as const;
