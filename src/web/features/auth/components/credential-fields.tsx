import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { AuthText } from "#shared/messages";
import { Field, fieldAria } from "../../../components/ui/field";
import { Input } from "../../../components/ui/input";
import { PasswordInput } from "../../../components/ui/password-input";

type Credentials = { email: string; password: string };

/** The first schema message, for the spec's "Sign in failed" / "Sign up failed" toast; each also shows beside its field. */
export function firstError(errors: FieldErrors): string | undefined {
  return Object.values(errors).find((e) => e?.message)?.message as string | undefined;
}

/**
 * Email and password, as sign-in and sign-up both ask them: `password` says which the browser
 * should offer (a saved one, or a new one with the rules beneath it).
 */
export function CredentialFields({
  id,
  register,
  errors,
  password,
}: {
  id: string;
  register: UseFormRegister<Credentials>;
  errors: FieldErrors<Credentials>;
  password: "current" | "new";
}) {
  const fresh = password === "new";
  return (
    <>
      <Field id={`${id}-email`} label="Email" error={errors.email?.message}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          required
          {...register("email")}
          {...fieldAria(`${id}-email`, errors.email?.message)}
        />
      </Field>
      <Field
        id={`${id}-password`}
        label="Password"
        error={errors.password?.message}
        hint={fresh ? AuthText.passwordRules : undefined}
      >
        <PasswordInput
          id={`${id}-password`}
          autoComplete={fresh ? "new-password" : "current-password"}
          required
          {...register("password")}
          {...fieldAria(`${id}-password`, errors.password?.message, fresh)}
        />
      </Field>
    </>
  );
}
