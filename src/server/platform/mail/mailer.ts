import type { RateLimiter } from "../rate-limit/rate-limiter.js";
import type { MailTransport, OutgoingMail } from "./mail-transport.js";

export type Mailer = {
  /**
   * Sends unless the address already got a mail within the throttle window; returns whether
   * it was sent. Callers answer the user the same way either way, so the throttle leaks nothing.
   */
  send(mail: OutgoingMail): Promise<boolean>;
};

export function createMailer(transport: MailTransport, limiter: RateLimiter, throttleSeconds: number): Mailer {
  return {
    async send(mail) {
      const allowed = await limiter.consume(`mail:${mail.to.toLowerCase()}`, {
        max: 1,
        windowSeconds: throttleSeconds,
      });
      if (!allowed) return false;
      await transport.send(mail);
      return true;
    },
  };
}
