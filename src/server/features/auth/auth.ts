import { betterAuth, type BetterAuthOptions } from "better-auth";
import { APIError } from "better-auth/api";
import { bearer } from "better-auth/plugins/bearer";
import { magicLink } from "better-auth/plugins/magic-link";
import type { Kysely } from "kysely";
import type { Config } from "../../config.js";
import type { Database } from "../../db/types.js";
import type { BackgroundTasks } from "../../platform/background-tasks.js";
import type { Mailer } from "../../platform/mail/mailer.js";
import {
  confirmationMail,
  emailChangeConfirmMail,
  existingAccountMail,
  resetMail,
  signInLinkMail,
} from "./auth.mails.js";
import { hashPassword, verifyPassword } from "./password-hash.js";

const ts = { createdAt: "created_at", updatedAt: "updated_at" } as const;

/** better-auth's refusal code when a restricted account would get a session. */
export const ACCOUNT_RESTRICTED = "ACCOUNT_RESTRICTED";

/** Where the new address's confirmation link lands; also how its mail is told from a sign-up's. */
export const EMAIL_CHANGE_CALLBACK = "/settings?email=confirmed";

/**
 * better-auth's options, shared by the running server and the schema check in auth.test.ts.
 * Its HTTP endpoints are not exposed directly: auth.routes.ts calls `auth.api` behind our own
 * validation and rate limits, and only the two mail-link endpoints are passed through.
 */
export function authOptions(deps: {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  tasks: BackgroundTasks;
  /** Whether the account may hold a session now (not suspended or banned: standing.service.ts). */
  mayHoldSession?: (userId: string) => Promise<boolean>;
}) {
  const { db, config, mailer, tasks, mayHoldSession } = deps;
  return {
    appName: "Unlocked",
    baseURL: config.appUrl,
    basePath: "/api/auth",
    secret: config.sessionSecret,
    trustedOrigins: [config.appUrl],
    database: { db, type: "postgres" },
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic; our own request log records them, one line each.
    logger: { level: "error" },
    // Our own database-backed limits apply in auth.routes.ts, shared by every server process.
    rateLimit: { enabled: false },
    user: {
      modelName: "users",
      fields: { emailVerified: "email_verified", ...ts },
      // A confirmation link goes to the new address; the email changes when it is opened.
      changeEmail: { enabled: true },
    },
    session: {
      modelName: "sessions",
      fields: { userId: "user_id", expiresAt: "expires_at", ipAddress: "ip_address", userAgent: "user_agent", ...ts },
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    account: {
      modelName: "accounts",
      fields: {
        userId: "user_id",
        accountId: "account_id",
        providerId: "provider_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...ts,
      },
    },
    verification: { modelName: "verifications", fields: { expiresAt: "expires_at", ...ts } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      password: { hash: (password) => hashPassword(password, config.passwordHashN), verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(resetMail(user.email, url));
      },
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(user.email, `${config.appUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const changing = url.includes(encodeURIComponent(EMAIL_CHANGE_CALLBACK));
        await mailer.send(changing ? emailChangeConfirmMail(user.email, url) : confirmationMail(user.email, url));
      },
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith("https://"),
      ipAddress: { ipAddressHeaders: config.trustProxy ? ["x-forwarded-for"] : [] },
      // Account mails go out after the answer: a response that waited for SMTP only when the
      // address has an account would tell an attacker which addresses do.
      backgroundTasks: { handler: (task) => tasks.run(task) },
    },
    // The one place every session is made (sign-in, a confirmation link's automatic sign-in):
    // none for a suspended or banned account. auth.service.ts turns the refusal into its reason.
    databaseHooks: {
      session: {
        create: {
          before: async (session) => {
            if (mayHoldSession && !(await mayHoldSession(session.userId)))
              throw new APIError("FORBIDDEN", { code: ACCOUNT_RESTRICTED, message: "Account restricted" });
          },
        },
      },
    },
    plugins: [
      bearer(),
      // The way in a guesser cannot use (ADR 0520): while an
      // account is under a distributed guess, its right password mails a one-time sign-in link
      // instead of opening a session. Never asked for by address alone: only auth.service.ts
      // calls it, after checking the password; the endpoint to request one is not routed.
      magicLink({
        expiresIn: 15 * 60,
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: async ({ email, url }) => {
          // Its own throttle: a confirmation or reset mail just sent must not swallow it.
          await mailer.send(signInLinkMail(email, url), "sign-in-link");
        },
      }),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: Parameters<typeof authOptions>[0]) {
  return betterAuth(authOptions(deps));
}
export type Auth = ReturnType<typeof createAuth>;
