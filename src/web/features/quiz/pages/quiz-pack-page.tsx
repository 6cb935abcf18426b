import { ArrowLeft, Send } from "lucide-react";
import { useMemo, useState, type FormEvent } from "react";
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
import { StepButtons } from "../components/step-buttons";
import { useQuestionSteps, type Answers } from "../lib/use-question-steps";
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
  const [chosen, setChosen] = useState<Answers | null>(null);
  const steps = useQuestionSteps(pack.data?.questions.length ?? 0);
  const { go, showMissing, setShowMissing } = steps;
  useDocumentTitle(pack.data?.title ?? "Deeper quiz");
  const start = useMemo(
    () => Object.fromEntries((pack.data?.answers ?? []).map((a) => [a.question_id, a.answer])) as Answers,
    [pack.data],
  );

  if (!isPack(param)) return <NotAPack />;
  if (pack.isError) return <NotAPack message={errorMessage(pack.error)} />;
  if (!pack.data) return <Loading label="Loading questions..." />;
  const { questions, title, complete } = pack.data;
  const answers = chosen ?? start;
  const step = steps.stepFrom(questions, start);
  const question = questions[step]!;
  const answered = questions.filter((q) => answers[q.id] !== undefined).length;
  const last = step === questions.length - 1;

  function choose(value: number, pointer: boolean) {
    const next = { ...answers, [question.id]: value };
    setChosen(next);
    setShowMissing(false);
    if (!complete) {
      const given = questions
        .filter((q) => next[q.id] !== undefined)
        .map((q) => ({ question_id: q.id, answer: next[q.id]! }));
      steps.saveSoon(() => save.mutate(given));
    }
    if (pointer && !last) steps.advanceSoon(step + 1);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!steps.allAnswered(questions, answers)) return;
    steps.cancelSave();
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
      <QuizProgress step={step} total={questions.length} answered={answered} headingRef={steps.heading} />
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
        <StepButtons
          step={step}
          last={last}
          onPrevious={() => go(step - 1)}
          onNext={() => (answers[question.id] === undefined ? setShowMissing(true) : go(step + 1))}
          submit={
            <Button type="submit" variant="gradient" pending={submit.isPending}>
              <Send aria-hidden /> Save {title}
            </Button>
          }
        />
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
