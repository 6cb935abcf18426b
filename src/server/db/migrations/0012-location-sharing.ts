import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Discovery's projection learns each member's location_sharing_enabled (safety setting, off by
 * default), so the distance others see is coarse unless the member shares their location.
 * Rows fill in as members change anything; until then they read as not sharing (the default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `alter table discovery_candidates add column shares_location boolean not null default false;`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table discovery_candidates drop column shares_location;`);
}
