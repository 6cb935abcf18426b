import { ErrorCodes } from "#shared/errors";
import { InviteText } from "#shared/messages";
import { DomainError } from "../../platform/errors.js";
import type { Mailer } from "../../platform/mail/mailer.js";
import type { createInvitationsRepository } from "./invitations.repository.js";

type Deps = {
  repo: ReturnType<typeof createInvitationsRepository>;
  mailer: Mailer;
  appUrl: string;
};

export function createInvitationsService({ repo, mailer, appUrl }: Deps) {
  return {
    /** A deleted member's address leaves no trace in invitations others sent to it (account deletion). */
    forgetRecipient: (email: string) => repo.forgetRecipient(email),

    async invite(sender: { id: string; email: string }, recipient: string, message: string | undefined) {
      const personal = message?.trim() || InviteText.defaultMessage;
      const sent = await mailer.send(
        {
          to: recipient,
          subject: "You're invited to Unlocked",
          text: [
            `${sender.email} invited you to Unlocked.`,
            "",
            personal,
            "",
            `Join here: ${appUrl}/auth`,
            "",
            "You received this because someone you know entered your address. We won't email you again unless you sign up.",
          ].join("\n"),
        },
        "invite",
      );
      // One mail per address per minute: a second invitation so soon is refused, not silently dropped.
      if (!sent) throw new DomainError("rate_limited", ErrorCodes.rateLimited, InviteText.failed.description);
      await repo.record(sender.id, recipient, message?.trim() || null);
      return { message: InviteText.sent.description };
    },
  };
}
export type InvitationsService = ReturnType<typeof createInvitationsService>;
