import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Small indexes for the visibility policy's per-row checks (policy/visibility.ts), which discovery
 * runs for every candidate it reads: confirmed accounts (an index-only look-up), and the few
 * safety settings that are not public (most members never appear in it, so the "not hidden"
 * check touches a tiny index instead of the settings table).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index users_confirmed_idx on users(id) where email_verified = true;
    create index safety_settings_not_public_idx on safety_settings(user_id) where profile_visibility <> 'public';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop index safety_settings_not_public_idx; drop index users_confirmed_idx;`);
}
