import { Lock, NotebookPen } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { MatchMemoryLimits } from "#shared/limits";
import { MatchMemoryText } from "#shared/premium-messages";
import { Button } from "../../../components/ui/button";
import { FieldError, Label, Textarea } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { notify } from "../../../lib/toast";
import { useMatchMemory, useSaveMatchMemory } from "../api";

/**
 * Private Match Memory: the member's own notes about one match, beside the conversation and on
 * the match's profile. Members with Unlocked+ or Beyond write; notes written under a plan that has
 * ended stay readable; everyone else sees what it is and where it comes from.
 */
export function MatchMemoryPanel({ matchId, name, className }: { matchId: string; name: string; className?: string }) {
  const memory = useMatchMemory(matchId);
  const save = useSaveMatchMemory(matchId);
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  // A newly loaded or saved note replaces what the box shows, unless the member is typing.
  useEffect(() => setDraft(null), [memory.data?.updated_at]);
  if (!memory.data) return null;
  const { note, can_edit: canEdit } = memory.data;
  const text = draft ?? note;
  const tooLong = text.trim().length > MatchMemoryLimits.noteMax;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn("rounded-3xl border border-amber-200 bg-amber-50/70 p-4 sm:p-5", className)}
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <NotebookPen aria-hidden className="size-4 text-amber-700" /> {MatchMemoryText.title}
      </h2>
      <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-700">
        <Lock aria-hidden className="size-3.5" /> {MatchMemoryText.privateNote}
      </p>
      {canEdit ? (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (tooLong) return;
            save.mutate(text, {
              onSuccess: () => notify.success(MatchMemoryText.saved.title, MatchMemoryText.saved.description),
              onError: (err) =>
                notify.error(MatchMemoryText.failed.title, err.message || MatchMemoryText.failed.description),
            });
          }}
        >
          <Label htmlFor={`${id}-note`} className="sr-only">
            Your private notes about {name}
          </Label>
          <Textarea
            id={`${id}-note`}
            rows={4}
            value={text}
            placeholder={MatchMemoryText.placeholder}
            onChange={(e) => setDraft(e.target.value)}
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${id}-error` : undefined}
            className="bg-white"
          />
          <FieldError id={`${id}-error`} message={tooLong ? MatchMemoryText.tooLong : undefined} />
          <div className="flex items-center justify-between gap-3">
            <span className="text-xs text-slate-600" aria-hidden>
              {text.trim().length}/{MatchMemoryLimits.noteMax}
            </span>
            <Button type="submit" size="sm" pending={save.isPending} disabled={draft === null || draft === note}>
              Save note
            </Button>
          </div>
        </form>
      ) : (
        <>
          {note ? <p className="mt-3 whitespace-pre-line text-slate-900">{note}</p> : null}
          <p className="mt-3 text-sm text-slate-800">{note ? MatchMemoryText.keptReadOnly : MatchMemoryText.upsell}</p>
          <Button asChild size="sm" variant="outline" className="mt-2 bg-white">
            <Link to="/pricing">See plans</Link>
          </Button>
        </>
      )}
    </section>
  );
}
