import { ArrowRight, Check, Layers, Lock } from "lucide-react";
import { Link } from "react-router";
import { QuizText } from "#shared/messages";
import type { QuizPackSummary } from "#shared/quiz";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { usePackList } from "../api";

/**
 * /quiz-packs: the deeper compatibility quizzes (Unlocked+ and Beyond). Each pack's progress and
 * a way in; locked, with where they come from, for members without the plan.
 */
export default function QuizPacksPage() {
  useDocumentTitle("Deeper compatibility quizzes");
  const list = usePackList();
  if (!list.data) return <Loading label="Loading the deeper quizzes..." />;
  const { entitled, core_completed: coreDone, packs } = list.data;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <Layers aria-hidden className="size-7 text-violet-700" /> Deeper compatibility quizzes
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Optional question packs beyond the core quiz. When you and someone else have both answered a pack, it counts in
        your compatibility, and your reasons say so. Your answers are never shown to anyone.
      </p>
      {!entitled ? (
        <Card className="mt-6 border-violet-200 bg-violet-50">
          <p className="flex items-center gap-2 font-semibold text-violet-950">
            <Lock aria-hidden className="size-4" /> {QuizText.packsRequirePlan}
          </p>
          <Button asChild variant="gradient" className="mt-3">
            <Link to="/pricing">See plans</Link>
          </Button>
        </Card>
      ) : !coreDone ? (
        <Card className="mt-6 border-amber-200 bg-amber-50">
          <p className="font-semibold text-amber-950">{QuizText.coreFirst}</p>
          <Button asChild className="mt-3">
            <Link to="/questions">Take the quiz</Link>
          </Button>
        </Card>
      ) : null}
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {packs.map((pack) => (
          <PackCard key={pack.id} pack={pack} open={entitled && coreDone} />
        ))}
      </ul>
    </main>
  );
}

function PackCard({ pack, open }: { pack: QuizPackSummary; open: boolean }) {
  const done = pack.answered === pack.question_count;
  const started = pack.in_progress > 0;
  return (
    <li className="flex flex-col rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-slate-900">{pack.title}</h2>
      <p className="mt-1 flex-1 text-sm text-slate-700">{pack.description}</p>
      <p className="mt-3 text-sm font-medium text-slate-800">
        {done ? (
          <span className="inline-flex items-center gap-1.5 text-emerald-800">
            <Check aria-hidden className="size-4" /> Answered
          </span>
        ) : started ? (
          `${pack.in_progress} of ${pack.question_count} answered so far`
        ) : (
          `${pack.question_count} questions`
        )}
      </p>
      {open ? (
        <Button asChild variant={done ? "outline" : "default"} className="mt-3">
          <Link
            to={`/quiz-packs/${pack.id}`}
            aria-label={`${done ? "Review" : started ? "Continue" : "Start"} ${pack.title}`}
          >
            {done ? "Review answers" : started ? "Continue" : "Start"} <ArrowRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <p className="mt-3 inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Lock aria-hidden className="size-4" /> Locked
        </p>
      )}
    </li>
  );
}
