import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Connection DNA (part 2 §3; Unlocked Beyond): one computed profile per member (each section a
 * JSON document with its explanation; null while too few answers), and insights newest first.
 * `insights_hash` names the insights last written, so a recomputation that changes nothing adds
 * no new rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table connection_dna_profiles (
      user_id text primary key references users(id) on delete cascade,
      emotional_intelligence jsonb,
      love_language jsonb,
      communication_style jsonb,
      compatibility_analysis jsonb,
      next_questions jsonb not null default '[]',
      answered integer not null default 0,
      total_questions integer not null default 0,
      insights_hash text,
      computed_at timestamptz not null default now()
    );

    create table connection_dna_insights (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references users(id) on delete cascade,
      insight_type text not null,
      title text not null,
      description text not null,
      actionable_steps jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index connection_dna_insights_user_idx on connection_dna_insights(user_id, created_at desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table connection_dna_insights; drop table connection_dna_profiles;`);
}
