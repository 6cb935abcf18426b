import { Plus, X } from "lucide-react";
import { useId, useState, type KeyboardEvent } from "react";
import { ProfileLimits } from "#shared/limits";
import { ProfileText } from "#shared/messages";
import { interestSchema } from "#shared/profile-fields";
import { Button } from "../../../components/ui/button";
import { FieldError, Input, Label } from "../../../components/ui/input";

type Props = { value: string[]; onChange: (next: string[]) => void; error?: string | undefined };

/** Interests: added with Enter or Add (only when the trimmed text is non-empty), each removable. */
export function InterestsInput({ value, onChange, error }: Props) {
  const [draft, setDraft] = useState("");
  const [localError, setLocalError] = useState<string>();
  const id = useId();
  const full = value.length >= ProfileLimits.interestsMax;

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
        <ul className="flex flex-wrap gap-2" aria-label="Your interests">
          {value.map((interest) => (
            <li key={interest} className="inline-flex items-center gap-1 rounded-full bg-violet-100 py-1 pr-1 pl-3 text-sm text-violet-900">
              {interest}
              <button
                type="button"
                onClick={() => onChange(value.filter((v) => v !== interest))}
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
