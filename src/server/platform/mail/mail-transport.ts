import type { ComponentHealth } from "#shared/health";

export type OutgoingMail = {
  to: string;
  subject: string;
  /** Every mail has a text part; html is optional. */
  text: string;
  html?: string;
};

export interface MailTransport {
  readonly kind: "smtp" | "dev-outbox";
  send(mail: OutgoingMail): Promise<void>;
  /** Whether mail can leave now (GET /api/health). */
  check(): Promise<ComponentHealth>;
}

/** The http(s) links in a text, in order, without duplicates (the dev mailbox lists them). */
export function extractLinks(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  return [...new Set(found)];
}
