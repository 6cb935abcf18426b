import type { QueryClient } from "@tanstack/react-query";
import { Brain, Compass, Hourglass, LockKeyhole, MessageCircle, UserPen, X } from "lucide-react";
import { useId, useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { OnboardingText, QUIZ_STEP } from "#shared/onboarding";
import { isProfileComplete } from "#shared/profiles";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { NextStepCard } from "../../../components/ui/next-step-card";
import { useFirstLightSeen } from "../../../lib/first-light";
import { focusFirst } from "../../../lib/focus";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useAgeRememberedHere } from "../../../lib/age-storage";
import { useSession } from "../../../lib/session";
import { LikesWaiting, matchingQueries, TopCandidates } from "../../../features/matching";
import { messagingQueries, WaitingConversations } from "../../../features/messaging";
import { myProfileQuery, useMyProfile } from "../../../lib/my-profile";
import { AgeVerificationCard, HomeSearch, InviteCard, WelcomeModal } from "../../../features/pages";

const actions = [
  {
    to: "/matches",
    title: "Discover Matches",
    body: "Meet people picked for you by real compatibility, with the reasons spelled out.",
    icon: Compass,
  },
  {
    to: "/profile/edit",
    title: "Edit Profile",
    body: "Add photos, interests and a few honest words so the right people find you.",
    icon: UserPen,
  },
  {
    to: "/messages",
    title: "Messages",
    body: "Pick up your conversations where you left off.",
    icon: MessageCircle,
  },
] as const;

const insights = [
  {
    title: "How compatibility works",
    body: "Your score with someone comes from your quiz answers, the interests you share and what you are each looking for. It stays the same for the same two people, and we always explain it in words.",
    icon: Brain,
  },
  {
    title: "Your privacy, your call",
    body: "Choose whether everyone, only your matches or no one can see your profile. Photos are cleaned of hidden location data before anyone else sees them.",
    icon: LockKeyhole,
  },
  {
    title: "Echo: dating, slowed down",
    body: "With Echo, a new connection starts with three days of quiet reflection, one message each per day, before the conversation opens up. On day seven you both decide what comes next.",
    icon: Hourglass,
  },
] as const;

/**
 * Part 1 §2 "/" for a signed-in user. View Profile and Sign Out are the navigation bar's (the
 * mobile menu's on phones), so they appear once; the greeting uses the saved name, never the email.
 */
/** The home greets by name and shows people: the day's best and who waits for a reply (home-page.tsx's loader). */
export const homeReads = (client: QueryClient) => [
  client.ensureQueryData(myProfileQuery()),
  client.ensureQueryData(matchingQueries.likesCount()),
  client.ensureInfiniteQueryData(matchingQueries.discover({})),
  client.ensureInfiniteQueryData(messagingQueries.conversations()),
];

