import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Writes a client may repeat (platform/http/idempotency.ts): a member's Idempotency-Key and the
 * first answer to it, kept a day (IdempotencyLimits.keepHours) and gone with the account. A row
 * without a status is a request still being handled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table idempotency_keys (
      user_id text not null references users(id) on delete cascade,
      key text not null,
      fingerprint text not null,
      status_code integer,
      content_type text,
      body text,
      created_at timestamptz not null default now(),
      primary key (user_id, key)
    );
    create index idempotency_keys_created on idempotency_keys (created_at)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table idempotency_keys`);
}
