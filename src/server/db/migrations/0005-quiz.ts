import { sql, type Kysely } from "kysely";
import { questionSeed } from "../seeds/0005-questions.js";
import { runStatements } from "./run-statements.js";

/**
 * The compatibility quiz: the question bank (read ordered by id) and each member's answers, one
 * per question (answering again replaces). An answer is the index of the chosen option.
 * `quiz_completed` becomes once-only, like `profile_completed`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table questions (
      id serial primary key,
      text text not null,
      question_type text not null check (question_type in ('likert', 'choice')),
      options jsonb not null,
      dimension text not null
    );
    create table quiz_answers (
      user_id text not null references users(id) on delete cascade,
      question_id integer not null references questions(id) on delete cascade,
      answer smallint not null check (answer >= 0),
      updated_at timestamptz not null default now(),
      primary key (user_id, question_id)
    );
    delete from user_events e using user_events f
      where e.event_type = 'quiz_completed' and f.event_type = 'quiz_completed' and e.user_id = f.user_id and e.id > f.id;
    create unique index user_events_quiz_completed_once on user_events(user_id) where event_type = 'quiz_completed';
  `,
  );
  for (const q of questionSeed) {
    await sql`insert into questions (text, question_type, options, dimension)
      values (${q.text}, ${q.question_type}, ${JSON.stringify(q.options)}::jsonb, ${q.dimension})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop index user_events_quiz_completed_once; drop table quiz_answers; drop table questions;`);
}
