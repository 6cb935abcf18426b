import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Echo chats (ADR 0415): at most one per match, ending with it. Each person's
 * reflection message claims its day in echo_reflection_sends; each choice after day 7 is a row
 * of echo_choices; `kept_at` is set once both chose to keep, and
 * letting go ends the match (and so these rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table echo_limited_chats (
      match_id text primary key references matches(id) on delete cascade,
      started_by text not null references users(id) on delete cascade,
      started_at timestamptz not null,
      kept_at timestamptz
    );
    -- One row per person per reflection day they wrote on: its primary key is the one-a-day rule.
    create table echo_reflection_sends (
      match_id text not null references echo_limited_chats(match_id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      day_index smallint not null,
      primary key (match_id, user_id, day_index)
    );
    create table echo_choices (
      match_id text not null references echo_limited_chats(match_id) on delete cascade,
      user_id text not null references users(id) on delete cascade,
      choice text not null check (choice in ('keep', 'let_go')),
      chosen_at timestamptz not null default now(),
      primary key (match_id, user_id)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table echo_choices; drop table echo_reflection_sends; drop table echo_limited_chats;`);
}
