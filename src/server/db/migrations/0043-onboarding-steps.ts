import { sql, type Kysely } from "kysely";

/**
 * Onboarding in steps (issue 42): the step a member's setup has reached, 1 to 6 (basics, identity,
 * photos, prompts, about me, the quiz), so it resumes on any device; null once it is done (the
 * quiz submitted). Members who joined before it existed have done it: their rows stay null, and
 * only rows made from now on start at step 1.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles add column onboarding_step smallint check (onboarding_step between 1 and 6)`.execute(
    db,
  );
  await sql`alter table profiles alter column onboarding_step set default 1`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table profiles drop column onboarding_step`.execute(db);
}
