import type { ChangeEmailInput, ChangePasswordInput, SessionInfo } from "#shared/account";
import { DeletionText } from "#shared/account";
import { ErrorCodes } from "#shared/errors";
import { DomainError } from "../../platform/errors.js";
import type { Emit } from "../../platform/events/event-bus.js";
import type { Mailer } from "../../platform/mail/mailer.js";
import { accountDeletedMail } from "./account.mails.js";

/** The auth feature's side of the account: its credentials and the user row (injected by app.ts). */
export type Credentials = {
  changePassword(
    userId: string,
    input: ChangePasswordInput,
    headers: Headers,
  ): Promise<{ body: { ok: true; message: string }; setCookies: string[] }>;
  changeEmail(userId: string, input: ChangeEmailInput, headers: Headers): Promise<{ message: string }>;
  sessions(userId: string, headers: Headers): Promise<{ sessions: SessionInfo[] }>;
  revokeSession(userId: string, sessionId: string, headers: Headers): Promise<{ revoked: number }>;
  revokeOtherSessions(userId: string, headers: Headers): Promise<{ revoked: number }>;
  confirmPassword(headers: Headers, password: string): Promise<void>;
  /** Deletes the account row; `announce` emits what that causes, committed with it. */
  deleteUser(userId: string, announce: (emit: Emit, email: string) => void): Promise<string | null>;
};

type Deps = {
  credentials: Credentials;
  /** Subscriptions: every renewing plan stopped at its provider (throws when a provider fails). */
  stopAllBilling: (userId: string) => Promise<void>;
  /** Profiles' photo files and this feature's archives (their rows go with the account). */
  removeFiles: (userId: string) => Promise<void>;
  /** Matching: the member's matches, announced as ended once the account is gone. */
  matchesOf: (userId: string) => Promise<{ matchId: string; partnerId: string }[]>;
  /** Copies naming the member elsewhere: the dev outbox's mails, invitations to their address, queued jobs. */
  forgetTraces: (userId: string, email: string) => Promise<void>;
  /** Rate-limit counters keyed by their address or id. */
  forgetCounters: (userId: string, email: string) => Promise<void>;
  mailer: Mailer;
  log: (event: string, details: Record<string, unknown>) => void;
};

/**
 * The member's account as a whole (/settings): the credential operations are auth's, passed
 * through; deletion is orchestrated here, in the order that keeps a failure harmless.
 */
export function createAccountService({
  credentials,
  stopAllBilling,
  removeFiles,
  matchesOf,
  forgetTraces,
  forgetCounters,
  mailer,
  log,
}: Deps) {
  return {
    changePassword: credentials.changePassword,
    changeEmail: credentials.changeEmail,
    sessions: credentials.sessions,
    revokeSession: credentials.revokeSession,
    revokeOtherSessions: credentials.revokeOtherSessions,

    /**
     * Deletes the account (ADR 0421). The password first; then billing stops at
     * every provider (if that fails nothing is deleted: the member could be charged for an account
     * that no longer exists); then the files, then the user row, whose deletion takes every table
     * of the member's with it in one statement. Afterwards the partners' pages hear the matches
     * ended, owners of copies remove them, and a goodbye mail goes to the address.
     */
    async deleteAccount(userId: string, password: string, headers: Headers): Promise<void> {
      await credentials.confirmPassword(headers, password);
      try {
        await stopAllBilling(userId);
      } catch (err) {
        log("account.delete_billing_not_stopped", { user: userId, error: String(err) });
        throw new DomainError("conflict", ErrorCodes.billingNotStopped, DeletionText.billingNotStopped);
      }
      const matches = await matchesOf(userId);
      await removeFiles(userId);
      const email = await credentials.deleteUser(userId, (emit) => {
        emit("SessionsRevoked", { userId });
        for (const m of matches) emit("MatchEnded", { matchId: m.matchId, userIds: [userId, m.partnerId] });
        emit("AccountDeleted", { userId, matchIds: matches.map((m) => m.matchId) });
      });
      if (!email) return;
      await forgetTraces(userId, email);
      // The goodbye mail (in development it lands in the emptied outbox, the member's inbox there);
      // its throttle counter names the address, so counters are forgotten after it.
      await mailer
        .send(accountDeletedMail(email), "notice:account-deleted")
        .catch((err: unknown) => log("account.goodbye_mail_failed", { user: userId, error: String(err) }));
      await forgetCounters(userId, email);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
