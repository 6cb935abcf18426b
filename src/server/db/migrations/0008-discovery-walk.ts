import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Discovery reads people nearest first straight from one GiST index that also holds the two-way
 * gender and age columns (btree_gist gives GiST the plain types), so a search stops after the
 * nearest thousand or so instead of sorting a whole city, and people outside the searcher's
 * rules are skipped inside the index rather than fetched. It replaces the place-only index.
 * With the walk in discovery.repository.ts, `npm run bench -- discovery` went from p95 67–79 ms to
 * 30–38 ms at 100,000 members, and from 744 ms to 84–105 ms at a million (2 vCPUs, noisy).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create extension if not exists btree_gist;
    create index discovery_candidates_near_idx on discovery_candidates using gist (place, gender, date_of_birth, age_min, age_max);
    drop index discovery_candidates_place_idx;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create index discovery_candidates_place_idx on discovery_candidates using gist (place);
    drop index discovery_candidates_near_idx;
  `,
  );
}
