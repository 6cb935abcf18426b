import { zodResolver } from "@hookform/resolvers/zod";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import * as z from "zod/mini";
import { signUpSchema } from "#shared/auth";
import { AccountLimits } from "#shared/limits";
import { AuthToasts } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { heldFormProps, useReplayHeldSubmit } from "../../../lib/early-submits";
import { notify } from "../../../lib/toast";
import { useSignUp } from "../api";
import { ageStorage } from "../../../lib/age-storage";
import { CheckEmailPanel } from "./check-email-panel";
import { CredentialFields, firstError } from "./credential-fields";

/** The age dialog (and the dialog primitives under it) loads once the person starts on the form. */
const loadAgeDialog = () => import("../../../components/age-verification/age-verification-dialog");
const AgeVerificationDialog = lazy(() => loadAgeDialog().then((m) => ({ default: m.AgeVerificationDialog })));

const credentialsSchema = z.pick(signUpSchema, { email: true, password: true });
type Credentials = z.input<typeof credentialsSchema>;
type ValidCredentials = z.output<typeof credentialsSchema>;

/**
 * Sign-up holds the credentials while the age dialog is forced open (part 1 §4), then sends
 * them with the verified date of birth: the server checks 18+ again and stores it.
 */
export function SignUpForm() {
  const [ageOpen, setAgeOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [held, setHeld] = useState<ValidCredentials | null>(null);
  const signUp = useSignUp();
  const id = useId();
  // The form lives here, not in the form element, so "Use another address" finds it as it was.
  const { register, handleSubmit, setValue, setFocus, formState } = useForm<Credentials, unknown, ValidCredentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors } = formState;
  // A press of Create Account before hydration was held (lib/early-submits.ts): it goes now.
  const formRef = useRef<HTMLFormElement>(null);
  useReplayHeldSubmit(formRef);

  async function createAccount(credentials: ValidCredentials, dateOfBirth: string) {
    try {
      await signUp.mutateAsync({ ...credentials, date_of_birth: dateOfBirth });
      notify.success(AuthToasts.checkEmail.title, AuthToasts.checkEmail.description);
      setSentTo(credentials.email);
    } catch (err) {
      notify.error(AuthToasts.signUpFailed, errorMessage(err));
    }
  }

  async function submit(credentials: ValidCredentials) {
    // This attempt is valid: an earlier "Sign up failed" no longer applies.
    notify.clear();
    const dob = ageStorage.dateOfBirth();
    if (ageStorage.isVerified() && dob) return createAccount(credentials, dob);
    setHeld(credentials);
    setAgeOpen(true);
  }

  function useAnotherAddress() {
    setValue("email", "");
    setSentTo(null);
    // The inputs mount again on the next render; then the empty email field takes focus.
    requestAnimationFrame(() => setFocus("email"));
  }

  if (sentTo) return <CheckEmailPanel email={sentTo} onUseAnotherAddress={useAnotherAddress} />;

  return (
    <>
      <form
        ref={formRef}
        {...heldFormProps}
        onFocus={() => void loadAgeDialog()}
        onSubmit={handleSubmit(submit, (invalid) => notify.error(AuthToasts.signUpFailed, firstError(invalid)))}
        className="space-y-4"
        noValidate
      >
        <CredentialFields id={id} register={register} errors={errors} password="new" />
        <Button type="submit" className="w-full" pending={signUp.isPending}>
          {signUp.isPending ? "Creating Account..." : "Create Account"}
        </Button>
        <p className="text-center text-xs text-slate-600">
          By signing up you confirm you are {AccountLimits.minimumAge} or older and agree to our{" "}
          <a className="text-violet-700 underline" href="/terms">
            Terms
          </a>{" "}
          and{" "}
          <a className="text-violet-700 underline" href="/privacy">
            Privacy Policy
          </a>
          .
        </p>
      </form>
      {ageOpen ? (
        <Suspense fallback={null}>
          <AgeVerificationDialog
            open={ageOpen}
            onOpenChange={setAgeOpen}
            forced
            onVerified={(dob) => {
              if (held) void createAccount(held, dob);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
