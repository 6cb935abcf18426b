import { zodResolver } from "@hookform/resolvers/zod";
import { Scale } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { ModerationLimits } from "#shared/limits";
import { appealFormSchema } from "#shared/moderation";
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
  const { register, handleSubmit, formState } = useForm<
    z.input<typeof appealFormSchema>,
    unknown,
    z.output<typeof appealFormSchema>
  >({ resolver: zodResolver(appealFormSchema), defaultValues: { email: "", password: "", text: "" } });
  const errors = {
    email: formState.errors.email?.message,
    password: formState.errors.password?.message,
    text: formState.errors.text?.message,
  };
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function submit(values: z.output<typeof appealFormSchema>) {
    setFailed(null);
    try {
      setDone((await appeal.mutateAsync(values)).message);
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
          <form onSubmit={handleSubmit(submit)} noValidate className="space-y-4">
            <Field id={`${id}-email`} label="Email" error={errors.email}>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                {...register("email")}
                {...fieldAria(`${id}-email`, errors.email)}
              />
            </Field>
            <Field id={`${id}-password`} label="Password" error={errors.password}>
              <Input
                id={`${id}-password`}
                type="password"
                autoComplete="current-password"
                {...register("password")}
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
                {...register("text")}
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
