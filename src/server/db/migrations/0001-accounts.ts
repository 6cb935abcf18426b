import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Accounts: better-auth's four tables (snake_case, mapped in auth.ts), age verification,
 * user events, and the shared fixed-window rate limit counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table users (
      id text primary key,
      name text not null,
      email text not null unique,
      email_verified boolean not null default false,
      image text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create table sessions (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      token text not null unique,
      expires_at timestamptz not null,
      ip_address text,
      user_agent text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index sessions_user_id_idx on sessions(user_id);
    create table accounts (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      account_id text not null,
      provider_id text not null,
      access_token text,
      refresh_token text,
      id_token text,
      access_token_expires_at timestamptz,
      refresh_token_expires_at timestamptz,
      scope text,
      password text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index accounts_user_id_idx on accounts(user_id);
    create table verifications (
      id text primary key,
      identifier text not null,
      value text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index verifications_identifier_idx on verifications(identifier);

    create table age_verifications (
      user_id text primary key references users(id) on delete cascade,
      is_verified boolean not null,
      date_of_birth date not null,
      verified_at timestamptz not null default now()
    );

    create table user_events (
      id bigserial primary key,
      user_id text not null references users(id) on delete cascade,
      event_type text not null,
      event_data jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    );
    create index user_events_user_type_idx on user_events(user_id, event_type);

    create table rate_limits (
      key text primary key,
      window_start timestamptz not null,
      count integer not null
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table rate_limits;
    drop table user_events;
    drop table age_verifications;
    drop table verifications;
    drop table accounts;
    drop table sessions;
    drop table users;
  `,
  );
}
