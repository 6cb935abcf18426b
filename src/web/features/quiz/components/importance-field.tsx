import { useRef } from "react";
import { QuizMoreText } from "#shared/phone-first-messages";
import { importanceLabels, importances, type Importance } from "#shared/quiz";

/**
 * "How much does this matter to you?" under a question: a little, somewhat (the default), very.
 * The engine weighs agreement by both people's answers to it. A tap moves the quiz on (`pointer`);
 * the arrow keys only choose.
 */
export function ImportanceField({
  questionId,
  value,
  onChange,
}: {
  questionId: number;
  value: Importance;
  onChange: (v: Importance, pointer: boolean) => void;
}) {
  const pointer = useRef(false);
  return (
    <fieldset className="rounded-3xl bg-slate-50 px-5 py-4">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{QuizMoreText.importanceLegend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {importances.map((level) => (
          <label
            key={level}
            onPointerDown={() => (pointer.current = true)}
            className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-2 text-sm text-slate-800 has-[:checked]:border-violet-700 has-[:checked]:bg-violet-700 has-[:checked]:font-semibold has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-violet-700"
          >
            <input
              type="radio"
              className="sr-only"
              name={`importance-${questionId}`}
              value={level}
              checked={value === level}
              // A tap moves on even on the level already chosen (the default "somewhat"), where a
              // radio fires no change; the keyboard's arrows only choose.
              onClick={() => {
                if (pointer.current) onChange(level, true);
                pointer.current = false;
              }}
              onChange={() => onChange(level, false)}
            />
            {importanceLabels[level]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
