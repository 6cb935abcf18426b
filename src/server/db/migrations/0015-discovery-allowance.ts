import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Expanded matching (Plus and Beyond) is measured against free members' daily allowance of new
 * people in discovery (ADR 0304).
 * - discovery_seen: who has been shown to whom (once per pair), so someone already met keeps
 *   showing without counting again.
 * - discovery_allowance: new people shown per member per UTC day, raised under a row lock so
 *   concurrent searches never show more than the allowance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table discovery_seen (
      viewer_id text not null references users(id) on delete cascade,
      candidate_id text not null references users(id) on delete cascade,
      first_day date not null,
      primary key (viewer_id, candidate_id)
    );
    create table discovery_allowance (
      user_id text not null references users(id) on delete cascade,
      day date not null,
      shown integer not null check (shown >= 0),
      primary key (user_id, day)
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table discovery_allowance; drop table discovery_seen;`);
}
