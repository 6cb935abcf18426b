import type { Ref } from "react";

/** "Question 3 of 12", how many are answered, and the bar: the core quiz's and each pack's. */
export function QuizProgress({
  step,
  total,
  answered,
  headingRef,
}: {
  step: number;
  total: number;
  answered: number;
  /** Each new step moves focus here (keyboard and screen-reader users start at the question). */
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="mt-6">
      <div className="flex items-center justify-between text-sm text-slate-700">
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900 outline-none">
          Question {step + 1} of {total}
        </h2>
        <p aria-live="polite">
          {answered} of {total} answered
        </p>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-violet-100"
        role="progressbar"
        aria-label="Answered"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answered}
      >
        <div
          className="h-full rounded-full bg-violet-700 transition-all"
          style={{ width: `${(answered / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
