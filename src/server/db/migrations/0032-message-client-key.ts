import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * A send's Idempotency-Key is kept on the message it made (unique per sender): a repeat finds the
 * message instead of making a second, in the send's own statement. The generic guard cost every
 * send two more round trips (its claim before and its kept answer after; npm run bench -- realtime).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table messages add column client_key text;
    create unique index messages_sender_client_key_idx on messages (sender_id, client_key) where client_key is not null;
  `,
  );
}
