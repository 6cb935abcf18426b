import { ArrowLeft, CircleAlert, RotateCw, Send } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { QuizText } from "#shared/messages";
import { OnboardingText, QUIZ_STEP } from "#shared/onboarding";
import { Button } from "../../../components/ui/button";
import { notify } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../../lib/session";
import { quizQueries, useMyAnswers, useQuestions, useQuizDraft, useSaveDraft, useSubmitQuiz } from "../api";
import { firstReads } from "../../../lib/page-data";
import { neutralImportance, type Importance } from "#shared/quiz";
import { ImportanceField } from "../components/importance-field";
import { QuestionField } from "../components/question-field";
import { QuizProgress } from "../components/quiz-progress";
import { StepButtons } from "../components/step-buttons";
import { useQuestionSteps, type Answers } from "../lib/use-question-steps";

type Levels = Record<number, Importance>;

/**
 * Part 1 §2 "Compatibility Quiz" (/questions and /quiz), one question at a time with the
 * progress in view. Signed in: answers are saved as the member goes (the quiz in progress), so
 * leaving and coming back resumes at the first unanswered question; every question is required
 * to submit, then the member goes to /matches. A visitor takes it in demo mode: nothing is sent.
 */
/** The questions are the page's content, for visitors too; a member's answers and draft fill them in. */
export const loader = firstReads(({ client, member }) => [
  client.ensureQueryData(quizQueries.questions()),
  ...(member ? [client.ensureQueryData(quizQueries.myAnswers()), client.ensureQueryData(quizQueries.draft())] : []),
]);

