import { extractLinks, type MailTransport } from "./mail-transport.js";
import type { DevOutboxRepository } from "./dev-outbox.repository.js";

/** Without SMTP_URL, mail is kept in the database and shown at /dev/mailbox. */
export function createDevOutboxTransport(outbox: DevOutboxRepository): MailTransport {
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
  };
}
