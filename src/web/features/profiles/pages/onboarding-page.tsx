import { Brain, ImageIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, redirect, useSearchParams } from "react-router";
import { ONBOARDING_STEPS, OnboardingText as T, onboardingSteps } from "#shared/onboarding";
import type { OwnProfile } from "#shared/profiles";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { focusFirst, focusIsLost } from "../../../lib/focus";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { myProfileQuery } from "../../../lib/my-profile";
import { firstReads } from "../../../lib/page-data";
import { useMyProfileScreen } from "../components/my-profile-screen";
import { FormStepBody, isFormStep, StepNav, useStepSave } from "../components/onboarding-steps";
import { PhotoManager } from "../components/photo-manager";

/** Setup done: its page leads on to discovery (as the page itself does once it has the profile). */
export const loader = firstReads(({ client, session }) => {
  if (session.user?.onboarding_step === null) throw redirect("/matches");
  return session.user ? [client.ensureQueryData(myProfileQuery())] : [];
});

/**
 * /welcome: a new member's setup in short steps (ADR 0515, 0516), reached from the
 * confirmation link and from sign-in until it is done. The step reached is the server's, so it
 * resumes on any device; `?step=` lets Back (ours and the browser's) revisit an earlier one.
 */
export default function OnboardingPage() {
  const loaded = useMyProfileScreen();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(T.pageTitle);

  if (loaded.screen) return loaded.screen;
  const reached = loaded.profile.onboarding_step;
  // Setup done: the editor is where a profile changes from now on.
  if (reached === null) return <Navigate to="/matches" replace />;
  const asked = Number(params.get("step"));
  const step = Number.isInteger(asked) && asked >= 1 && asked <= reached ? asked : reached;
  return <Steps key={step} step={step} profile={loaded.profile} onMoved={(to) => setParams({ step: String(to) })} />;
}

function Steps({ step, profile, onMoved }: { step: number; profile: OwnProfile; onMoved: (to: number) => void }) {
  // A step reached by Continue or Back starts at its heading, for keyboards and screen readers:
  // the control that was pressed went with its step (no ring after a tap: lib/focus.ts).
  useEffect(() => {
    if (focusIsLost()) focusFirst();
  }, []);
  const { key, title, lead } = onboardingSteps[step - 1]!;

  return (
    <main id="main" className="mx-auto max-w-xl px-4 pt-6 pb-4 sm:pt-10">
      <p className="text-sm font-semibold text-violet-800">{T.progress(step)}</p>
      <div
        className="mt-2 flex gap-1.5"
        role="progressbar"
        aria-label={T.pageTitle}
        aria-valuemin={1}
        aria-valuemax={ONBOARDING_STEPS}
        aria-valuenow={step}
        aria-valuetext={T.progress(step)}
      >
        {onboardingSteps.map((s, i) => (
          <span key={s.key} className={`h-1.5 flex-1 rounded-full ${i < step ? "bg-violet-700" : "bg-violet-100"}`} />
        ))}
      </div>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-700">{lead}</p>
      <div className="mt-6">
        {isFormStep(key) ? (
          <FormStepBody stepKey={key} step={step} profile={profile} onMoved={onMoved} />
        ) : key === "photos" ? (
          <PhotosStep step={step} profile={profile} onMoved={onMoved} />
        ) : (
          <QuizStep step={step} onMoved={onMoved} />
        )}
      </div>
    </main>
  );
}

/** Photos are encouraged, never required: a member without one keeps their drawn art. */
function PhotosStep({ step, profile, onMoved }: { step: number; profile: OwnProfile; onMoved: (to: number) => void }) {
  const { save, pending } = useStepSave(onMoved);
  const reached = profile.onboarding_step ?? step;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save({}, { to: step + 1, reached });
      }}
    >
      <Card>
        <PhotoManager profile={profile} />
      </Card>
      {profile.photos.length === 0 ? (
        <p className="mt-4 flex gap-2 text-sm text-slate-700">
          <ImageIcon className="mt-0.5 size-4 shrink-0 text-violet-700" aria-hidden />
          {T.photosOptional}
        </p>
      ) : null}
      <StepNav step={step} pending={pending} onBack={() => onMoved(step - 1)} />
    </form>
  );
}

/** The last step is the quiz itself: its page saves as the member goes, and its end is the welcome. */
function QuizStep({ step, onMoved }: { step: number; onMoved: (to: number) => void }) {
  return (
    <div>
      <Card className="flex items-start gap-4 border-violet-200 bg-gradient-to-br from-violet-50 to-fuchsia-50">
        <Brain className="mt-1 size-6 shrink-0 text-violet-700" aria-hidden />
        <p className="text-slate-800">{T.quizBody}</p>
      </Card>
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button type="button" variant="ghost" size="lg" onClick={() => onMoved(step - 1)}>
          {T.back}
        </Button>
        <Button asChild size="lg" variant="gradient">
          <Link to="/questions">{T.startQuiz}</Link>
        </Button>
      </div>
    </div>
  );
}
