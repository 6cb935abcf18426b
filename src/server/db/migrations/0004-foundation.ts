import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Per-user rows made when the account is made (no more lazy creation on first use), a once-only
 * marker for the profile's completion owned by profiles, and the safety settings the visibility
 * policy reads (part 2 §3: five settings with their defaults).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table profiles add column completed_at timestamptz;
    update profiles p set completed_at = e.created_at
      from user_events e where e.user_id = p.id and e.event_type = 'profile_completed';
    insert into profiles (id, date_of_birth)
      select u.id, (select a.date_of_birth from age_verifications a where a.user_id = u.id and a.is_verified)
      from users u where not exists (select 1 from profiles p where p.id = u.id);
    create table safety_settings (
      user_id text primary key references users(id) on delete cascade,
      allow_messages_from_new_matches boolean not null default true,
      require_age_verification boolean not null default true,
      block_explicit_content boolean not null default true,
      location_sharing_enabled boolean not null default false,
      profile_visibility text not null default 'public' check (profile_visibility in ('public', 'matches_only', 'private')),
      updated_at timestamptz not null default now()
    );
    insert into safety_settings (user_id) select id from users;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table safety_settings; alter table profiles drop column completed_at;`);
}
