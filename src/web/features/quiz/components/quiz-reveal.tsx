import { Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { QuizMoreText } from "#shared/phone-first-messages";
import { dimensionLabels, dimensions, type Dimension } from "#shared/quiz";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../../components/ui/dialog";
import { useMyAnswers, useQuestions } from "../api";

/**
 * What the member's answers say, in plain words drawn from them (never a personality test we
 * don't run): the parts of life they said matter most, and how firmly they answered. Then the
 * first people who fit (`people`, drawn by the page), and on into discovery.
 */
export function QuizReveal({ people, onClose }: { people: ReactNode; onClose: () => void }) {
  const questions = useQuestions();
  const answers = useMyAnswers(true);
  const lines = summary(questions.data ?? [], answers.data ?? []);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={QuizMoreText.revealTitle} description={QuizMoreText.revealIntro}>
        <ul className="space-y-2">
          {lines.map((line) => (
            <li key={line} className="flex gap-2 text-slate-800">
              <Sparkles aria-hidden className="mt-1 size-4 shrink-0 text-violet-700" /> {line}
            </li>
          ))}
        </ul>
        <h3 className="mt-5 text-base font-semibold text-slate-900">{QuizMoreText.revealPeople}</h3>
        <div className="mt-2">{people}</div>
        <DialogClose asChild>
          <Button variant="gradient" className="mt-5 w-full">
            {QuizMoreText.revealGo}
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}

type Q = { id: number; dimension: Dimension; question_type: string; options: readonly string[] };
type A = { question_id: number; answer: number; importance?: string | undefined };

/** Sentences made from the answers themselves: what matters most, and how firmly they hold views. */
export function summary(questions: readonly Q[], answers: readonly A[]): string[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const very = new Map<Dimension, number>();
  let firm = 0;
  let likert = 0;
  for (const a of answers) {
    const q = byId.get(a.question_id);
    if (!q) continue;
    if (a.importance === "very") very.set(q.dimension, (very.get(q.dimension) ?? 0) + 1);
    if (q.question_type === "likert") {
      likert += 1;
      if (a.answer === 0 || a.answer === q.options.length - 1) firm += 1;
    }
  }
  const lines: string[] = [];
  const top = dimensions
    .filter((d) => very.has(d))
    .sort((x, y) => very.get(y)! - very.get(x)!)
    .slice(0, 2)
    .map((d) => dimensionLabels[d].toLowerCase());
  const veryCount = [...very.values()].reduce((s, n) => s + n, 0);
  if (top.length > 0)
    lines.push(
      `What matters most to you: ${top.join(" and ")}. You said ${veryCount} of your answers matter a lot, and people who agree with you there rank first.`,
    );
  else lines.push("You didn't mark anything as mattering a lot, so every answer counts the same for now.");
  if (likert > 0) {
    const share = firm / likert;
    lines.push(
      share >= 0.5
        ? "You know your mind: most of your answers were strongly agree or strongly disagree."
        : share >= 0.2
          ? "You hold some views firmly and keep an open mind on the rest."
          : "You answered with nuance: few of your answers were at either extreme.",
    );
  }
  lines.push("You can change any answer, and how much it matters, by retaking the quiz.");
  return lines;
}
