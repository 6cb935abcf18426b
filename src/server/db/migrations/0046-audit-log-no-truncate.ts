import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * The moderation audit log (moderation_actions) refused UPDATE and DELETE row by row (migration
 * 0037) but not TRUNCATE, which fires no row trigger: one statement could empty it. A statement
 * trigger refuses that too, whoever asks (a TRUNCATE … CASCADE from another table included).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    -- One line: statements are split at a line ending in a semicolon (run-statements.ts).
    create function moderation_actions_no_truncate() returns trigger language plpgsql as $$ begin raise exception 'the moderation audit log is append-only'; end $$;
    create trigger moderation_actions_no_truncate before truncate on moderation_actions
      for each statement execute function moderation_actions_no_truncate();
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop trigger moderation_actions_no_truncate on moderation_actions;
    drop function moderation_actions_no_truncate();
  `,
  );
}
