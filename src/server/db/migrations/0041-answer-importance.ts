import { sql, type Kysely } from "kysely";

/**
 * How much each answer matters (issue 42): 0 "a little", 1 "somewhat", 2 "very". Every answer
 * saved before counts as "somewhat", the neutral middle, so nobody's score moves by itself.
 * Discovery's projection carries them beside the answers, in the same question-id order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quiz_answers add column importance smallint not null default 1 check (importance between 0 and 2)`.execute(
    db,
  );
  await sql`alter table discovery_candidates add column importance smallint[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table discovery_candidates drop column importance`.execute(db);
  await sql`alter table quiz_answers drop column importance`.execute(db);
}
