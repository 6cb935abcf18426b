import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Deleting an account removes the user row, and every table of theirs goes with it (`on delete
 * cascade`, declared by each owner). Two kinds of rows outlive the account on purpose
 * (docs/adr/0421-account-deletion-stops-billing-first-then-cascades.md):
 * - reports stay for safety review: a report about the member keeps their id as a bare value (no
 *   longer a reference), and a report the member filed loses its reporter (set null);
 * - the payment ledger stays for the accounts, without the member (user_id set null).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table user_reports drop constraint user_reports_reported_user_id_fkey;
    alter table user_reports alter column reporter_id drop not null;
    alter table user_reports drop constraint user_reports_reporter_id_fkey;
    alter table user_reports add constraint user_reports_reporter_id_fkey foreign key (reporter_id) references users(id) on delete set null;
    alter table payments alter column user_id drop not null;
    alter table payments drop constraint payments_user_id_fkey;
    alter table payments add constraint payments_user_id_fkey foreign key (user_id) references users(id) on delete set null
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    delete from user_reports where reporter_id is null or reported_user_id not in (select id from users);
    alter table user_reports drop constraint user_reports_reporter_id_fkey;
    alter table user_reports alter column reporter_id set not null;
    alter table user_reports add constraint user_reports_reporter_id_fkey foreign key (reporter_id) references users(id) on delete cascade;
    alter table user_reports add constraint user_reports_reported_user_id_fkey foreign key (reported_user_id) references users(id) on delete cascade;
    delete from payments where user_id is null;
    alter table payments drop constraint payments_user_id_fkey;
    alter table payments alter column user_id set not null;
    alter table payments add constraint payments_user_id_fkey foreign key (user_id) references users(id) on delete cascade
    `,
  );
}
