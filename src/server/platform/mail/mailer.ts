import type { RateLimiter } from "../rate-limit/rate-limiter.js";
import type { MailTransport, OutgoingMail } from "./mail-transport.js";

export type MailKind = "invite" | "sign-in-link" | `journey:${string}` | `notice:${string}`;

export type Mailer = {
  /**
   * Sends unless the address already got a mail within the throttle window; returns whether
   * it was sent. Account mails share one throttle per address; other kinds keep their own, so no
   * other endpoint can observe whether an account mail just went to an address: invitations, and
   * each once-only journey mail (`journey:<event>`), which would otherwise be lost whenever it
   * follows the confirmation mail within the window. A mail the transport failed to send does
   * not count against the window (the error is thrown for the caller to retry).
   */
  send(mail: OutgoingMail, kind?: MailKind): Promise<boolean>;
};

export function createMailer(transport: MailTransport, limiter: RateLimiter, throttleSeconds: number): Mailer {
  return {
    async send(mail, kind) {
      const key = `mail:${kind ? `${kind}:` : ""}${mail.to.toLowerCase()}`;
      if (!(await limiter.consume(key, { max: 1, windowSeconds: throttleSeconds }))) return false;
      try {
        await transport.send(mail);
      } catch (err) {
        // Not sent: a retry (an event's redelivery) may send it.
        await limiter.reset(key);
        throw err;
      }
      return true;
    },
  };
}
