import { Gavel } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { ModerationLimits } from "#shared/limits";
import {
  moderationActionLabels,
  moderationActionSchema,
  removableFieldLabels,
  type CaseDetail,
  type ModerationAction,
  type ModerationActionInput,
  type RemovableField,
} from "#shared/moderation";
import { Button } from "../../../components/ui/button";
import { Field, fieldAria } from "../../../components/ui/field";
import { Input, Select, Textarea } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useDecide } from "../api";

/** The decisions that fit this case as it stands (the server checks again). */
function actionsFor(detail: CaseDetail): ModerationAction[] {
  if (!detail.current) return detail.status === "open" ? ["dismiss"] : [];
  const lift: ModerationAction[] = detail.current.restriction ? ["lift"] : [];
  if (detail.status === "closed") return lift;
  if (detail.case.kind === "appeal") return [...lift, "uphold"];
  if (detail.case.kind === "photo") return ["approve_photo", "remove_photo", "warn", "suspend", "ban"];
  // A verification review: the pictures show the person in the photos (confirm) or not (dismiss, told to the member).
  if (detail.case.kind === "verification") return ["confirm_verification", "dismiss", "warn", "suspend", "ban"];
  const all: ModerationAction[] = ["dismiss", "warn", "remove_photo", "remove_field", "suspend", "ban", ...lift];
  return all.filter(
    (a) =>
      (a !== "remove_photo" || detail.current!.photos.length > 0) &&
      (a !== "remove_field" || detail.current!.fields.length > 0),
  );
}

/** One decision, with the reason the member (for a warning or suspension) and the audit log read. */
export function DecisionForm({ detail }: { detail: CaseDetail }) {
  const id = useId();
  const decide = useDecide(detail.case.id);
  const actions = actionsFor(detail);
  const [action, setAction] = useState<ModerationAction | "">("");
  const [reason, setReason] = useState("");
  const [days, setDays] = useState("7");
  const [password, setPassword] = useState("");
  const [photoId, setPhotoId] = useState(detail.photo?.id ?? detail.current?.photos[0]?.id ?? "");
  const [field, setField] = useState<RemovableField>(detail.current?.fields[0] ?? "bio");
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (actions.length === 0) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      action,
      reason,
      ...(action === "suspend" ? { days: Number(days) } : {}),
      ...(action === "ban" ? { password } : {}),
      ...(action === "remove_photo" ? { photo_id: detail.case.kind === "photo" ? detail.photo!.id : photoId } : {}),
      ...(action === "remove_field" ? { field } : {}),
      // The photos shown beside the pictures (verification-panel.tsx): what the moderator compared.
      ...(action === "confirm_verification"
        ? { photo_ids: (detail.current?.photos ?? []).filter((p) => !p.in_review).map((p) => p.id) }
        : {}),
    };
    const parsed = moderationActionSchema.safeParse(input);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? "action")] ??= issue.message;
      if (!action) next.action = "Choose a decision.";
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await decide.mutateAsync(parsed.data as ModerationActionInput);
      notify.success("Decision recorded", moderationActionLabels[parsed.data.action]);
      setReason("");
      setPassword("");
      setAction("");
    } catch (err) {
      if (err instanceof ApiError && err.fields?.current_password) setErrors({ password: err.fields.current_password });
      notify.error("Decision not recorded", errorMessage(err));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-violet-200 bg-violet-50/60 p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Gavel aria-hidden className="size-5 text-violet-700" /> Decide
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-action`} label="Decision" error={errors.action}>
          <Select
            id={`${id}-action`}
            value={action}
            onChange={(e) => setAction(e.target.value as ModerationAction)}
            {...fieldAria(`${id}-action`, errors.action)}
          >
            <option value="">Choose…</option>
            {actions.map((a) => (
              <option key={a} value={a}>
                {moderationActionLabels[a]}
              </option>
            ))}
          </Select>
        </Field>
        {action === "suspend" ? (
          <Field id={`${id}-days`} label="Days" error={errors.days}>
            <Input
              id={`${id}-days`}
              type="number"
              min={1}
              max={ModerationLimits.suspensionDaysMax}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              {...fieldAria(`${id}-days`, errors.days)}
            />
          </Field>
        ) : null}
        {action === "remove_photo" && detail.case.kind !== "photo" ? (
          <Field id={`${id}-photo`} label="Photo" error={errors.photo_id}>
            <Select id={`${id}-photo`} value={photoId} onChange={(e) => setPhotoId(e.target.value)}>
              {detail.current?.photos.map((p, i) => (
                <option key={p.id} value={p.id}>
                  Photo {i + 1}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {action === "remove_field" ? (
          <Field id={`${id}-field`} label="Text to remove" error={errors.field}>
            <Select id={`${id}-field`} value={field} onChange={(e) => setField(e.target.value as RemovableField)}>
              {detail.current?.fields.map((f) => (
                <option key={f} value={f}>
                  {removableFieldLabels[f]}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {action === "ban" ? (
          <Field
            id={`${id}-password`}
            label="Your password"
            error={errors.password}
            hint="A ban asks for your password again."
          >
            <Input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              {...fieldAria(`${id}-password`, errors.password, true)}
            />
          </Field>
        ) : null}
        <div className="sm:col-span-2">
          <Field
            id={`${id}-reason`}
            label="Reason"
            error={errors.reason}
            hint="A warning or a suspension shows this to the member. Every reason goes to the audit log."
          >
            <Textarea
              id={`${id}-reason`}
              rows={3}
              maxLength={ModerationLimits.reasonMax}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              {...fieldAria(`${id}-reason`, errors.reason, true)}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" pending={decide.isPending} variant={action === "ban" ? "destructive" : "default"}>
            {action ? moderationActionLabels[action] : "Record decision"}
          </Button>
        </div>
      </form>
    </section>
  );
}
