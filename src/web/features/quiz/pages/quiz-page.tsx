import { ArrowLeft, CircleAlert, RotateCw, Send } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { QuizText } from "#shared/messages";
import { dimensionLabels, type Question } from "#shared/quiz";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { notify } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useSession } from "../../auth";
import { useMyAnswers, useQuestions, useSubmitQuiz } from "../api";

type Answers = Record<number, number>;

/** One question as a radio group; the whole option is the target (44 px and up). */
function QuestionField({
  question,
  number,
  value,
  onChange,
  invalid,
}: {
  question: Question;
  number: number;
  value: number | undefined;
  onChange: (v: number) => void;
  invalid: boolean;
}) {
  const id = useId();
  return (
    <fieldset
      id={`question-${question.id}`}
      aria-describedby={invalid ? `${id}-missing` : undefined}
      className={invalid ? "rounded-2xl border-2 border-red-300 p-4" : "rounded-2xl border border-slate-200 p-4"}
    >
      <legend className="px-1 text-base font-semibold text-slate-900">
        <span className="mr-1 text-violet-700">{number}.</span> {question.text}
      </legend>
      <p className="px-1 text-xs font-medium tracking-wide text-slate-600 uppercase">
        {dimensionLabels[question.dimension]}
      </p>
      <div
        className={
          question.question_type === "likert" ? "mt-3 grid gap-2 sm:grid-cols-5" : "mt-3 grid gap-2 sm:grid-cols-2"
        }
      >
        {question.options.map((option, i) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50 has-[:checked]:text-violet-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700"
          >
            <input
              type="radio"
              className="accent-violet-700"
              name={`q-${question.id}`}
              value={i}
              checked={value === i}
              onChange={() => onChange(i)}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-missing` : undefined}
            />
            {option}
          </label>
        ))}
      </div>
      {invalid ? (
        <p id={`${id}-missing`} className="mt-2 px-1 text-sm font-medium text-red-700">
          Please choose an answer.
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Part 1 §2 "Compatibility Quiz" (/questions and /quiz). Signed in: every question is required,
 * answers are stored and the member goes to /matches. A visitor takes it in demo mode: nothing
 * is sent, and the answers stay in this page only (DECISIONS: visitors see samples).
 */
export default function QuizPage() {
  useDocumentTitle("Compatibility Quiz");
  const { user, loading: sessionLoading, refetch } = useSession();
  const questions = useQuestions();
  const saved = useMyAnswers(Boolean(user));
  const submit = useSubmitQuiz();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Answers>({});
  const [showMissing, setShowMissing] = useState(false);

  // A retake starts from the saved answers, once they arrive.
  useEffect(() => {
    if (saved.data)
      setAnswers((now) => ({ ...Object.fromEntries(saved.data.map((a) => [a.question_id, a.answer])), ...now }));
  }, [saved.data]);

  if (questions.isPending || sessionLoading) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-16">
        <p role="status" className="text-center text-slate-600">
          Loading questions...
        </p>
      </main>
    );
  }

  if (questions.isError) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Compatibility Quiz</h1>
        <p role="alert" className="mt-4 inline-flex items-center gap-2 text-slate-700">
          <CircleAlert className="size-5 text-red-700" aria-hidden /> The questions could not be loaded.
        </p>
        <div className="mt-4">
          <Button variant="outline" onClick={() => void questions.refetch()}>
            <RotateCw aria-hidden /> Try again
          </Button>
        </div>
      </main>
    );
  }

  const bank = questions.data;
  const answered = bank.filter((q) => answers[q.id] !== undefined).length;
  const missing = bank.filter((q) => answers[q.id] === undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      // Demo mode: nothing leaves the browser.
      await navigate("/quiz-results");
      return;
    }
    if (missing.length > 0) {
      setShowMissing(true);
      notify.error(QuizText.answerAll.title, QuizText.answerAll.description(answered, bank.length));
      document.getElementById(`question-${missing[0]!.id}`)?.querySelector("input")?.focus();
      return;
    }
    try {
      await submit.mutateAsync(bank.map((q) => ({ question_id: q.id, answer: answers[q.id]! })));
    } catch {
      notify.error(QuizText.submitFailed.title, QuizText.submitFailed.description);
      return;
    }
    // Saved: the session's quiz_completed follows in the background; a failed refresh changes nothing here.
    void refetch();
    await navigate("/matches");
  }

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <Button asChild variant="ghost" className="mb-4">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Compatibility Quiz</h1>
      <p className="mt-2 text-slate-700">
        Answer honestly: there are no right answers, only yours. Your score with someone comes from how closely your
        answers agree, and we always tell you why.
      </p>
      {user ? null : (
        <p className="mt-3 rounded-lg bg-violet-50 px-4 py-3 text-sm text-violet-900">
          You're trying the quiz as a guest: your answers stay on this page and are not saved. Sign in to keep them.
        </p>
      )}
      <Card className="mt-6">
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
          {bank.map((q, i) => (
            <QuestionField
              key={q.id}
              question={q}
              number={i + 1}
              value={answers[q.id]}
              invalid={showMissing && answers[q.id] === undefined}
              onChange={(v) => setAnswers((now) => ({ ...now, [q.id]: v }))}
            />
          ))}
          <div className="sticky bottom-0 -mx-6 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-6 py-4 backdrop-blur sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700" aria-live="polite">
              {answered} of {bank.length} answered
            </p>
            <Button type="submit" variant="gradient" pending={submit.isPending}>
              <Send aria-hidden /> {submit.isPending ? "Submitting..." : "Submit Quiz"}
            </Button>
          </div>
        </form>
      </Card>
    </main>
  );
}
