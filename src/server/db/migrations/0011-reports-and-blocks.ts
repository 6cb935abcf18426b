import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Safety (part 2 §3): reports one member files about another, and blocks. A block is one row per
 * pair and direction (a repeat is refused); the visibility policy hides a blocked pair from each
 * other in both directions, so it looks up by either side.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table user_reports (
      id text primary key default gen_random_uuid()::text,
      reporter_id text not null references users(id) on delete cascade,
      reported_user_id text not null references users(id) on delete cascade,
      reason text not null check (reason in ('inappropriate_content', 'harassment', 'spam', 'fake_profile', 'underage', 'other')),
      description text check (char_length(description) <= 500),
      created_at timestamptz not null default now(),
      check (reporter_id <> reported_user_id)
    );
    create index user_reports_reported_idx on user_reports(reported_user_id);

    create table user_blocks (
      blocker_id text not null references users(id) on delete cascade,
      blocked_user_id text not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (blocker_id, blocked_user_id),
      check (blocker_id <> blocked_user_id)
    );
    create index user_blocks_blocked_idx on user_blocks(blocked_user_id, blocker_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table user_blocks; drop table user_reports;`);
}
