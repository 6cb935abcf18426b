import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Photo verification (DECISIONS: Photo verification).
 * verification_checks: one live check each, kept as a record of when, how (its steps) and with
 * which model a member was checked, and how it ended. `anchor` holds the straight look's face
 * descriptor only while the check runs (turns and smiles are compared with it); ending the check
 * empties it, so nothing of the face outlives the check.
 * member_verifications: the mark, one row per verified member, naming the photos whose face
 * matched the selfie (later photos are compared with those, never with a stored face).
 * discovery_candidates.verified: the mark in discovery's projection, for its "Verified only" filter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table verification_checks (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      steps text[] not null,
      step integer not null default 0,
      frames integer not null default 0,
      anchor real[],
      anchor_yaw real,
      model text not null,
      started_at timestamptz not null,
      expires_at timestamptz not null,
      ended_at timestamptz,
      outcome text check (outcome in ('passed', 'failed')),
      failure text check (failure in ('face-changed', 'no-match', 'not-done', 'expired')),
      check ((outcome is null) = (ended_at is null)),
      check (outcome is null or anchor is null)
    );
    create index verification_checks_user_idx on verification_checks(user_id, started_at);
    create index verification_checks_open_idx on verification_checks(expires_at) where ended_at is null;
    create table member_verifications (
      user_id text primary key references users(id) on delete cascade,
      check_id text not null references verification_checks(id) on delete cascade,
      verified_at timestamptz not null,
      photo_ids text[] not null
    );
    alter table discovery_candidates add column verified boolean not null default false;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table discovery_candidates drop column verified; drop table member_verifications; drop table verification_checks;`,
  );
}
