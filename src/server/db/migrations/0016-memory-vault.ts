import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Memory Vault (part 2 §3; Unlocked Beyond): a member's favourite matches, inspiring prompts and
 * special moments. Private to the owner; listed newest `saved_at` first (hence the indexes). A
 * favourite goes with its match (unmatch ends it for both); a moment's link to a match is only
 * cleared, the moment itself is the member's to keep.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table memory_vault_matches (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references users(id) on delete cascade,
      match_id text not null references matches(id) on delete cascade,
      note text check (char_length(note) <= 500),
      saved_at timestamptz not null default now(),
      unique (user_id, match_id)
    );
    create index memory_vault_matches_user_idx on memory_vault_matches(user_id, saved_at desc);

    create table memory_vault_prompts (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references users(id) on delete cascade,
      text text not null check (char_length(text) between 1 and 500),
      source text not null check (source in ('profile', 'conversation', 'digest', 'own')),
      context text check (char_length(context) <= 500),
      saved_at timestamptz not null default now(),
      unique (user_id, text)
    );
    create index memory_vault_prompts_user_idx on memory_vault_prompts(user_id, saved_at desc);

    create table memory_vault_moments (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references users(id) on delete cascade,
      title text not null check (char_length(title) between 1 and 100),
      description text check (char_length(description) <= 1000),
      moment_type text not null default 'reflection' check (moment_type in ('reflection', 'first_date', 'milestone', 'conversation', 'other')),
      notes text check (char_length(notes) <= 1000),
      tags text[] not null default '{}' check (cardinality(tags) <= 10),
      match_id text references matches(id) on delete set null,
      saved_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index memory_vault_moments_user_idx on memory_vault_moments(user_id, saved_at desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `drop table memory_vault_moments; drop table memory_vault_prompts; drop table memory_vault_matches;`,
  );
}
