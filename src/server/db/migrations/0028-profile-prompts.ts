import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Prompts (issue 31): a member's answers to up to three of our prompts, kept with the profile
 * (`[{ prompt, answer }]`, in the order shown), so the export and the deletion that cover the
 * profile row cover them too. Discovery keeps the line a card shows of the member's own words:
 * their first answer (with its prompt), else their bio.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table profiles add column prompts jsonb not null default '[]'::jsonb;
    alter table discovery_candidates add column own_words text, add column own_words_prompt text;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table discovery_candidates drop column own_words, drop column own_words_prompt;
    alter table profiles drop column prompts;
    `,
  );
}
