import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Private Match Memory: one note per author and match, gone with either (the match's end or the
 * author's account). Only the author's id is kept, so the other person's export never holds it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table match_memory_notes (
      author_id text not null references users(id) on delete cascade,
      match_id text not null references matches(id) on delete cascade,
      note text not null,
      updated_at timestamptz not null default now(),
      primary key (author_id, match_id)
    );
    create index match_memory_notes_match_idx on match_memory_notes (match_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table match_memory_notes;`);
}
