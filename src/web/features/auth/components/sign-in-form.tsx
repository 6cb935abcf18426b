import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { signInSchema } from "../../../../shared/auth";
import { AuthText, AuthToasts } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useForgotPassword, useSignIn } from "../api";
import { PasswordInput } from "./password-input";

export function SignInForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [alert, setAlert] = useState<string | null>(null);
  const signIn = useSignIn();
  const forgot = useForgotPassword();
  const navigate = useNavigate();
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) {
      notify.error(AuthToasts.signInFailed, parsed.error.issues[0]?.message);
      return;
    }
    try {
      const result = await signIn.mutateAsync(parsed.data);
      notify.success(AuthToasts.welcomeBack.title, AuthToasts.welcomeBack.description);
      await navigate(result.redirectTo, { replace: true });
    } catch (err) {
      notify.error(AuthToasts.signInFailed, errorMessage(err));
    }
  }

  async function forgotPassword() {
    if (!email.trim()) {
      setAlert(AuthText.forgotNeedsEmail);
      return;
    }
    try {
      const result = await forgot.mutateAsync(email.trim());
      setAlert(result.message);
    } catch (err) {
      setAlert(`${AuthText.resetErrorPrefix}: ${errorMessage(err)}`);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <PasswordInput id={`${id}-password`} autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      </div>
      <Button type="submit" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing In..." : "Sign In"}
      </Button>
      <Button type="button" variant="link" className="w-full" onClick={forgotPassword} disabled={forgot.isPending}>
        {forgot.isPending ? "Sending..." : "Forgot Password?"}
      </Button>
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
