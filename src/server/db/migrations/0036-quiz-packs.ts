import { sql, type Kysely } from "kysely";
import { packQuestionSeed } from "../seeds/0036-quiz-packs.js";
import { runStatements } from "./run-statements.js";

/**
 * The deeper compatibility quizzes: a question belongs to the core quiz (pack null) or to a pack;
 * pack answers are kept in quiz_answers like any other. A pack in progress is its own draft.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table questions add column pack text;
    create table quiz_pack_drafts (
      user_id text not null references users(id) on delete cascade,
      pack text not null,
      answers jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, pack)
    );
  `,
  );
  for (const q of packQuestionSeed) {
    await sql`insert into questions (text, question_type, options, dimension, pack)
      values (${q.text}, ${q.question_type}, ${JSON.stringify(q.options)}::jsonb, ${q.dimension}, ${q.pack})`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `drop table quiz_pack_drafts; delete from questions where pack is not null; alter table questions drop column pack;`,
  );
}
