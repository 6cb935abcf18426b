import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * The AI Digest (part 2 §3 compatibility_digests; Unlocked+ and Beyond): one per member per UTC
 * day, its content one JSON document. The daily job and the generate call both write it (the
 * call replaces the day's digest); history lists the newest 30 by date.
 * pg-boss keeps its own tables in the `pgboss` schema, which it creates and migrates itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table compatibility_digests (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references users(id) on delete cascade,
      digest_date date not null,
      generated_at timestamptz not null default now(),
      content jsonb not null,
      unique (user_id, digest_date)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table compatibility_digests;`);
}
