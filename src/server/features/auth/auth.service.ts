import { APIError } from "better-auth/api";
import { ageOn, postSignInPath, type SessionUser, type SignedInUser } from "../../../shared/auth.js";
import { ErrorCodes } from "../../../shared/errors.js";
import { AccountLimits, RateLimits } from "../../../shared/limits.js";
import { AgeText, AuthText, ResetText } from "../../../shared/messages.js";
import { AppError } from "../../platform/http/errors.js";
import type { Limit, RateLimiter } from "../../platform/rate-limit/rate-limiter.js";
import type { Auth } from "./auth.js";
import type { AuthRepository } from "./auth.repository.js";

type Deps = {
  auth: Auth;
  repo: AuthRepository;
  limiter: RateLimiter;
  /** Told about every successful sign-in (the profiles feature records last_online). */
  onSignedIn?: (userId: string) => Promise<unknown>;
  now?: () => Date;
};

/** What a route hands back: a JSON body plus the Set-Cookie headers better-auth produced. */
export type WithCookies<T> = { body: T; setCookies: string[] };

function cookiesOf(headers: Headers | undefined): string[] {
  return headers?.getSetCookie() ?? [];
}

function errorCode(err: unknown): string | undefined {
  if (err instanceof APIError) return (err.body as { code?: string } | undefined)?.code;
  return undefined;
}

export function createAuthService({ auth, repo, limiter, onSignedIn, now = () => new Date() }: Deps) {
  async function limit(key: string, l: Limit) {
    if (!(await limiter.consume(key, l))) {
      throw new AppError(429, ErrorCodes.rateLimited, AuthText.tooManyAttempts);
    }
  }

  function assertAdult(dateOfBirth: string) {
    if (ageOn(dateOfBirth, now()) < AccountLimits.minimumAge) {
      throw new AppError(422, ErrorCodes.underage, AgeText.notMet.description, { dateOfBirth: AgeText.notMet.description });
    }
  }

  async function sessionUser(user: { id: string; email: string; emailVerified: boolean }): Promise<SessionUser> {
    const [ageVerified, quizCompleted] = await Promise.all([
      repo.isAgeVerified(user.id),
      repo.hasEvent(user.id, "quiz_completed"),
    ]);
    return { id: user.id, email: user.email, emailVerified: user.emailVerified, ageVerified, quizCompleted };
  }

  return {
    sessionUser,

    /**
     * Who is signed in for these request headers (cookie or bearer), or null. Only the identity:
     * guarded routes need no more, so they skip the age and quiz look-ups of `session`.
     */
    async signedInUser(headers: Headers): Promise<SignedInUser | null> {
      const session = await auth.api.getSession({ headers });
      return session ? { id: session.user.id, email: session.user.email } : null;
    },

    /**
     * The full session user for the web app, plus the cookie better-auth re-issues once a day when it extends the
     * session, so an active member's browser keeps a cookie as long-lived as the session row.
     */
    async session(headers: Headers): Promise<WithCookies<{ user: SessionUser | null }>> {
      const { headers: out, response } = await auth.api.getSession({ headers, returnHeaders: true });
      return { body: { user: response ? await sessionUser(response.user) : null }, setCookies: cookiesOf(out) };
    },

    /**
     * Same answer whether or not the address already has an account (better-auth answers an
     * existing address with a synthetic user and mails its owner instead).
     */
    async signUp(input: { email: string; password: string; dateOfBirth: string }, ip: string, headers: Headers) {
      await limit(`sign-up:ip:${ip}`, RateLimits.signUpPerIp);
      assertAdult(input.dateOfBirth);
      const existed = await repo.findUserByEmail(input.email);
      try {
        await auth.api.signUpEmail({
          body: { email: input.email, password: input.password, name: "", callbackURL: "/profile/edit" },
          headers,
        });
      } catch (err) {
        // A double-submitted form races itself to the unique email: the other request created the
        // account, so this one gets the same answer as any sign-up for an existing address.
        if (!(errorCode(err) === "FAILED_TO_CREATE_USER" && (await repo.findUserByEmail(input.email)))) throw err;
      }
      if (!existed) {
        const created = await repo.findUserByEmail(input.email);
        if (created) await repo.saveAgeVerification(created.id, input.dateOfBirth, false);
      }
    },

    async signIn(input: { email: string; password: string }, ip: string, headers: Headers) {
      await limit(`sign-in:ip:${ip}`, RateLimits.signInPerIp);
      await limit(`sign-in:email:${input.email}`, RateLimits.signInPerAddress);
      try {
        const { headers: out, response } = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, callbackURL: "/profile/edit" },
          headers,
          returnHeaders: true,
        });
        const [user] = await Promise.all([sessionUser(response.user), onSignedIn?.(response.user.id)]);
        return { body: { user, redirectTo: postSignInPath(user) }, setCookies: cookiesOf(out) };
      } catch (err) {
        const code = errorCode(err);
        if (code === "EMAIL_NOT_VERIFIED") throw new AppError(403, ErrorCodes.emailNotConfirmed, AuthText.emailNotConfirmed);
        if (err instanceof APIError) throw new AppError(401, ErrorCodes.invalidCredentials, AuthText.invalidCredentials);
        throw err;
      }
    },

    async signOut(headers: Headers): Promise<WithCookies<{ ok: true }>> {
      const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
      return { body: { ok: true }, setCookies: cookiesOf(out) };
    },

    /** Always the same answer; the mail goes out only for a real account, throttled per address. */
    async forgotPassword(email: string, ip: string) {
      await limit(`reset:ip:${ip}`, RateLimits.resetPerIp);
      await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
      return { message: AuthText.resetSent };
    },

    async resetPassword(token: string, newPassword: string, ip: string) {
      await limit(`reset:ip:${ip}`, RateLimits.resetPerIp);
      try {
        await auth.api.resetPassword({ body: { token, newPassword } });
      } catch (err) {
        if (err instanceof APIError && errorCode(err) === "INVALID_TOKEN") {
          throw new AppError(400, ErrorCodes.invalidResetLink, ResetText.invalidLink.description);
        }
        if (err instanceof APIError && err.statusCode < 500) {
          throw new AppError(400, ErrorCodes.validation, err.message || ResetText.failed.fallback);
        }
        throw err;
      }
      return { ok: true as const };
    },

    /** Signed-in verification: 18+ by the server's clock, stored with the date of birth. */
    async verifyAge(userId: string, dateOfBirth: string) {
      assertAdult(dateOfBirth);
      await repo.saveAgeVerification(userId, dateOfBirth, true);
      return { isVerified: true as const };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
