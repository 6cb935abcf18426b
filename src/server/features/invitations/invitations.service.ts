import { ErrorCodes } from "../../../shared/errors.js";
import { RateLimits } from "../../../shared/limits.js";
import { GeneralText, InviteText } from "../../../shared/messages.js";
import { AppError } from "../../platform/http/errors.js";
import type { Mailer } from "../../platform/mail/mailer.js";
import type { RateLimiter } from "../../platform/rate-limit/rate-limiter.js";
import type { createInvitationsRepository } from "./invitations.repository.js";

type Deps = {
  repo: ReturnType<typeof createInvitationsRepository>;
  mailer: Mailer;
  limiter: RateLimiter;
  appUrl: string;
};

export function createInvitationsService({ repo, mailer, limiter, appUrl }: Deps) {
  return {
    async invite(sender: { id: string; email: string }, recipient: string, message: string | undefined) {
      if (!(await limiter.consume(`invite:user:${sender.id}`, RateLimits.invitesPerUser))) {
        throw new AppError(429, ErrorCodes.rateLimited, GeneralText.rateLimited);
      }
      const personal = message?.trim() || InviteText.defaultMessage;
      const sent = await mailer.send({
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
      }, "invite");
      // One mail per address per minute: a second invitation so soon is refused, not silently dropped.
      if (!sent) throw new AppError(429, ErrorCodes.rateLimited, InviteText.failed.description);
      await repo.record(sender.id, recipient, message?.trim() || null);
      return { message: InviteText.sent.description };
    },
  };
}
