import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { DeletionText, deleteAccountSchema } from "#shared/account";
import { Button } from "../../../components/ui/button";
import { Field, fieldAria } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { endingSessionOnPurpose, useSignedInUser } from "../../../lib/require-auth";
import { PasswordInput } from "../../../components/ui/password-input";
import { recheckSession } from "../../../lib/recheck-session";
import { useDeleteAccount } from "../api";

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
  const [password, setPassword] = useState("");
  const [word, setWord] = useState("");
  const [errors, setErrors] = useState<{ password?: string; word?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    const parsed = deleteAccountSchema.safeParse({ password });
    if (!parsed.success) next.password = parsed.error.issues[0]?.message;
    if (word !== DeletionText.confirmWord) next.word = DeletionText.confirmMismatch;
    setErrors(next);
    if (next.password || next.word) return;
    endingSessionOnPurpose(user.id);
    try {
      await remove.mutateAsync({ password });
    } catch (err) {
      // Still here, with the account.
      endingSessionOnPurpose(null);
      if (err instanceof ApiError && err.fields?.current_password) setErrors({ password: err.fields.current_password });
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
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field id={`${id}-password`} label="Password" error={errors.password}>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...fieldAria(`${id}-password`, errors.password)}
          />
        </Field>
        <Field id={`${id}-word`} label={DeletionText.confirmLabel} error={errors.word}>
          <Input
            id={`${id}-word`}
            autoComplete="off"
            value={word}
            onChange={(e) => setWord(e.target.value)}
            {...fieldAria(`${id}-word`, errors.word)}
          />
        </Field>
        <Button type="submit" variant="destructive" pending={remove.isPending}>
          <Trash2 aria-hidden /> {remove.isPending ? "Deleting..." : DeletionText.button}
        </Button>
      </form>
    </section>
  );
}
