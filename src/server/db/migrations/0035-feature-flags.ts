import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Feature flags with stages (off → early access → everyone), changed by an operator
 * (`npm run flags`), and the members who switched an early-access feature on for themselves.
 * The first feature that ships through one: icebreakers, in early access.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table feature_flags (
      name text primary key,
      stage text not null check (stage in ('off', 'early_access', 'everyone')),
      updated_at timestamptz not null default now()
    );
    create table feature_flag_optins (
      user_id text not null references users(id) on delete cascade,
      flag_name text not null references feature_flags(name) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (user_id, flag_name)
    );
    insert into feature_flags (name, stage) values ('icebreakers', 'early_access');
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table feature_flag_optins; drop table feature_flags;`);
}
