import { KeyRound } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { passwordSchema } from "#shared/auth";
import { AccountLimits } from "#shared/limits";
import { AuthText, ResetText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Label } from "../../../components/ui/input";
import { ApiError, errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useResetPassword } from "../api";
import { PasswordInput } from "../../../components/ui/password-input";
import { useDocumentTitle } from "../../../lib/use-document-title";

/**
 * Part 2 §2/§5. The mail link passes through the server, which checks the token and lands here
 * with ?token=…, or with ?error=… when it is invalid or expired.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = !token || params.has("error");
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const id = useId();
  useDocumentTitle("Reset your password");
  // What was typed before hydration is in the fields (React leaves a hydrated input's value alone)
  // but not in this state, which would then ignore it and empty the fields on its next render.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = (name: string) => {
      const field = formRef.current?.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : "";
    };
    if (typed("new-password")) setPassword(typed("new-password"));
    if (typed("confirm-password")) setConfirm(typed("confirm-password"));
  }, []);

  useEffect(() => {
    if (!linkBroken) return;
    notify.error(ResetText.invalidLink.title, ResetText.invalidLink.description);
    void navigate("/auth", { replace: true });
  }, [linkBroken, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    if (password !== confirm) {
      notify.error(ResetText.mismatch.title, ResetText.mismatch.description);
      return;
    }
    if (password.length < AccountLimits.passwordMin) {
      notify.error(ResetText.tooShort.title, ResetText.tooShort.description);
      return;
    }
    const policy = passwordSchema.safeParse(password);
    if (!policy.success) {
      notify.error(ResetText.failed.title, policy.error.issues[0]?.message);
      return;
    }
    try {
      await reset.mutateAsync({ token, new_password: password });
      notify.success(ResetText.updated.title, ResetText.updated.description);
      await navigate("/auth", { replace: true });
    } catch (err) {
      if (err instanceof ApiError && err.code === "INVALID_RESET_LINK") {
        notify.error(ResetText.invalidLink.title, ResetText.invalidLink.description);
        await navigate("/auth", { replace: true });
        return;
      }
      notify.error(ResetText.failed.title, errorMessage(err) || ResetText.failed.fallback);
    }
  }

  if (linkBroken) return null;
  return (
    <main id="main" className="flex justify-center bg-gradient-to-b from-violet-50 to-white px-4 py-12">
      <Card className="w-full max-w-md">
        <div className="mb-6 text-center">
          <KeyRound className="mx-auto mb-2 size-10 text-violet-700" aria-hidden />
          <h1 className="text-2xl font-bold">Reset Your Password</h1>
          <p className="mt-1 text-slate-600">Choose a new password for your account.</p>
        </div>
        <form ref={formRef} onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor={`${id}-new`}>New Password</Label>
            <PasswordInput
              id={`${id}-new`}
              name="new-password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby={`${id}-rules`}
            />
            <p id={`${id}-rules`} className="text-sm text-slate-600">
              {AuthText.passwordRules}
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-confirm`}>Confirm New Password</Label>
            <PasswordInput
              id={`${id}-confirm`}
              name="confirm-password"
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          </div>
          <Button type="submit" className="w-full" disabled={!password || !confirm || reset.isPending}>
            {reset.isPending ? "Updating..." : "Update Password"}
          </Button>
          <Button asChild variant="link" className="w-full">
            <Link to="/auth">Back to Sign In</Link>
          </Button>
        </form>
      </Card>
    </main>
  );
}
