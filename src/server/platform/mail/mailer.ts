import type { RateLimiter } from "../rate-limit/rate-limiter.js";
import type { MailTransport, OutgoingMail } from "./mail-transport.js";

export type MailKind = "invite" | `journey:${string}` | `notice:${string}`;

export type Mailer = {
  /**
   * Sends unless the address already got a mail within the throttle window; returns whether
   * it was sent. Account mails share one throttle per address; other kinds keep their own, so no
   * other endpoint can observe whether an account mail just went to an address: invitations, and
   * each once-only journey mail (`journey:<event>`), which would otherwise be lost whenever it
   * follows the confirmation mail within the window.
   */
  send(mail: OutgoingMail, kind?: MailKind): Promise<boolean>;
};

export function createMailer(transport: MailTransport, limiter: RateLimiter, throttleSeconds: number): Mailer {
  return {
    async send(mail, kind) {
      const allowed = await limiter.consume(`mail:${kind ? `${kind}:` : ""}${mail.to.toLowerCase()}`, {
        max: 1,
        windowSeconds: throttleSeconds,
      });
      if (!allowed) return false;
      await transport.send(mail);
      return true;
    },
  };
}
