import { MailCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { signUpSchema } from "../../../../shared/auth";
import { AuthText, AuthToasts } from "../../../../shared/messages";
import { Button } from "../../../components/ui/button";
import { Input, Label } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useSignUp } from "../api";
import { ageStorage } from "../lib/age-storage";
import { AgeVerificationDialog } from "./age-verification-dialog";
import { PasswordInput } from "./password-input";

const credentials = signUpSchema.pick({ email: true, password: true });

/**
 * Sign-up holds the credentials while the age dialog is forced open (part 1 §4), then sends
 * them with the verified date of birth: the server checks 18+ again and stores it.
 */
export function SignUpForm() {
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [ageOpen, setAgeOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const signUp = useSignUp();
  const id = useId();

  async function register(dateOfBirth: string) {
    try {
      await signUp.mutateAsync({ email, password, dateOfBirth });
      notify.success(AuthToasts.checkEmail.title, AuthToasts.checkEmail.description);
      setSentTo(email.trim());
      setPassword("");
    } catch (err) {
      notify.error(AuthToasts.signUpFailed, errorMessage(err));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = credentials.safeParse({ email, password });
    if (!parsed.success) {
      notify.error(AuthToasts.signUpFailed, parsed.error.issues[0]?.message);
      return;
    }
    const dob = ageStorage.dateOfBirth();
    if (ageStorage.isVerified() && dob) await register(dob);
    else setAgeOpen(true);
  }

  if (sentTo) {
    return (
      <div className="space-y-3 text-center" role="status">
        <MailCheck className="mx-auto size-12 text-violet-700" aria-hidden />
        <p className="text-lg font-semibold">{AuthToasts.checkEmail.title}</p>
        <p className="text-slate-700">
          We've sent a confirmation link to <strong>{sentTo}</strong>. Open it to finish creating your account.
        </p>
      </div>
    );
  }

  return (
    <>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="space-y-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-password`}>Password</Label>
          <PasswordInput
            id={`${id}-password`}
            autoComplete="new-password"
            required
            aria-describedby={`${id}-rules`}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <p id={`${id}-rules`} className="text-sm text-slate-600">
            {AuthText.passwordRules}
          </p>
        </div>
        <Button type="submit" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? "Creating Account..." : "Create Account"}
        </Button>
        <p className="text-center text-xs text-slate-600">
          By signing up you confirm you are 18 or older and agree to our <a className="text-violet-700 underline" href="/terms">Terms</a> and{" "}
          <a className="text-violet-700 underline" href="/privacy">Privacy Policy</a>.
        </p>
      </form>
      <AgeVerificationDialog open={ageOpen} onOpenChange={setAgeOpen} forced onVerified={(dob) => void register(dob)} />
    </>
  );
}
