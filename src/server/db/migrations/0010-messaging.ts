import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Messaging and the plan a member is on.
 * - messages: a match's conversation (deleted with the match: unmatch ends it for both).
 * - message_allowance: messages sent per member per UTC day, raised in the same transaction as
 *   the insert and capped there, so the free allowance holds under concurrent sends.
 * - subscriptions: one row per member who has had a plan; no row means free.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table messages (
      id text primary key default gen_random_uuid()::text,
      match_id text not null references matches(id) on delete cascade,
      sender_id text not null references users(id) on delete cascade,
      message_text text not null check (char_length(message_text) between 1 and 1000),
      created_at timestamptz not null default now(),
      read_at timestamptz
    );
    create index messages_match_created_idx on messages(match_id, created_at, id);
    create index messages_unread_idx on messages(match_id) where read_at is null;

    create table message_allowance (
      user_id text not null references users(id) on delete cascade,
      day date not null,
      sent integer not null check (sent >= 0),
      primary key (user_id, day)
    );

    create table subscriptions (
      user_id text primary key references users(id) on delete cascade,
      tier text not null default 'free' check (tier in ('free', 'unlocked-plus', 'unlocked-beyond')),
      subscription_end timestamptz,
      echo_addon text check (echo_addon in ('monthly', 'lifetime')),
      echo_end timestamptz,
      updated_at timestamptz not null default now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table subscriptions; drop table message_allowance; drop table messages;`);
}
