import { ArrowRight, CircleCheck, Lightbulb, Lock, MessageCircle } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ProfileToasts } from "#shared/messages";
import { isProfileComplete } from "#shared/profiles";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { notify } from "../../../lib/toast";
import { cn } from "../../../lib/cn";
import { useSession } from "../../../lib/session";
import { useMyProfile } from "../../../lib/my-profile";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { PageDescriptions } from "#shared/pages";

const tips = [
  {
    title: "Lead with a real moment",
    body: "Instead of listing adjectives, tell us about the last time you lost track of time. Specific beats impressive.",
  },
  {
    title: "Choose photos that feel like you",
    body: "One clear, recent photo of your face, and others doing something you love. Natural light beats filters.",
  },
  {
    title: "Say what you're looking for",
    body: "A relationship, something casual, new friends or not sure yet: all of them are welcome. Saying so kindly saves everyone time.",
  },
  {
    title: "Give people something to ask about",
    body: "Add interests that invite a question, like the recipe you're perfecting or the trail you keep going back to.",
  },
  {
    title: "Be honest, then be patient",
    body: "The right people respond to the real you. You can update your profile whenever you grow or change your mind.",
  },
] as const;

const starters = [
  "What's something you're looking forward to this month?",
  "Your profile mentions a favorite place. What keeps you going back there?",
  "What's a small thing that reliably makes your day better?",
  "If we had a free Saturday and no plans, how would you want to spend it?",
  "What's a question you wish people asked you more often?",
  "What's a song you've had on repeat lately, and why that one?",
] as const;

type StepProps = {
  number: number;
  title: string;
  body: string;
  done: boolean;
  /** Set while the step is locked: the id of the lock notice, which the step's button refers to. */
  lockId?: string;
  children: ReactNode;
};

function Step({ number, title, body, done, lockId, children }: StepProps) {
  return (
    <li>
      <Card className={cn("flex h-full flex-col gap-4", done && "border-emerald-200", lockId && "bg-slate-50")}>
        <div className="flex items-center justify-between gap-3">
          <span
            className="inline-flex size-11 items-center justify-center rounded-full bg-gradient-to-br from-violet-700 to-fuchsia-700 text-lg font-bold text-white"
            aria-hidden
          >
            {number}
          </span>
          {done && (
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700">
              <CircleCheck className="size-5" aria-hidden />
              Done
            </span>
          )}
          {lockId && (
            <span id={lockId} className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
              <Lock className="size-4" aria-hidden />
              Unlocks after steps 1 and 2
            </span>
          )}
        </div>
        <div className="flex-1">
          <h2 className="text-xl font-semibold text-slate-900">
            <span className="sr-only">Step {number}: </span>
            {title}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700">{body}</p>
        </div>
        {children}
      </Card>
    </li>
  );
}

/** Part 2 §2 /quick-start: account, profile, quiz, with the quiz locked until the first two are done. */
export default function QuickStartPage() {
  const { user, loading } = useSession();
  const profile = useMyProfile(Boolean(user));
  const navigate = useNavigate();
  const tipsId = useId();
  const startersId = useId();
  const quizLockId = useId();
  useDocumentTitle("Quick Start", PageDescriptions.quickStart);

  if (loading) {
    return <Loading />;
  }

  const signedIn = Boolean(user);
  const profileComplete = signedIn && isProfileComplete(profile.data);
  const quizDone = Boolean(user?.quiz_completed);

  const needAccount = () => {
    notify.error(ProfileToasts.createAccountFirst.title, ProfileToasts.createAccountFirst.description);
    void navigate("/auth?tab=signup");
  };

  const startQuiz = () => {
    if (!signedIn) return needAccount();
    if (!profileComplete) {
      notify.error(ProfileToasts.completeProfileFirst.title, ProfileToasts.completeProfileFirst.description);
      return void navigate("/profile/edit");
    }
    void navigate("/questions");
  };

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Your journey starts here</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          Three calm steps to meaningful matches. Take them at your own pace; you can come back to this page any time.
        </p>
      </header>

      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        <Step
          number={1}
          title="Create your account"
          body="Sign up with your email. We only ask for what we need, and we never sell your data."
          done={signedIn}
        >
          <Button asChild variant={signedIn ? "outline" : "gradient"} className="w-full">
            <Link to={signedIn ? "/profile/edit" : "/auth?tab=signup"}>
              {signedIn ? "Go to your profile" : "Create account"}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </Step>

        <Step
          number={2}
          title="Complete your profile"
          body="Add your name, gender and what you're looking for, plus a few photos and interests that feel like you."
          done={profileComplete}
        >
          {signedIn ? (
            <Button asChild variant={profileComplete ? "outline" : "gradient"} className="w-full">
              <Link to="/profile/edit">
                {profileComplete ? "Edit your profile" : "Complete profile"}
                <ArrowRight aria-hidden />
              </Link>
            </Button>
          ) : (
            <Button variant="outline" className="w-full" onClick={needAccount}>
              Complete profile
              <ArrowRight aria-hidden />
            </Button>
          )}
        </Step>

        <Step
          number={3}
          title="Take the compatibility quiz"
          body="A few honest questions about how you love, talk and spend your time. Your answers shape who we introduce you to."
          done={quizDone}
          lockId={profileComplete || quizDone ? undefined : quizLockId}
        >
          <Button
            variant={profileComplete ? "gradient" : "outline"}
            className="w-full"
            onClick={startQuiz}
            aria-describedby={profileComplete ? undefined : quizLockId}
          >
            {profileComplete ? null : <Lock aria-hidden />}
            {quizDone ? "Retake the quiz" : "Take the quiz"}
            {profileComplete ? <ArrowRight aria-hidden /> : null}
          </Button>
        </Step>
      </ol>

      <div className="mt-14 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby={tipsId} className="rounded-2xl bg-violet-50 p-6 sm:p-8">
          <h2 id={tipsId} className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
            <Lightbulb className="size-6 text-violet-700" aria-hidden />
            Tips for a profile that feels like you
          </h2>
          <ul className="mt-5 space-y-4">
            {tips.map((tip) => (
              <li key={tip.title} className="rounded-2xl bg-white p-4 shadow-sm">
                <p className="font-semibold text-violet-800">{tip.title}</p>
                <p className="mt-1 leading-relaxed text-slate-700">{tip.body}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby={startersId} className="rounded-2xl bg-fuchsia-50 p-6 sm:p-8">
          <h2 id={startersId} className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
            <MessageCircle className="size-6 text-fuchsia-800" aria-hidden />
            Conversation starters
          </h2>
          <p className="mt-2 text-slate-700">Stuck on a first message? Borrow one of these and make it yours.</p>
          <ul className="mt-5 space-y-3">
            {starters.map((starter) => (
              <li key={starter} className="rounded-2xl bg-white p-4 leading-relaxed text-slate-800 shadow-sm">
                “{starter}”
              </li>
            ))}
          </ul>
        </section>
      </div>

      <p className="mt-12 text-center text-slate-700">
        Want to see what a finished profile looks like first?{" "}
        <Link
          to="/sample-profiles"
          className="inline-flex min-h-11 items-center font-semibold text-violet-700 underline underline-offset-4 hover:text-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
        >
          Browse sample profiles
        </Link>
      </p>
    </main>
  );
}
