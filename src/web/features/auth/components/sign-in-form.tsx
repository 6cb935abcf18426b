import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type * as z from "zod/mini";
import { signInSchema, type SignInInput } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import { AuthText, AuthToasts } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { ApiError, errorMessage } from "../../../lib/api";
import { heldFormProps, useReplayHeldSubmit } from "../../../lib/early-submits";
import { notify } from "../../../lib/toast";
import { useForgotPassword, useSignIn } from "../api";
import { CredentialFields, firstError } from "./credential-fields";

type Output = z.output<typeof signInSchema>;

export function SignInForm() {
  const [alert, setAlert] = useState<string | null>(null);
  // A suspended or banned account: why, until when, and the way to appeal (moderation's /appeal).
  const [restricted, setRestricted] = useState<string | null>(null);
  const signIn = useSignIn();
  const forgot = useForgotPassword();
  const navigate = useNavigate();
  const id = useId();
  const { register, handleSubmit, getValues, formState } = useForm<SignInInput, unknown, Output>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = formState;
  // A press of Sign In before hydration was held (lib/early-submits.ts): it goes now.
  const formRef = useRef<HTMLFormElement>(null);
  useReplayHeldSubmit(formRef);

  async function submit(values: Output) {
    try {
      const result = await signIn.mutateAsync(values);
      // One more step by mail (the account is under a password guess): said where the form is.
      if ("message" in result) {
        setAlert(result.message);
        return;
      }
      notify.success(AuthToasts.welcomeBack.title, AuthToasts.welcomeBack.description);
      await navigate(result.redirect_to, { replace: true });
    } catch (err) {
      const code = err instanceof ApiError ? err.code : null;
      setRestricted(
        code === ErrorCodes.accountSuspended || code === ErrorCodes.accountBanned ? errorMessage(err) : null,
      );
      notify.error(AuthToasts.signInFailed, errorMessage(err));
    }
  }

  async function forgotPassword() {
    const email = getValues("email").trim();
    if (!email) {
      setAlert(AuthText.forgotNeedsEmail);
      return;
    }
    try {
      const result = await forgot.mutateAsync(email);
      setAlert(result.message);
    } catch (err) {
      setAlert(`${AuthText.resetErrorPrefix}: ${errorMessage(err)}`);
    }
  }

  return (
    <form
      ref={formRef}
      {...heldFormProps}
      onSubmit={handleSubmit(submit, (invalid) => notify.error(AuthToasts.signInFailed, firstError(invalid)))}
      className="space-y-4"
      noValidate
    >
      <CredentialFields id={id} register={register} errors={errors} password="current" />
      <Button type="submit" className="w-full" pending={signIn.isPending}>
        {signIn.isPending ? "Signing In..." : "Sign In"}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={forgotPassword} pending={forgot.isPending}>
        {forgot.isPending ? "Sending..." : "Forgot Password?"}
      </Button>
      {restricted ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
          <p>{restricted}</p>
          <p className="mt-2">
            Think this is a mistake?{" "}
            <Link to="/appeal" className="font-semibold underline">
              Appeal this decision
            </Link>
          </p>
        </div>
      ) : null}
      <div aria-live="polite">
        {alert ? (
          <p role="alert" className="rounded-lg bg-violet-50 p-3 text-sm text-violet-900">
            {alert}
          </p>
        ) : null}
      </div>
    </form>
  );
}
