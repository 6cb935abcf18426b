import { Scale } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { ModerationLimits } from "#shared/limits";
import { appealSchema } from "#shared/moderation";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Field, fieldAria } from "../../../components/ui/field";
import { Input, Textarea } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useAppeal } from "../api";

/**
 * /appeal: a suspended or banned member cannot sign in, so they appeal here with the email and
 * password of their account, once per decision. A moderator reads it in the queue.
 */
export default function AppealPage() {
  useDocumentTitle("Appeal a decision");
  const id = useId();
  const appeal = useAppeal();
  const [values, setValues] = useState({ email: "", password: "", text: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = appealSchema.safeParse(values);
    const next: Record<string, string> = {};
    if (!values.email.trim()) next.email = "Enter the email of your account.";
    if (!values.password) next.password = "Enter your password.";
    if (!parsed.success) for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    setFailed(null);
    try {
      setDone((await appeal.mutateAsync(parsed.data)).message);
    } catch (err) {
      setFailed(err instanceof ApiError ? err.message : errorMessage(err));
    }
  }

  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-10">
      <h1 className="flex items-center gap-3 text-3xl font-bold text-slate-900">
        <Scale aria-hidden className="size-7 text-violet-700" /> Appeal a decision
      </h1>
      <p className="mt-2 text-slate-700">
        If your account was suspended or banned and you think we got it wrong, tell us why. A moderator who did not make
        the decision reads every appeal. You can appeal each decision once.
      </p>
      <Card className="mt-6">
        {done ? (
          <p role="status" className="font-medium text-emerald-900">
            {done}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <Field id={`${id}-email`} label="Email" error={errors.email}>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={set("email")}
                {...fieldAria(`${id}-email`, errors.email)}
              />
            </Field>
            <Field id={`${id}-password`} label="Password" error={errors.password}>
              <Input
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                value={values.password}
                onChange={set("password")}
                {...fieldAria(`${id}-password`, errors.password)}
              />
            </Field>
            <Field
              id={`${id}-text`}
              label="Why should the decision change?"
              error={errors.text}
              hint={`Up to ${ModerationLimits.appealMax} characters.`}
            >
              <Textarea
                id={`${id}-text`}
                rows={5}
                maxLength={ModerationLimits.appealMax}
                value={values.text}
                onChange={set("text")}
                {...fieldAria(`${id}-text`, errors.text, true)}
              />
            </Field>
            {failed ? (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
                {failed}
              </p>
            ) : null}
            <Button type="submit" pending={appeal.isPending}>
              Send appeal
            </Button>
          </form>
        )}
      </Card>
    </main>
  );
}
