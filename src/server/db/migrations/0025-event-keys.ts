import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Domain events are delivered at least once (the outbox, ADR 0428, 0430): a journey
 * event written in reaction to one carries the key of what it is about (the match, the message),
 * unique per member and type, so a redelivery records nothing twice. Rows from before stay keyless
 * (nulls are distinct in a unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table user_events add column event_key text;
    create unique index user_events_keyed_once on user_events (user_id, event_type, event_key)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop index user_events_keyed_once; alter table user_events drop column event_key`);
}
