import * as z from "zod/mini";
import { AccountLimits } from "./limits.js";
import { AgeText, AuthText } from "./messages.js";
import { QUIZ_STEP } from "./onboarding.js";
import { sessionUserSchema, type SessionUser } from "./session.js";

/*
 * Written with zod's mini build (functions instead of methods): the sign-in page parses with these
 * schemas, and mini keeps full zod's method layer (about 11 kB of gzip) out of that page.
 */

/** One password policy everywhere: sign-up, reset and change (docs/spec/owner-decisions.md). */
export const passwordSchema = z.string().check(
  z.minLength(AccountLimits.passwordMin, AuthText.passwordTooShort),
  z.maxLength(AccountLimits.passwordMax, AuthText.passwordTooLong),
  z.refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && /[@$!%*?&]/.test(p), AuthText.passwordClasses),
);

export const emailSchema = z.pipe(
  z
    .string({ error: AuthText.emailRequired })
    .check(
      z.trim(),
      z.minLength(1, AuthText.emailRequired),
      z.maxLength(AccountLimits.emailMax, AuthText.emailTooLong),
      z.email(AuthText.emailInvalid),
    ),
  z.transform((e: string) => e.toLowerCase()),
);

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Whole years between a 'YYYY-MM-DD' birth date and `today` (calendar arithmetic, no time zones). */
export function ageOn(dateOfBirth: string, today: Date): number {
  const [y, m, d] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const ty = today.getFullYear();
  const tm = today.getMonth() + 1;
  const td = today.getDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** The latest birth date that is 18 today, as 'YYYY-MM-DD' (the date input's max). */
export function latestAdultBirthDate(today: Date): string {
  const year = today.getFullYear() - AccountLimits.minimumAge;
  // 29 February has no twin in most years: the latest adult birthday is then 28 February.
  const lastDay = new Date(year, today.getMonth() + 1, 0).getDate();
  const d = new Date(year, today.getMonth(), Math.min(today.getDate(), lastDay));
  return [d.getFullYear(), d.getMonth() + 1, d.getDate()].map((n, i) => String(n).padStart(i ? 2 : 4, "0")).join("-");
}

/** A calendar date that exists ("1990-02-30" does not). */
export function isRealDate(s: string): boolean {
  if (!isoDate.test(s)) return false;
  const [y, m, d] = s.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A date of birth that is a real past date; the 18+ rule is checked separately for its own message. */
export const dateOfBirthSchema = z.string({ error: AgeText.dateRequired.description }).check(
  z.minLength(1, AgeText.dateRequired.description),
  z.refine(isRealDate, AgeText.invalidDate),
  z.refine((d) => !isRealDate(d) || ageOn(d, new Date()) <= AccountLimits.maximumAge, AgeText.unrealistic),
);

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  date_of_birth: dateOfBirthSchema,
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(z.minLength(1, AuthText.passwordRequired), z.maxLength(AccountLimits.passwordMax, AuthText.passwordTooLong)),
});
export type SignInInput = z.input<typeof signInSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export const resendConfirmationSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  token: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(512),
      z.regex(/^[A-Za-z0-9_-]+$/, "This password reset link is invalid or has expired. Please request a new one."),
    ),
  new_password: passwordSchema,
});

export const ageVerificationSchema = z.object({ date_of_birth: dateOfBirthSchema });

/* Response contracts: the server serializes through them, the web app parses with them. */
export {
  okResponseSchema,
  sessionResponseSchema,
  sessionUserSchema,
  type SessionResponse,
  type SessionUser,
} from "./session.js";
/** What a guarded server route knows about its caller. */
export type SignedInUser = Pick<SessionUser, "id" | "email">;
export const signInResponseSchema = z.object({
  user: sessionUserSchema,
  redirect_to: z.enum(["/", "/questions", "/welcome"]),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;
export const messageResponseSchema = z.object({ message: z.string() });
/**
 * What sign-in answers: the session (200), or, while the account is under a distributed password
 * guess, one more step by mail (202, the same words whether the password was right or not).
 */
export const signInAnswerSchema = z.union([signInResponseSchema, messageResponseSchema]);
export const okMessageResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export const ageVerificationResponseSchema = z.object({ is_verified: z.literal(true) });
/** GET /api/auth/age-verification: the member's own status (the date of birth is never sent back). */
export const ageVerificationStatusSchema = z.object({ is_verified: z.boolean(), verified_at: z.nullable(z.string()) });
export type AgeVerificationStatus = z.infer<typeof ageVerificationStatusSchema>;

/**
 * Where a signed-in user goes: back into setup while it is unfinished before its last step (the
 * quiz), then the quiz until it is done, then home. The step is the profile's (null once setup is
 * done, and for members who joined before it existed).
 */
export function postSignInPath(
  user: Pick<SessionUser, "quiz_completed" | "onboarding_step">,
): "/" | "/questions" | "/welcome" {
  if (user.onboarding_step !== null && user.onboarding_step < QUIZ_STEP) return "/welcome";
  return user.quiz_completed ? "/" : "/questions";
}
