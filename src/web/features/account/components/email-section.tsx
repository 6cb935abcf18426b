import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { changeEmailSchema, type ChangeEmailInput } from "#shared/account";
import { Button } from "../../../components/ui/button";
import { Field, fieldAria } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api";
import { showFieldErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/toast";
import { PasswordInput } from "../../../components/ui/password-input";
import { useChangeEmail } from "../api";

type Output = z.output<typeof changeEmailSchema>;

/** Change email: a link goes to the new address, which becomes the account's when it is opened. */
export function EmailSection({ email }: { email: string }) {
  const id = useId();
  const change = useChangeEmail();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangeEmailInput, unknown, Output>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { new_email: "", current_password: "" },
  });
  const { errors } = formState;

  async function submit(values: Output) {
    try {
      const { message } = await change.mutateAsync(values);
      reset();
      setSent(message);
    } catch (err) {
      showFieldErrors(err, values, setError);
      notify.error("Email not changed", errorMessage(err));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Email
      </h2>
      <p className="text-slate-700">
        Signed in as <span className="font-medium break-all text-slate-900">{email}</span>
      </p>
      <p role="status" className={sent ? "rounded-xl bg-violet-50 px-4 py-3 text-sm text-violet-900" : "sr-only"}>
        {sent}
      </p>
      <form onSubmit={handleSubmit(submit)} className="space-y-4" noValidate>
        <Field id={`${id}-email`} label="New email" error={errors.new_email?.message}>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            {...register("new_email")}
            {...fieldAria(`${id}-email`, errors.new_email?.message)}
          />
        </Field>
        <Field id={`${id}-password`} label="Current password" error={errors.current_password?.message}>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            {...register("current_password")}
            {...fieldAria(`${id}-password`, errors.current_password?.message)}
          />
        </Field>
        <Button type="submit" pending={change.isPending}>
          {change.isPending ? "Sending..." : "Send confirmation link"}
        </Button>
      </form>
    </section>
  );
}
