import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";

export type StoredMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  createdAt: string;
};

export function createDevOutboxRepository(db: Kysely<Database>) {
  return {
    async insert(mail: { to: string; subject: string; text: string; html: string | null; links: string[] }) {
      await db
        .insertInto("dev_mails")
        .values({
          recipient: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          links: JSON.stringify(mail.links),
        })
        .execute();
    },

    /** Removes the development mailbox's mails to an address (its account was deleted). */
    async forget(to: string): Promise<void> {
      await db.deleteFrom("dev_mails").where("recipient", "=", to).execute();
    },

    /** Newest first; all recipients when `to` is absent. */
    async list(to: string | undefined, limit: number): Promise<StoredMail[]> {
      let q = db.selectFrom("dev_mails").selectAll().orderBy("id", "desc").limit(limit);
      if (to) q = q.where((eb) => eb(eb.fn("lower", ["recipient"]), "=", to.toLowerCase()));
      const rows = await q.execute();
      return rows.map((r) => ({
        id: r.id,
        to: r.recipient,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        links: r.links,
        createdAt: r.created_at.toISOString(),
      }));
    },
  };
}
export type DevOutboxRepository = ReturnType<typeof createDevOutboxRepository>;
