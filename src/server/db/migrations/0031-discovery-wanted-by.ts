import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * "Mine is a gender they want" joins the index. Each candidate gets one generated column per
 * gender a searcher may have (true when they want it, or anyone), and the walk's GiST index holds
 * them beside gender and age, so the two-way rule is checked inside the index: a searcher few
 * people want (most non-binary members) no longer has every row of the circle fetched and
 * refused one by one (18,500 rows for one New York search at a million members).
 */
// 1 or 0, not a boolean: PostgreSQL turns "column = true" into the bare column, which only a
// btree index can use; an integer equality is a GiST index condition (btree_gist).
const wants = (column: string, gender: string) =>
  `add column ${column} smallint generated always as (case when cardinality(interested_in) = 0 or '${gender}' = any(interested_in) then 1 else 0 end) stored`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table discovery_candidates
      ${wants("wants_man", "man")},
      ${wants("wants_woman", "woman")},
      ${wants("wants_non_binary", "non-binary")},
      ${wants("wants_prefer_not_to_say", "prefer-not-to-say")};
    drop index discovery_candidates_near_idx;
    create index discovery_candidates_near_idx on discovery_candidates using gist
      (place, gender, wants_man, wants_woman, wants_non_binary, wants_prefer_not_to_say, date_of_birth, age_min, age_max);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index discovery_candidates_near_idx;
    alter table discovery_candidates drop column wants_man, drop column wants_woman,
      drop column wants_non_binary, drop column wants_prefer_not_to_say;
    create index discovery_candidates_near_idx on discovery_candidates using gist (place, gender, date_of_birth, age_min, age_max);
  `,
  );
}
