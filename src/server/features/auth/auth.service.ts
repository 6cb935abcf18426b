import { APIError } from "better-auth/api";
import { ageOn, postSignInPath, type SessionUser, type SignedInUser } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import { AccountLimits, RateLimits } from "#shared/limits";
import { AgeText, AuthText, ConfirmationText, ResetText } from "#shared/messages";
import type { BackgroundTasks } from "../../platform/background-tasks.js";
import { DomainError } from "../../platform/errors.js";
import type { Atomically, EventBus } from "../../platform/events/event-bus.js";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.js";
import type { Auth } from "./auth.js";
import type { AuthRepository } from "./auth.repository.js";
import type { SessionCache } from "./session-cache.js";
import { ACCOUNT_RESTRICTED } from "./auth.js";
import { hashPassword, verifyPassword } from "./password-hash.js";
import type { StandingService } from "./standing.service.js";

type Deps = {
  auth: Auth;
  repo: AuthRepository;
  /** The repository in one transaction whose events commit with it (the event outbox). */
  atomically: Atomically<AuthRepository>;
  limiter: RateLimiter;
  bus: EventBus;
  tasks: BackgroundTasks;
  sessions: SessionCache;
  standing: StandingService;
  /** Asked of the activity feature: has this user finished the quiz? */
  quizCompleted: (userId: string) => Promise<boolean>;
  /** Asked of the profiles feature: the onboarding step reached, null once setup is done. */
  onboardingStep: (userId: string) => Promise<number | null>;
  now?: () => Date;
};

/** What a route hands back: a JSON body plus the Set-Cookie headers better-auth produced. */
export type WithCookies<T> = { body: T; setCookies: string[] };

const cookiesOf = (headers: Headers | undefined): string[] => headers?.getSetCookie() ?? [];

function errorCode(err: unknown): string | undefined {
  if (err instanceof APIError) return (err.body as { code?: string } | undefined)?.code;
  return undefined;
}

/** The credential a request presents: its session cookie's value or its bearer token. */
export function credentialOf(
  authorization: string | null | undefined,
  cookie: string | null | undefined,
): string | undefined {
  if (authorization) return authorization;
  return /(?:^|;\s*)((?:__Secure-)?better-auth\.session_token=[^;]+)/.exec(cookie ?? "")?.[1];
}

/** How many confirmed ages one process remembers (the oldest is forgotten first), ~10 MB at most. */
const KNOWN_ADULTS_MAX = 100_000;

