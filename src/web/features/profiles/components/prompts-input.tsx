import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { ProfileLimits as L } from "#shared/limits";
import { profilePrompts, promptIds, type PromptAnswer, type PromptId } from "#shared/profiles";
import { Button } from "../../../components/ui/button";
import { Field, fieldAria } from "../../../components/ui/field";
import { FieldError, Textarea } from "../../../components/ui/input";

type Props = {
  value: PromptAnswer[];
  onChange: (next: PromptAnswer[]) => void;
  /** The list's own error (too many, a prompt twice) and each answer's, by position. */
  error?: string | undefined;
  answerErrors?: (string | undefined)[];
};

const select =
  "min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-violet-700";

/**
 * Up to three prompts, each chosen from our list (one already answered is not offered again) with
 * the member's answer beneath it. Shown on their card and profile in this order.
 */
export function PromptsInput({ value, onChange, error, answerErrors = [] }: Props) {
  const id = useId();
  const set = (index: number, change: Partial<PromptAnswer>) =>
    onChange(value.map((p, i) => (i === index ? { ...p, ...change } : p)));
  const unused = promptIds.filter((p) => !value.some((v) => v.prompt === p));

  return (
    <fieldset className="space-y-4">
      <legend className="text-sm font-medium text-slate-800">Prompts</legend>
      <p id={`${id}-hint`} className="-mt-2 text-sm text-slate-600">
        Answer up to {L.promptsMax}. Your first answer is the line people see on your card.
      </p>
      {value.map((entry, index) => {
        const fieldId = `${id}-${index}`;
        const answerError = answerErrors[index];
        return (
          <div key={index} className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1 space-y-1.5">
                <label htmlFor={`${fieldId}-prompt`} className="text-sm font-medium text-slate-800">
                  Prompt {index + 1}
                </label>
                <select
                  id={`${fieldId}-prompt`}
                  className={select}
                  value={entry.prompt}
                  onChange={(e) => set(index, { prompt: e.target.value as PromptId })}
                >
                  {promptIds
                    .filter((p) => p === entry.prompt || unused.includes(p))
                    .map((p) => (
                      <option key={p} value={p}>
                        {profilePrompts[p]}
                      </option>
                    ))}
                </select>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove prompt ${index + 1}`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <Trash2 aria-hidden />
              </Button>
            </div>
            <Field
              id={`${fieldId}-answer`}
              label={`Your answer to prompt ${index + 1}`}
              error={answerError}
              hint={`${entry.answer.length}/${L.promptAnswerMax} characters`}
            >
              <Textarea
                id={`${fieldId}-answer`}
                rows={2}
                maxLength={L.promptAnswerMax}
                value={entry.answer}
                onChange={(e) => set(index, { answer: e.target.value })}
                {...fieldAria(`${fieldId}-answer`, answerError, true)}
              />
            </Field>
          </div>
        );
      })}
      <FieldError id={`${id}-error`} message={error} />
      {value.length < L.promptsMax && unused[0] ? (
        <Button variant="outline" onClick={() => onChange([...value, { prompt: unused[0]!, answer: "" }])}>
          <Plus aria-hidden /> Add a prompt
        </Button>
      ) : null}
    </fieldset>
  );
}
