import { ArrowLeft, ArrowRight, Send } from "lucide-react";
import { useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { QuizText } from "#shared/messages";
import { quizPackIds, type QuizPackId } from "#shared/quiz";
import { Button } from "../../../components/ui/button";
import { Loading } from "../../../components/ui/loading";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { usePack, useSavePackDraft, useSubmitPack } from "../api";
import { QuestionField } from "../components/question-field";
import { QuizProgress } from "../components/quiz-progress";

const SAVE_AFTER_MS = 400;
const ADVANCE_AFTER_MS = 250;
const isPack = (id: string | undefined): id is QuizPackId => (quizPackIds as readonly string[]).includes(id ?? "");

/**
 * /quiz-packs/:pack: one deeper quiz, a question at a time as the core quiz is, saved as the
 * member goes (leaving and coming back resumes at the first unanswered question), then saved whole.
 */
export default function QuizPackPage() {
  const { pack: param } = useParams();
  const id: QuizPackId = isPack(param) ? param : "love-attachment";
  const pack = usePack(id, isPack(param));
  const save = useSavePackDraft(id);
  const submit = useSubmitPack(id);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Record<number, number> | null>(null);
  const [stepChosen, setStep] = useState<number | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useDocumentTitle(pack.data?.title ?? "Deeper quiz");
  const start = useMemo(
    () =>
      Object.fromEntries((pack.data?.answers ?? []).map((a) => [a.question_id, a.answer])) as Record<number, number>,
    [pack.data],
  );
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [stepChosen]);
  useEffect(() => () => clearTimeout(saveTimer.current), []);

  if (!isPack(param)) return <NotAPack />;
  if (pack.isError) return <NotAPack message={errorMessage(pack.error)} />;
  if (!pack.data) return <Loading label="Loading questions..." />;
  const { questions, title, complete } = pack.data;
  const answers = chosen ?? start;
  const firstOpen = questions.findIndex((q) => start[q.id] === undefined);
  const step = stepChosen ?? Math.max(0, firstOpen);
  const question = questions[step]!;
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;
  const last = step === questions.length - 1;
  const go = (to: number) => {
    moved.current = true;
    setShowMissing(false);
    setStep(Math.max(0, Math.min(questions.length - 1, to)));
  };

  function choose(value: number, pointer: boolean) {
    const next = { ...answers, [question.id]: value };
    setChosen(next);
    setShowMissing(false);
    if (!complete) {
      clearTimeout(saveTimer.current);
      const given = questions
        .filter((q) => next[q.id] !== undefined)
        .map((q) => ({ question_id: q.id, answer: next[q.id]! }));
      saveTimer.current = setTimeout(() => save.mutate(given), SAVE_AFTER_MS);
    }
    if (pointer && !last) setTimeout(() => go(step + 1), ADVANCE_AFTER_MS);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing = questions.findIndex((q) => answers[q.id] === undefined);
    if (missing >= 0) {
      notify.error(QuizText.answerAll.title, QuizText.answerAll.description(answered, questions.length));
      go(missing);
      setShowMissing(true);
      return;
    }
    clearTimeout(saveTimer.current);
    try {
      await submit.mutateAsync(questions.map((q) => ({ question_id: q.id, answer: answers[q.id]! })));
    } catch (err) {
      notify.error(QuizText.submitFailed.title, errorMessage(err));
      return;
    }
    notify.success(QuizText.packSaved.title, QuizText.packSaved.description);
    await navigate("/quiz-packs");
  }

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <Button asChild variant="ghost" className="mb-4">
        <Link to="/quiz-packs">
          <ArrowLeft aria-hidden /> All deeper quizzes
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">
        {complete ? "Your answers, saved. Change any and save again." : "Your answers are saved as you go."} Only you
        see them.
      </p>
      <QuizProgress step={step} total={questions.length} answered={answered} headingRef={heading} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="mt-6 space-y-6">
        <QuestionField
          key={question.id}
          question={question}
          number={step + 1}
          total={questions.length}
          value={answers[question.id]}
          invalid={showMissing && answers[question.id] === undefined}
          onChange={choose}
        />
        <div className="flex items-center justify-between gap-3">
          <Button variant="outline" onClick={() => go(step - 1)} disabled={step === 0}>
            <ArrowLeft aria-hidden /> Previous
          </Button>
          {last ? (
            <Button type="submit" variant="gradient" pending={submit.isPending}>
              <Send aria-hidden /> Save {title}
            </Button>
          ) : (
            <Button
              variant="gradient"
              onClick={() => (answers[question.id] === undefined ? setShowMissing(true) : go(step + 1))}
            >
              Next <ArrowRight aria-hidden />
            </Button>
          )}
        </div>
      </form>
    </main>
  );
}

function NotAPack({ message }: { message?: string }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Deeper quiz</h1>
      <p role="alert" className="mt-3 text-slate-700">
        {message ?? "There is no such quiz."}
      </p>
      <Button asChild className="mt-6">
        <Link to="/quiz-packs">All deeper quizzes</Link>
      </Button>
    </main>
  );
}
