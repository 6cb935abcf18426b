import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { AccountText, changePasswordSchema, type ChangePasswordInput } from "#shared/account";
import { AuthText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { Field, fieldAria } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { showFieldErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/toast";
import { PasswordInput } from "../../../components/ui/password-input";
import { useChangePassword } from "../api";

type Output = z.output<typeof changePasswordSchema>;

/** Change password: the current one first; every other device is signed out when it changes. */
export function PasswordSection() {
  const id = useId();
  const change = useChangePassword();
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordInput, unknown, Output>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current_password: "", new_password: "" },
  });
  const { errors } = formState;

  async function submit(values: Output) {
    try {
      await change.mutateAsync(values);
      reset();
      notify.success(AccountText.passwordChanged.title, AccountText.passwordChanged.description);
    } catch (err) {
      showFieldErrors(err, values, setError);
      notify.error("Password not changed", errorMessage(err));
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Password
      </h2>
      <form onSubmit={handleSubmit(submit)} className="space-y-4" noValidate>
        <Field id={`${id}-current`} label="Current password" error={errors.current_password?.message}>
          <PasswordInput
            id={`${id}-current`}
            autoComplete="current-password"
            {...register("current_password")}
            {...fieldAria(`${id}-current`, errors.current_password?.message)}
          />
        </Field>
        <Field id={`${id}-new`} label="New password" error={errors.new_password?.message} hint={AuthText.passwordRules}>
          <PasswordInput
            id={`${id}-new`}
            autoComplete="new-password"
            {...register("new_password")}
            {...fieldAria(`${id}-new`, errors.new_password?.message, true)}
          />
        </Field>
        <Button type="submit" pending={change.isPending}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </form>
    </section>
  );
}