export default function QuizPage() {
  useDocumentTitle("Compatibility Quiz");
  const { user, loading: sessionLoading, refetch } = useSession();
  const member = Boolean(user);
  const questions = useQuestions();
  const saved = useMyAnswers(member);
  const draft = useQuizDraft(member);
  const saveDraft = useSaveDraft();
  const submit = useSubmitQuiz();
  const navigate = useNavigate();
  const [chosen, setAnswers] = useState<Answers | null>(null);
  const [levelsChosen, setLevels] = useState<Levels | null>(null);
  const steps = useQuestionSteps(questions.data?.length ?? 0);
  const { go, showMissing, setShowMissing } = steps;

  // Resume (on the server's page too): the saved quiz (a retake), then the one in progress on
  // top, at the first unanswered question.
  const bank = questions.data;
  const ready = Boolean(bank) && (!member || (!saved.isPending && !draft.isPending));
  const [start, startLevels] = useMemo(() => {
    const all: Answers = {};
    const levels: Levels = {};
    for (const a of [...(saved.data ?? []), ...(draft.data ?? [])]) {
      all[a.question_id] = a.answer;
      if (a.importance) levels[a.question_id] = a.importance;
    }
    return [all, levels];
  }, [saved.data, draft.data]);
  const answers = chosen ?? start;
  const levels = levelsChosen ?? startLevels;
  const step = bank && ready ? steps.stepFrom(bank, start) : null;

  if (questions.isError) return <LoadFailed retry={() => void questions.refetch()} />;
  if (!bank || sessionLoading || step === null) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-16">
        <p role="status" className="text-center text-slate-600">
          Loading questions...
        </p>
      </main>
    );
  }

  const list = bank;
  const question = list[step]!;
  const answered = list.filter((q) => answers[q.id] !== undefined).length;
  const last = step === list.length - 1;

  const given = (next: Answers, nextLevels: Levels) =>
    list
      .filter((q) => next[q.id] !== undefined)
      .map((q) => ({ question_id: q.id, answer: next[q.id]!, importance: nextLevels[q.id] ?? neutralImportance }));

  function save(next: Answers, nextLevels: Levels) {
    if (member) steps.saveSoon(() => saveDraft.mutate(given(next, nextLevels)));
  }

  // A member says how much it matters after answering: a tap on the answer waits for that, a tap
  // on the importance moves on. A guest (nothing saved) moves on with the answer.
  function choose(value: number, pointer: boolean) {
    const next = { ...answers, [question.id]: value };
    setAnswers(next);
    setShowMissing(false);
    save(next, levels);
    if (!member && pointer && !last) steps.advanceSoon(step! + 1);
  }

  function weigh(level: Importance, pointer: boolean) {
    const nextLevels = { ...levels, [question.id]: level };
    setLevels(nextLevels);
    save(answers, nextLevels);
    if (pointer && !last && answers[question.id] !== undefined) steps.advanceSoon(step! + 1);
  }

  function next() {
    if (answers[question.id] === undefined) return setShowMissing(true);
    go(step! + 1);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      // Demo mode: nothing leaves the browser.
      await navigate("/quiz-results");
      return;
    }
    if (!steps.allAnswered(list, answers)) return;
    steps.cancelSave();
    try {
      await submit.mutateAsync(given(answers, levels));
    } catch {
      notify.error(QuizText.submitFailed.title, QuizText.submitFailed.description);
      return;
    }
    // Saved: the session's quiz_completed follows in the background; a failed refresh changes nothing here.
    const first = !user.quiz_completed;
    void refetch();
    // A first completion opens /matches with the reveal (what the answers say, who fits first).
    await navigate("/matches", first ? { state: { quizReveal: true } } : undefined);
  }

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-4 sm:py-8">
      {/* On a phone the tab bar and the top bar lead away: the question and its importance come first. */}
      <Button asChild variant="ghost" className="mb-4 hidden sm:inline-flex">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back
        </Link>
      </Button>
      {/* Setup's last step (ADR 0515): said as the steps before it said theirs. */}
      {user?.onboarding_step === QUIZ_STEP ? (
        <p className="mb-1 text-sm font-semibold text-violet-800">{OnboardingText.progress(QUIZ_STEP)}</p>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Compatibility Quiz</h1>
      <p className="mt-2 hidden text-slate-700 sm:block">
        Answer honestly: there are no right answers, only yours. {member ? "Your answers are saved as you go." : ""}
      </p>
      {member && user?.quiz_completed ? (
        <p className="mt-2 text-sm text-slate-700">
          Taken it already? Go further with the{" "}
          <Link to="/quiz-packs" className="font-semibold text-violet-800 underline underline-offset-4">
            deeper compatibility quizzes
          </Link>
          .
        </p>
      ) : member ? null : (
        <p className="mt-3 rounded-lg bg-violet-50 px-4 py-3 text-sm text-violet-900">
          You're trying the quiz as a guest: your answers stay on this page and are not saved. Sign in to keep them.
        </p>
      )}
      <QuizProgress step={step} total={list.length} answered={answered} headingRef={steps.heading} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-4 space-y-4 sm:mt-6 sm:space-y-6">
        <QuestionField
          key={question.id}
          question={question}
          number={step + 1}
          total={list.length}
          value={answers[question.id]}
          invalid={showMissing && answers[question.id] === undefined}
          onChange={choose}
        />
        {member ? (
          <ImportanceField
            key={`importance-${question.id}`}
            questionId={question.id}
            value={levels[question.id] ?? neutralImportance}
            onChange={weigh}
          />
        ) : null}
        <StepButtons
          step={step}
          last={last}
          onPrevious={() => go(step - 1)}
          onNext={next}
          submit={
            <Button type="submit" variant="gradient" pending={submit.isPending}>
              <Send aria-hidden /> {submit.isPending ? "Submitting..." : "Submit Quiz"}
            </Button>
          }
        />
        {/* A guest may see the sample results at any point; a member once every question is answered. */}
        {!last && (!member || answered === list.length) ? (
          <div className="text-center">
            <Button type="submit" variant="link" pending={submit.isPending}>
              {member ? "All answered: Submit Quiz" : "Submit Quiz"}
            </Button>
          </div>
        ) : null}
      </form>
    </main>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Compatibility Quiz</h1>
      <p role="alert" className="mt-4 inline-flex items-center gap-2 text-slate-700">
        <CircleAlert className="size-5 text-red-700" aria-hidden /> The questions could not be loaded.
      </p>
      <div className="mt-4">
        <Button variant="outline" onClick={retry}>
          <RotateCw aria-hidden /> Try again
        </Button>
      </div>
    </main>
  );
}
