import { Plus, X } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { ProfileLimits } from "#shared/limits";
import { ProfileText } from "#shared/messages";
import { interestSchema } from "#shared/profile-fields";
import { Button } from "../../../components/ui/button";
import { FieldError, Input, Label } from "../../../components/ui/input";
import { focusFirst } from "../../../lib/focus";

type Props = { value: string[]; onChange: (next: string[]) => void; error?: string | undefined };

/** Interests: added with Enter or Add (only when the trimmed text is non-empty), each removable. */
export function InterestsInput({ value, onChange, error }: Props) {
  const [draft, setDraft] = useState("");
  const [localError, setLocalError] = useState<string>();
  const id = useId();
  const full = value.length >= ProfileLimits.interestsMax;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  /** Removing a chip removes its button: focus goes to the next chip's, else the previous, else the field. */
  function remove(index: number) {
    onChange(value.filter((_, i) => i !== index));
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll("button");
      focusFirst(buttons?.[index], buttons?.[index - 1], inputRef.current);
    });
  }

  function add() {
    const text = draft.trim();
    if (!text) return;
    if (full) return setLocalError(ProfileText.interestsTooMany);
    const parsed = interestSchema.safeParse(text);
    if (!parsed.success) return setLocalError(parsed.error.issues[0]?.message);
    if (!value.some((v) => v.toLowerCase() === text.toLowerCase())) onChange([...value, parsed.data]);
    setDraft("");
    setLocalError(undefined);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    }
  }

  const message = localError ?? error;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Interests</Label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={draft}
          maxLength={ProfileLimits.interestMax}
          placeholder="e.g. hiking, jazz, board games"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          aria-invalid={Boolean(message)}
          aria-describedby={`${id}-hint ${id}-error`}
          disabled={full}
        />
        <Button type="button" variant="outline" onClick={add} disabled={full || !draft.trim()}>
          <Plus aria-hidden /> Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        Press Enter or Add. {value.length}/{ProfileLimits.interestsMax} interests.
      </p>
      <FieldError id={`${id}-error`} message={message} />
      {value.length ? (
        <ul ref={listRef} className="flex flex-wrap gap-2" aria-label="Your interests">
          {value.map((interest, index) => (
            <li
              key={interest}
              className="inline-flex items-center gap-1 rounded-full bg-violet-100 py-1 pr-1 pl-3 text-sm text-violet-900"
            >
              {interest}
              <button
                type="button"
                onClick={() => remove(index)}
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-violet-200"
                aria-label={`Remove ${interest}`}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
