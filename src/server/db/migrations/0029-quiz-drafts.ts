import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * A quiz in progress (issue 31): the answers a member has given so far, saved as they go, so
 * leaving and coming back resumes where they were. Separate from quiz_answers, which only ever
 * holds a whole submitted quiz (other features read "has answers" as "took the quiz"). Goes with
 * the account, and with the submission that completes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table quiz_drafts (
      user_id text primary key references users(id) on delete cascade,
      answers jsonb not null,
      updated_at timestamptz not null default now()
    )
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table quiz_drafts`);
}
