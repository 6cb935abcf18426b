import { useId, useRef } from "react";
import { dimensionLabels, type Question } from "#shared/quiz";

/** One question as a radio group; the whole option is the target (44 px and up). */
export function QuestionField({
  question,
  number,
  total,
  value,
  onChange,
  invalid,
}: {
  question: Question;
  number: number;
  total: number;
  value: number | undefined;
  /** `pointer`: chosen by a tap or a click (the page moves on); the keyboard's arrows only select. */
  onChange: (v: number, pointer: boolean) => void;
  invalid: boolean;
}) {
  const id = useId();
  // Whether the choice came from a tap or a click (the page may move on) or the arrow keys (never).
  const pointer = useRef(false);
  return (
    <fieldset
      id={`question-${question.id}`}
      aria-describedby={invalid ? `${id}-missing` : undefined}
      className={
        invalid ? "rounded-3xl border-2 border-red-300 p-4 sm:p-5" : "rounded-3xl border border-slate-200 p-4 sm:p-5"
      }
    >
      <legend className="sr-only">
        Question {number} of {total}: {question.text}
      </legend>
      <p className="text-xs font-semibold tracking-wide text-violet-800 uppercase">
        {dimensionLabels[question.dimension]}
      </p>
      <p aria-hidden className="mt-1 text-xl leading-snug font-semibold text-slate-900 sm:text-2xl">
        {question.text}
      </p>
      <div className={question.question_type === "likert" ? "mt-4 grid gap-2" : "mt-4 grid gap-2 sm:grid-cols-2"}>
        {question.options.map((option, i) => (
          <label
            key={option}
            onPointerDown={() => (pointer.current = true)}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-4 py-2 text-base text-slate-800 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-50 has-[:checked]:text-violet-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700"
          >
            <input
              type="radio"
              className="accent-violet-700"
              name={`q-${question.id}`}
              value={i}
              checked={value === i}
              onChange={() => {
                onChange(i, pointer.current);
                pointer.current = false;
              }}
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
