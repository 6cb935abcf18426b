import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * A member's data exports (the account feature): requested, built by a background job into an
 * archive in private storage (never under /media), downloadable by the signed-in member until
 * `expires_at`, then its file is removed. They go with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table data_exports (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      status text not null check (status in ('pending', 'ready', 'failed', 'expired')),
      requested_at timestamptz not null,
      ready_at timestamptz,
      expires_at timestamptz,
      storage_key text,
      size_bytes integer
    );
    create index data_exports_by_user on data_exports (user_id, requested_at desc);
    create index data_exports_to_expire on data_exports (expires_at) where status = 'ready'
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table data_exports`);
}