export function WelcomeHome() {
  const profile = useMyProfile();
  const { user } = useSession();
  const ageRemembered = useAgeRememberedHere();
  const welcomed = useFirstLightSeen();
  const actionsId = useId();
  const insightsId = useId();
  const peopleId = useId();
  const waitingId = useId();
  const name = profile.data?.name;
  useDocumentTitle("Home");
  // The moment the page was drawn: a member in their first day is welcomed, not welcomed back.
  const [drawnAt] = useState(() => Date.now());
  const isNew = profile.data ? drawnAt - Date.parse(profile.data.created_at) < NEW_MEMBER_MS : false;
  const greeting = isNew
    ? name
      ? `Welcome to Unlocked, ${name}`
      : "Welcome to Unlocked"
    : name
      ? `Welcome back, ${name}`
      : "Welcome back";
  // One prompt to act at a time, the most pressing first.
  const next: NextStep | null =
    user && !user.age_verified && !ageRemembered
      ? "age"
      : profile.data?.onboarding_step && profile.data.onboarding_step < QUIZ_STEP
        ? "setup"
        : profile.data && !isProfileComplete(profile.data)
          ? "profile"
          : user && !user.quiz_completed
            ? "quiz"
            : null;

  return (
    <main id="main" className="mx-auto max-w-6xl space-y-10 px-4 pt-10 pb-10">
      <header>
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">{greeting}</h1>
        <p className="mt-2 text-lg text-slate-700">
          {isNew ? "We're glad you're here. Let's find people you truly fit with." : "Who might you meet today?"}
        </p>
      </header>

      {next === "age" ? <AgeVerificationCard /> : null}
      {next === "setup" && profile.data?.onboarding_step ? (
        // Where setup stopped, saved on the server, so any device picks it up.
        <NextStepCard
          icon={UserPen}
          title={OnboardingText.homeResume(profile.data.onboarding_step)}
          body={OnboardingText.homeResumeBody}
          to="/welcome"
          action={OnboardingText.homeResumeAction}
        />
      ) : null}
      {next === "quiz" ? (
        <NextStepCard
          icon={Brain}
          title={OnboardingText.homeQuiz}
          body={OnboardingText.homeQuizBody}
          to="/questions"
          action={OnboardingText.startQuiz}
        />
      ) : null}
      {/* What is new since the last visit: likes waiting, then new matches and conversations waiting. */}
      <LikesWaiting />
      {user ? <WaitingConversations myId={user.id} headingId={waitingId} /> : null}
      <TopCandidates headingId={peopleId} />
      <HomeSearch />

      <section aria-labelledby={actionsId}>
        <h2 id={actionsId} className="text-2xl font-semibold text-slate-900">
          Where to next?
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {actions.map(({ to, title, body, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group block h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-violet-700 hover:bg-violet-50"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-2xl bg-violet-100 text-violet-700">
                  <Icon className="size-5" aria-hidden />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-violet-800">{title}</h3>
                <p className="mt-1 text-slate-700">{body}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={insightsId}>
        <h2 id={insightsId} className="text-2xl font-semibold text-slate-900">
          Good to know
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {insights.map(({ title, body, icon: Icon }) => (
            <li key={title}>
              <Card className="h-full bg-slate-50">
                <Icon className="size-6 text-violet-700" aria-hidden />
                <h3 className="mt-3 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 leading-relaxed text-slate-700">{body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <InviteCard />
      {/* The welcome is its own first prompt: the reminder waits until it has been closed. */}
      {next === "profile" && welcomed ? <CompleteProfileButton /> : null}
      <WelcomeModal />
    </main>
  );
}

type NextStep = "age" | "setup" | "profile" | "quiz";
/** A member is new (welcomed, not "welcomed back") for their first day. */
const NEW_MEMBER_MS = 24 * 60 * 60 * 1000;

const DISMISSED_KEY = "completeProfileDismissed";

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "true";
  } catch {
    return false;
  }
}
const dismissals = new Set<() => void>();
const onDismissed = (listener: () => void) => {
  dismissals.add(listener);
  return () => void dismissals.delete(listener);
};

/**
 * A gentle nudge while the profile is incomplete, dismissed for the rest of this browser session.
 * A band pinned to the bottom of the screen, like the nav bar at the top: content scrolls past it
 * rather than hiding behind a floating button, and as the last thing in the page's own flow it
 * comes to rest below the invite card, never over the footer.
 */
function CompleteProfileButton() {
  // Not dismissed as the server renders it (it cannot see this session's storage), nor at hydration.
  const dismissed = useSyncExternalStore(onDismissed, readDismissed, () => false);
  if (dismissed) return null;

  function dismiss() {
    try {
      sessionStorage.setItem(DISMISSED_KEY, "true");
    } catch {
      // Without storage it stays hidden until the next page load.
    }
    dismissals.forEach((listener) => listener());
    // The button is gone: focus lands on the page heading rather than on <body>.
    requestAnimationFrame(() => focusFirst());
  }

  return (
    <div className="hide-on-keyboard sticky bottom-(--tab-bar) z-30 -mx-4 flex items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
      <Button asChild variant="gradient" size="lg" className="rounded-full">
        <Link to="/profile/edit">
          <UserPen aria-hidden />
          Complete Profile
        </Link>
      </Button>
      <Button
        variant="outline"
        size="icon"
        aria-label="Dismiss the Complete Profile reminder"
        className="rounded-full border-slate-300 text-slate-700 hover:bg-slate-100"
        onClick={dismiss}
      >
        <X aria-hidden />
      </Button>
    </div>
  );
}
