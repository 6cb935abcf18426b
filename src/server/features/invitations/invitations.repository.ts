import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";

export function createInvitationsRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      return { invitations: await db.selectFrom("invitations").selectAll().where("sender_id", "=", userId).execute() };
    },

    async record(senderId: string, recipientEmail: string, message: string | null) {
      await db
        .insertInto("invitations")
        .values({ sender_id: senderId, recipient_email: recipientEmail, message })
        .execute();
    },

    /** Invitations members sent to this address (its account was deleted; the ones it sent went with it). */
    async forgetRecipient(email: string) {
      await db.deleteFrom("invitations").where("recipient_email", "=", email).execute();
    },
  };
}
