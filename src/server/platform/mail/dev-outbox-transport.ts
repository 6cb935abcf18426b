import { extractLinks, type MailTransport } from "./mail-transport.js";
import type { DevOutboxRepository } from "./dev-outbox.repository.js";

/**
 * Without SMTP_URL, mail is kept in the database and shown at /dev/mailbox (development). In
 * production nobody reads that outbox, so the health report calls it a failure there.
 */
export function createDevOutboxTransport(outbox: DevOutboxRepository, { production = false } = {}): MailTransport {
  return {
    kind: "dev-outbox",
    async send(mail) {
      await outbox.insert({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        links: extractLinks(mail.text),
      });
    },
    async check() {
      return production
        ? { status: "error", detail: "No SMTP_URL: mails are kept in the database and never delivered" }
        : { status: "ok", detail: "Development outbox: mails are shown at /dev/mailbox" };
    },
  };
}
