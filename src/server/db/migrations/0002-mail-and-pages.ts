import { sql, type Kysely } from "kysely";
import { runStatements } from "./run-statements.js";
import { faqSeed } from "../seeds/0002-faqs.js";

/** The dev outbox (used when no SMTP_URL is set), sent invitations, and the FAQ. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table dev_mails (
      id bigserial primary key,
      recipient text not null,
      subject text not null,
      text_body text not null,
      html_body text,
      links jsonb not null default '[]'::jsonb,
      created_at timestamptz not null default now()
    );
    create index dev_mails_recipient_idx on dev_mails(lower(recipient), id desc);

    create table invitations (
      id bigserial primary key,
      sender_id text not null references users(id) on delete cascade,
      recipient_email text not null,
      message text,
      created_at timestamptz not null default now()
    );
    create index invitations_sender_idx on invitations(sender_id, created_at);

    create table faqs (
      id serial primary key,
      topic text not null,
      question text not null,
      answer text not null
    );
  `,
  );
  // Seeded once here; a later change to the copy is a new migration, never an edit of this one.
  for (const f of faqSeed) {
    await sql`insert into faqs (topic, question, answer) values (${f.topic}, ${f.question}, ${f.answer})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table faqs; drop table invitations; drop table dev_mails;`);
}
