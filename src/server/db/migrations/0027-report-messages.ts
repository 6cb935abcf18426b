import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Evidence kept with a report (safety feature): the conversation between the reporter and the
 * member they reported, as it stood when they reported, copied so that neither side's unmatch
 * (nor a block, which hides the conversation) takes it away. A line names its writer as the
 * reporter or the reported member, never by id, and goes with its report.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table report_messages (
      report_id text not null references user_reports(id) on delete cascade,
      message_id text not null,
      from_reporter boolean not null,
      message_text text not null,
      sent_at timestamptz not null,
      primary key (report_id, message_id)
    )
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table report_messages`);
}
