import { APIError } from "better-auth/api";
import { AccountText, type ChangeEmailInput, type ChangePasswordInput, type SessionInfo } from "#shared/account";
import { ErrorCodes } from "#shared/errors";
import { AuthText } from "#shared/messages";
import type { BackgroundTasks } from "../../platform/background-tasks.js";
import { DomainError } from "../../platform/errors.js";
import type { Atomically, Emit, EventBus } from "../../platform/events/event-bus.js";
import type { Mailer } from "../../platform/mail/mailer.js";
import { EMAIL_CHANGE_CALLBACK, type Auth } from "./auth.js";
import { emailChangeNoticeMail, passwordChangedMail } from "./auth.mails.js";
import type { AuthRepository } from "./auth.repository.js";
import type { WithCookies } from "./auth.service.js";
import { describeDevice } from "./user-agent.js";

type Deps = {
  auth: Auth;
  repo: AuthRepository;
  /** The repository in one transaction whose events commit with it (the event outbox). */
  atomically: Atomically<AuthRepository>;
  bus: EventBus;
  mailer: Mailer;
  tasks: BackgroundTasks;
  appUrl: string;
  now: () => Date;
};

const iso = (d: Date | string) => new Date(d).toISOString();
const wrongPassword = () =>
  new DomainError("invalid", ErrorCodes.invalidCredentials, AccountText.wrongPassword, {
    current_password: AccountText.wrongPassword,
  });
const isWrongPassword = (err: unknown) =>
  err instanceof APIError && (err.body as { code?: string } | undefined)?.code === "INVALID_PASSWORD";

/**
 * The signed-in member's own account (/settings): change password (current one required, every
 * other session ends), change email (confirmed from the new address, the old one told), and the
 * sessions they are signed in with. Each ending of sessions is announced (`SessionsRevoked`), so
 * every process forgets cached credentials and every open page checks whether it is still signed in.
 */
export function createCredentialsService({ auth, repo, atomically, bus, mailer, tasks, appUrl, now }: Deps) {
  const settingsUrl = `${appUrl}/settings`;

  async function currentSessionId(headers: Headers): Promise<string> {
    const session = await auth.api.getSession({ headers, query: { disableRefresh: true } });
    if (!session) throw new DomainError("unauthenticated", ErrorCodes.unauthorized, AuthText.signInRequired);
    return session.session.id;
  }

  /** The account's password, asked again before a change of email or something that cannot be undone. */
  async function confirmPassword(headers: Headers, password: string): Promise<void> {
    try {
      await auth.api.verifyPassword({ body: { password }, headers });
    } catch (err) {
      if (isWrongPassword(err)) throw wrongPassword();
      throw err;
    }
  }

  return {
    async changePassword(
      userId: string,
      input: ChangePasswordInput,
      headers: Headers,
    ): Promise<WithCookies<{ ok: true; message: string }>> {
      if (input.current_password === input.new_password) {
        throw new DomainError("invalid", ErrorCodes.validation, AccountText.samePassword, {
          new_password: AccountText.samePassword,
        });
      }
      let out: Headers;
      try {
        // better-auth ends every session and opens a new one for this device (its cookie below).
        ({ headers: out } = await auth.api.changePassword({
          body: { currentPassword: input.current_password, newPassword: input.new_password, revokeOtherSessions: true },
          headers,
          returnHeaders: true,
        }));
      } catch (err) {
        if (isWrongPassword(err)) throw wrongPassword();
        throw err;
      }
      await bus.emit("SessionsRevoked", { userId });
      const user = await repo.findUserById(userId);
      if (user) tasks.run(mailer.send(passwordChangedMail(user.email, settingsUrl), "notice:password-changed"));
      return { body: { ok: true, message: AccountText.passwordChanged.description }, setCookies: out.getSetCookie() };
    },

    /**
     * The same answer whether or not the new address already has an account (better-auth then
     * sends nothing); the old address hears of the request either way.
     */
    async changeEmail(userId: string, input: ChangeEmailInput, headers: Headers): Promise<{ message: string }> {
      const user = await repo.findUserById(userId);
      if (!user) throw new DomainError("unauthenticated", ErrorCodes.unauthorized, AuthText.signInRequired);
      const newEmail = input.new_email.trim().toLowerCase();
      if (newEmail === user.email)
        throw new DomainError("invalid", ErrorCodes.validation, AccountText.sameEmail, {
          new_email: AccountText.sameEmail,
        });
      await confirmPassword(headers, input.current_password);
      await auth.api.changeEmail({ body: { newEmail, callbackURL: EMAIL_CHANGE_CALLBACK }, headers });
      tasks.run(mailer.send(emailChangeNoticeMail(user.email, newEmail, settingsUrl), "notice:email-change"));
      return { message: AccountText.emailChangeSent(newEmail) };
    },

    confirmPassword,

    /**
     * Removes the account row; every table of the member's goes with it (each owner declared
     * `on delete cascade`; migration 0020 says what stays). Its address, for the goodbye mail.
     * `announce` emits what the deletion causes, committed with it.
     */
    async deleteUser(userId: string, announce: (emit: Emit, email: string) => void): Promise<string | null> {
      return atomically(async (r, emit) => {
        const email = await r.deleteUser(userId);
        if (email) announce(emit, email);
        return email;
      });
    },

    async sessions(userId: string, headers: Headers): Promise<{ sessions: SessionInfo[] }> {
      const [currentId, rows] = await Promise.all([currentSessionId(headers), repo.liveSessions(userId, now())]);
      return {
        sessions: rows.map((s) => ({
          id: s.id,
          current: s.id === currentId,
          created_at: iso(s.created_at),
          last_active_at: iso(s.updated_at),
          expires_at: iso(s.expires_at),
          device: describeDevice(s.user_agent),
          ip_address: s.ip_address || null,
        })),
      };
    },

    /** Signs one other device out (this one signs out with Sign Out). */
    async revokeSession(userId: string, sessionId: string, headers: Headers): Promise<{ revoked: number }> {
      if (sessionId === (await currentSessionId(headers)))
        throw new DomainError("conflict", ErrorCodes.currentSession, AccountText.cannotRevokeCurrent);
      if (!(await repo.deleteSession(userId, sessionId)))
        throw new DomainError("not_found", ErrorCodes.notFound, AccountText.sessionNotFound);
      await bus.emit("SessionsRevoked", { userId });
      return { revoked: 1 };
    },

    async revokeOtherSessions(userId: string, headers: Headers): Promise<{ revoked: number }> {
      const revoked = await repo.deleteOtherSessions(userId, await currentSessionId(headers));
      if (revoked > 0) await bus.emit("SessionsRevoked", { userId });
      return { revoked };
    },
  };
}
export type CredentialsService = ReturnType<typeof createCredentialsService>;