export function createAuthService({
  auth,
  repo,
  atomically,
  limiter,
  bus,
  tasks,
  sessions,
  standing,
  quizCompleted,
  onboardingStep,
  now = () => new Date(),
}: Deps) {
  const failureKeys = (email: string, ip: string) => ({
    pair: `sign-in-failures:${email}:${ip}`,
    account: `sign-in-failures:${email}`,
  });

  function assertAdult(dateOfBirth: string) {
    if (ageOn(dateOfBirth, now()) < AccountLimits.minimumAge) {
      throw new DomainError("unprocessable", ErrorCodes.underage, AgeText.notMet.description, {
        date_of_birth: AgeText.notMet.description,
      });
    }
  }

  /**
   * A confirmed age never turns back (is_verified is only ever set true; the row goes only with the
   * account), so this process remembers each "yes" and asks the database again only about a "no":
   * every message send and discovery page asks this. A way to revoke one (moderation) would have
   * to announce it in every process, as AccountDeleted does here.
   */
  const knownAdults = new Set<string>();
  let dummyHash: Promise<string> | undefined;
  async function isAgeVerified(userId: string): Promise<boolean> {
    if (knownAdults.has(userId)) return true;
    const verified = await repo.isAgeVerified(userId);
    if (verified) {
      if (knownAdults.size >= KNOWN_ADULTS_MAX) knownAdults.delete(knownAdults.values().next().value!);
      knownAdults.add(userId);
    }
    return verified;
  }

  /** The account's id when this is its password, else null. A hash is always checked, so a wrong address takes as long as a wrong password. */
  async function passwordOwner(email: string, password: string) {
    const row = await repo.passwordHashOf(email);
    const ok = await verifyPassword({
      hash: row?.password ?? (await (dummyHash ??= hashPassword("no account"))),
      password,
    });
    return ok && row ? row.id : null;
  }
  /** A wrong password, counted against the address and the account. */
  async function countFailure(keys: { pair: string; account: string }) {
    await Promise.all([
      limiter.consume(keys.pair, RateLimits.signInFailuresPerAccountAndIp),
      limiter.consume(keys.account, RateLimits.signInFailuresPerAccount),
    ]);
  }
  async function passwordMatches(email: string, password: string, keys: { pair: string; account: string }) {
    const id = await passwordOwner(email, password);
    if (!id) await countFailure(keys);
    return id;
  }

  async function sessionUser(user: { id: string; email: string; emailVerified: boolean }): Promise<SessionUser> {
    const [ageVerified, quizDone, step] = await Promise.all([
      isAgeVerified(user.id),
      quizCompleted(user.id),
      onboardingStep(user.id),
    ]);
    return {
      id: user.id,
      email: user.email,
      email_verified: user.emailVerified,
      age_verified: ageVerified,
      quiz_completed: quizDone,
      onboarding_step: step,
    };
  }

  return {
    sessionUser,

    /** Whether the server has confirmed the member is 18+ (other features' age rules ask this). */
    ageVerified: isAgeVerified,

    /** An account that is gone is forgotten here too (AccountDeleted). */
    forgetAccount(userId: string): void {
      knownAdults.delete(userId);
    },

    /**
     * The account these credentials open, without opening a session: a suspended or banned
     * member appeals with them (they cannot sign in). Null for a wrong pair. Counted against the
     * same failure limits as sign-in, so it is no way around them.
     */
    async accountOf(email: string, password: string, ip: string): Promise<{ id: string | null; guarded: boolean }> {
      const keys = failureKeys(email, ip);
      const [pairOk, accountOk] = await Promise.all([
        limiter.allows(keys.pair, RateLimits.signInFailuresPerAccountAndIp),
        limiter.allows(keys.account, RateLimits.signInFailuresPerAccount),
      ]);
      if (!pairOk) throw new DomainError("rate_limited", ErrorCodes.rateLimited, AuthText.tooManyAttempts);
      return { id: await passwordMatches(email, password, keys), guarded: !accountOk };
    },

    /** The account's address, for mails other features send (journey mails); null when gone. */
    async emailOf(userId: string): Promise<string | null> {
      return (await repo.findUserById(userId))?.email ?? null;
    },

    /** The signed-in user if this process has checked the credential in the last few seconds. */
    cachedUser(credential: string | undefined): SignedInUser | undefined {
      return credential ? sessions.get(credential) : undefined;
    },

    /**
     * Who is signed in with this credential (cookie or bearer), or null; see session-cache.ts.
     * The request's headers are only built for better-auth when the cache does not know it.
     */
    async signedInUser(credential: string | undefined, requestHeaders: () => Headers): Promise<SignedInUser | null> {
      if (!credential) return null;
      const cached = sessions.get(credential);
      if (cached) return cached;
      const headers = requestHeaders();
      // Never extends the session here: that happens in GET /api/auth/session, which can pass the
      // re-issued cookie on to the browser (a refresh here would lose it).
      const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
      if (!session) return null;
      const user = { id: session.user.id, email: session.user.email };
      sessions.set(credential, user, new Date(session.session.expiresAt));
      return user;
    },

    /**
     * The full session user for the web app, plus the cookie better-auth re-issues once a day when
     * it extends the session, so an active member's cookie lives as long as the session row.
     */
    async session(headers: Headers): Promise<WithCookies<{ user: SessionUser | null }>> {
      const { headers: out, response } = await auth.api.getSession({ headers, returnHeaders: true });
      return { body: { user: response ? await sessionUser(response.user) : null }, setCookies: cookiesOf(out) };
    },

    /**
     * Same answer whether or not the address already has an account (better-auth answers an
     * existing address with a synthetic user and mails its owner instead).
     */
    async signUp(input: { email: string; password: string; dateOfBirth: string }, headers: Headers) {
      assertAdult(input.dateOfBirth);
      // A banned address gets the same answer as any sign-up, and no account: telling it apart
      // would tell anyone who asks that this address was banned (ADR 0321).
      if (await standing.isBannedEmail(input.email)) {
        // As long as a real sign-up takes (its password is hashed), so timing tells nothing either.
        await hashPassword(input.password);
        return;
      }
      const existed = await repo.findUserByEmail(input.email);
      try {
        await auth.api.signUpEmail({
          body: { email: input.email, password: input.password, name: "", callbackURL: "/welcome" },
          headers,
        });
      } catch (err) {
        // A double-submitted form races itself to the unique email: the other request created the
        // account, so this one gets the same answer as any sign-up for an existing address.
        if (!(errorCode(err) === "FAILED_TO_CREATE_USER" && (await repo.findUserByEmail(input.email)))) throw err;
      }
      if (existed) return;
      const created = await repo.findUserByEmail(input.email);
      if (!created) return;
      // The sign-up form's age check is the first age verification (ADR 0100),
      // committed with the events that give the account its rows (the account row itself is the
      // auth library's, written just before).
      await atomically(async (r, emit) => {
        await r.saveAgeVerification(created.id, input.dateOfBirth, false);
        emit("UserCreated", { userId: created.id });
        emit("AgeVerified", { userId: created.id, dateOfBirth: input.dateOfBirth });
      });
    },

    /**
     * Failed attempts are limited per account and address pair (429), and slowly per account:
     * past that, a distributed guess meets the mailed link (above), never a lock on the owner.
     */
    async signIn(input: { email: string; password: string }, ip: string, headers: Headers) {
      const keys = failureKeys(input.email, ip);
      const [pairOk, accountOk] = await Promise.all([
        limiter.allows(keys.pair, RateLimits.signInFailuresPerAccountAndIp),
        limiter.allows(keys.account, RateLimits.signInFailuresPerAccount),
      ]);
      if (!pairOk) throw new DomainError("rate_limited", ErrorCodes.rateLimited, AuthText.tooManyAttempts);
      if (!accountOk) {
        // Under a distributed guess the password alone opens nothing: the right one mails a
        // one-time link (the mailbox finishes), and a right and a wrong one get the same answer.
        // Both answers wait for the same two single-row round trips (a wrong one's counts; for
        // the right one, the same rows read again), and the link's own work runs after the answer.
        const id = await passwordOwner(input.email, input.password);
        if (!id) await countFailure(keys);
        else {
          await Promise.all([
            limiter.allows(keys.pair, RateLimits.signInFailuresPerAccountAndIp),
            limiter.allows(keys.account, RateLimits.signInFailuresPerAccount),
          ]);
          tasks.run(
            sessionUser({ id, email: input.email, emailVerified: true }).then((user) =>
              auth.api.signInMagicLink({
                body: { email: input.email, callbackURL: postSignInPath(user), errorCallbackURL: "/auth" },
                headers,
              }),
            ),
          );
        }
        return { linkSent: { message: AuthText.signInLinkSent } };
      }
      try {
        const { headers: out, response } = await auth.api.signInEmail({
          body: { email: input.email, password: input.password, callbackURL: "/welcome" },
          headers,
          returnHeaders: true,
        });
        // A restriction committed while this session was being made: the session goes, unused.
        const late = await standing.restriction(response.user.id);
        if (late) {
          await standing.endSessions(response.user.id);
          throw standing.refusal(late);
        }
        await bus.emit("SignedIn", { userId: response.user.id });
        const user = await sessionUser(response.user);
        // The bearer plugin's copy of the session token, for a client that keeps no cookies.
        return {
          body: { user, redirect_to: postSignInPath(user) },
          setCookies: cookiesOf(out),
          bearerToken: out?.get("set-auth-token") ?? null,
        };
      } catch (err) {
        const code = errorCode(err);
        if (code === "EMAIL_NOT_VERIFIED")
          throw new DomainError("forbidden", ErrorCodes.emailNotConfirmed, AuthText.emailNotConfirmed);
        // The password was right (sessions are made only after it is checked): say why, and until when.
        if (code === ACCOUNT_RESTRICTED) {
          const user = await repo.findUserByEmail(input.email);
          const restriction = user ? await standing.restriction(user.id) : null;
          if (restriction) throw standing.refusal(restriction);
        }
        if (err instanceof APIError) {
          await Promise.all([
            limiter.consume(keys.pair, RateLimits.signInFailuresPerAccountAndIp),
            limiter.consume(keys.account, RateLimits.signInFailuresPerAccount),
          ]);
          throw new DomainError("unauthenticated", ErrorCodes.invalidCredentials, AuthText.invalidCredentials);
        }
        throw err;
      }
    },

    /**
     * Signs this session out. Every process then forgets it and re-checks the member's open
     * sockets (`SessionsRevoked`): the signed-out page's socket closes, their other pages stay.
     */
    async signOut(headers: Headers, userId?: string): Promise<WithCookies<{ ok: true }>> {
      const credential = credentialOf(headers.get("authorization"), headers.get("cookie"));
      if (credential) sessions.evict(credential);
      const { headers: out } = await auth.api.signOut({ headers, returnHeaders: true });
      if (userId) await bus.emit("SessionsRevoked", { userId });
      return { body: { ok: true }, setCookies: cookiesOf(out) };
    },

    /**
     * Who this credential's session belongs to, asked of the session store itself (never this
     * process's cache): the realtime channel re-checks its sockets with it when sessions end.
     */
    async currentUserId(headers: Headers): Promise<string | null> {
      const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
      return session?.user.id ?? null;
    },

    /** Always the same answer; the mail goes out only for a real account, throttled per address. */
    async forgotPassword(email: string) {
      await auth.api.requestPasswordReset({ body: { email, redirectTo: "/reset-password" } });
      return { message: AuthText.resetSent };
    },

    /**
     * A new confirmation link for an unconfirmed account. The same answer, at the same speed, for
     * any address: the look-up and the mail happen after the response.
     */
    async resendConfirmation(email: string) {
      tasks.run(
        (async () => {
          const user = await repo.findUserByEmail(email);
          if (user && !user.email_verified) {
            await auth.api.sendVerificationEmail({ body: { email, callbackURL: "/welcome" } });
          }
        })(),
      );
      return { ok: true as const, message: ConfirmationText.resent.description };
    },

    async resetPassword(token: string, newPassword: string) {
      const userId = await repo.userOfResetToken(token);
      try {
        await auth.api.resetPassword({ body: { token, newPassword } });
      } catch (err) {
        if (err instanceof APIError && errorCode(err) === "INVALID_TOKEN") {
          throw new DomainError("invalid", ErrorCodes.invalidResetLink, ResetText.invalidLink.description);
        }
        if (err instanceof APIError && err.statusCode < 500) {
          throw new DomainError("invalid", ErrorCodes.validation, err.message || ResetText.failed.fallback);
        }
        throw err;
      }
      if (userId) {
        // better-auth revoked every session: every process forgets them and open pages sign out;
        // sign-in failure limits are lifted.
        await bus.emit("SessionsRevoked", { userId });
        const user = await repo.findUserById(userId);
        if (user) await limiter.reset(failureKeys(user.email, "").account);
      }
      return { ok: true as const };
    },

    async ageVerificationStatus(userId: string) {
      const row = await repo.ageVerification(userId);
      return {
        is_verified: row?.is_verified ?? false,
        verified_at: row?.is_verified && row.verified_at ? new Date(row.verified_at).toISOString() : null,
      };
    },

    /** Signed-in verification: 18+ by the server's clock, stored with the date of birth. */
    async verifyAge(userId: string, dateOfBirth: string) {
      assertAdult(dateOfBirth);
      await atomically(async (r, emit) => {
        await r.saveAgeVerification(userId, dateOfBirth, true);
        emit("AgeVerified", { userId, dateOfBirth });
      });
      return { is_verified: true as const };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
