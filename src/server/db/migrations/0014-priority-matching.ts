import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Priority matching (part 2 §1, Plus and Beyond): discovery's projection keeps until when each
 * member's plan puts them first among equally compatible candidates. A time, not a flag, so a
 * plan that runs out stops counting at its end without anything having to happen then. Members
 * on a plan today get it from their memberships here; later changes come with SubscriptionChanged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table discovery_candidates add column priority_until timestamptz;
    update discovery_candidates c set priority_until = m.period_end
      from (select user_id, max(period_end) as period_end from memberships
            where plan in ('unlocked-plus', 'unlocked-beyond') group by user_id) m
      where m.user_id = c.user_id;
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table discovery_candidates drop column priority_until;`);
}
