import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";

export function createInvitationsRepository(db: Kysely<Database>) {
  return {
    async record(senderId: string, recipientEmail: string, message: string | null) {
      await db.insertInto("invitations").values({ sender_id: senderId, recipient_email: recipientEmail, message }).execute();
    },
  };
}
