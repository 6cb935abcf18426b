import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Discovery at a million (issue 42): `listed` says a candidate had not chosen Unlocked Mode when
 * their row was written (policy/visibility.ts, `listedNow`), so the policy skips that rule's
 * look-ups for them on every search; for anyone else it makes them as before.
 *
 * Added as true and then set false for the few who chose it: a constant default costs no
 * rewrite of the table, where setting it on every row would rewrite a million rows and every
 * index on them. New rows always name it (the matching feature's repository); the default false
 * is only a fallback, and false can hide nobody (it only costs the look-ups).
 *
 * The accounts not yet confirmed get a small index of their own: discovery checks confirmation
 * as "not among them" (its rows' accounts exist), a probe of a nearly empty index per candidate
 * where users_confirmed_idx (0009) holds nearly every account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table discovery_candidates add column listed boolean not null default true;
    update discovery_candidates c set listed = false
      where exists (select 1 from perk_settings p where p.user_id = c.user_id and p.unlocked_mode);
    alter table discovery_candidates alter column listed set default false;
    create index users_unconfirmed_idx on users(id) where email_verified = false;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop index users_unconfirmed_idx;
    alter table discovery_candidates drop column listed;
  `,
  );
}
