import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/** Profiles (id = the user's id), their photos, and a once-only guard for profile_completed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table profiles (
      id text primary key references users(id) on delete cascade,
      name text,
      bio text,
      gender text check (gender in ('man', 'woman', 'non-binary', 'prefer-not-to-say')),
      location text,
      occupation text,
      education text,
      interests text[] not null default '{}',
      avatar_url text,
      date_of_birth date,
      height integer,
      looking_for text check (looking_for in ('relationship', 'casual', 'friends', 'unsure')),
      interested_in text[],
      distance_preference integer not null default 50,
      age_preference_min integer not null default 18,
      age_preference_max integer not null default 65,
      zip_code text,
      lat double precision,
      lon double precision,
      last_online timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      constraint profiles_age_pref check (age_preference_min <= age_preference_max)
    );
    create table photos (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      storage_key text not null unique,
      url text not null,
      created_at timestamptz not null default now()
    );
    create index photos_user_idx on photos(user_id, created_at);
    create unique index user_events_profile_completed_once on user_events(user_id) where event_type = 'profile_completed';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop index user_events_profile_completed_once; drop table photos; drop table profiles;`);
}
