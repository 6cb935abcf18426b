import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import * as z from "zod/mini";
import { DeletionText, deleteAccountSchema } from "#shared/account";
import { Button } from "../../../components/ui/button";
import { Field, fieldAria } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { endingSessionOnPurpose, useSignedInUser } from "../../../components/require-auth";
import { PasswordInput } from "../../../components/ui/password-input";
import { recheckSession } from "../../../lib/recheck-session";
import { useDeleteAccount } from "../api";

/** The form: the account's password (checked again by the server) and the confirming word. */
const deletionForm = z.object({
  password: deleteAccountSchema.shape.password,
  word: z.string().check(z.refine((w) => w === DeletionText.confirmWord, { message: DeletionText.confirmMismatch })),
});
type DeletionForm = z.infer<typeof deletionForm>;

/** Deleting the account: what goes and what stays, the password, and DELETE typed to confirm. */
export function DeleteAccountSection() {
  const id = useId();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const remove = useDeleteAccount(async () => {
    notify.success(DeletionText.done.title, DeletionText.done.description);
    // Home first (this page needs an account), before anything learns the session is gone.
    await navigate("/", { replace: true });
  });
  const { register, handleSubmit, formState, setError } = useForm<DeletionForm>({
    resolver: zodResolver(deletionForm),
    defaultValues: { password: "", word: "" },
  });
  const errors = { password: formState.errors.password?.message, word: formState.errors.word?.message };

  async function submit({ password }: DeletionForm) {
    endingSessionOnPurpose(user.id);
    try {
      await remove.mutateAsync({ password });
    } catch (err) {
      // Still here, with the account.
      endingSessionOnPurpose(null);
      if (err instanceof ApiError && err.fields?.current_password)
        setError("password", { message: err.fields.current_password });
      notify.error("Account not deleted", errorMessage(err));
      return;
    }
    // The tab forgets everything it held, as on Sign Out.
    await recheckSession(qc).catch(() => undefined);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-red-800">
        {DeletionText.title}
      </h2>
      <p className="text-sm text-slate-700">{DeletionText.explainer}</p>
      <form onSubmit={handleSubmit(submit)} className="space-y-4" noValidate>
        <Field id={`${id}-password`} label="Password" error={errors.password}>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            {...register("password")}
            {...fieldAria(`${id}-password`, errors.password)}
          />
        </Field>
        <Field id={`${id}-word`} label={DeletionText.confirmLabel} error={errors.word}>
          <Input id={`${id}-word`} autoComplete="off" {...register("word")} {...fieldAria(`${id}-word`, errors.word)} />
        </Field>
        <Button type="submit" variant="destructive" pending={remove.isPending}>
          <Trash2 aria-hidden /> {remove.isPending ? "Deleting..." : DeletionText.button}
        </Button>
      </form>
    </section>
  );
}
