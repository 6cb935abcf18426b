import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Trust and safety (ADR 0311, 0318–0322, 0325). The moderation feature now owns reports and their
 * evidence, and adds what a moderator works with: cases (everything open about one member, in one
 * queue), the audit log of every decision (append-only: the database refuses an update, and a
 * delete before the log's retention has passed), appeals and the notices members read. Auth owns
 * an account's standing: its suspensions and bans, and the salted hashes of banned addresses that
 * outlive the account. A block keeps the blocked member's name and photo as they were, for the
 * blocker's list with Unblock.
 *
 * Ids of the people a case is about are bare values, not references, for the same reason as a
 * report's (migration 0020): the evidence and the log outlive the accounts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table moderators (
      user_id text primary key references users(id) on delete cascade,
      granted_at timestamptz not null default now()
    );

    create table moderation_cases (
      id text primary key default gen_random_uuid()::text,
      subject_id text not null,
      kind text not null check (kind in ('reports', 'photo', 'appeal')),
      status text not null default 'open' check (status in ('open', 'closed')),
      urgent boolean not null default false,
      hidden boolean not null default false,
      photo_id text,
      opened_at timestamptz not null default now(),
      closed_at timestamptz,
      check ((status = 'closed') = (closed_at is not null)),
      check ((kind = 'photo') = (photo_id is not null))
    );
    -- One open case of reports per member: every new report joins it (and the upsert that finds it
    -- locks it, so two reports at once are counted one after the other).
    create unique index moderation_cases_open_reports on moderation_cases(subject_id) where status = 'open' and kind = 'reports';
    create unique index moderation_cases_open_photo on moderation_cases(photo_id) where status = 'open';
    create index moderation_cases_queue on moderation_cases(urgent desc, opened_at) where status = 'open';
    create index moderation_cases_closed on moderation_cases(closed_at) where status = 'closed';
    -- The visibility policy asks this for every candidate: small, partial.
    create index moderation_cases_hidden on moderation_cases(subject_id) where status = 'open' and hidden;

    alter table user_reports add column case_id text references moderation_cases(id) on delete set null;
    alter table user_reports add column counts_toward_hold boolean not null default false;
    alter table user_reports add column profile_snapshot jsonb;
    create index user_reports_case_idx on user_reports(case_id);
    create index user_reports_hold_idx on user_reports(reported_user_id, created_at) where counts_toward_hold;
    -- Reports filed before the console existed wait in it too: one open case per member reported.
    insert into moderation_cases (subject_id, kind) select distinct reported_user_id, 'reports' from user_reports;
    update user_reports set case_id = (select c.id from moderation_cases c where c.subject_id = user_reports.reported_user_id and c.kind = 'reports' and c.status = 'open');
    create table report_photos (
      report_id text not null references user_reports(id) on delete cascade,
      position integer not null,
      storage_key text not null,
      primary key (report_id, position)
    );

    create table moderation_actions (
      id text primary key default gen_random_uuid()::text,
      case_id text references moderation_cases(id),
      moderator_id text,
      subject_id text not null,
      action text not null,
      reason text not null,
      details jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    );
    create index moderation_actions_case_idx on moderation_actions(case_id, created_at);
    create index moderation_actions_created_idx on moderation_actions(created_at);
    -- One line: statements are split at a line ending in a semicolon (run-statements.ts).
    create function moderation_actions_append_only() returns trigger language plpgsql as $$ begin if tg_op = 'DELETE' and old.created_at < now() - interval '730 days' then return old; end if; raise exception 'the moderation audit log is append-only'; end $$;
    create trigger moderation_actions_append_only before update or delete on moderation_actions
      for each row execute function moderation_actions_append_only();

    create table moderation_appeals (
      id text primary key default gen_random_uuid()::text,
      restriction_id text not null unique,
      user_id text not null references users(id) on delete cascade,
      appeal_text text not null check (char_length(appeal_text) between 1 and 1000),
      case_id text references moderation_cases(id) on delete set null,
      created_at timestamptz not null default now()
    );

    create table moderation_notices (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references users(id) on delete cascade,
      kind text not null check (kind in ('warning', 'report_reviewed', 'outcome')),
      notice_text text not null,
      created_at timestamptz not null default now(),
      seen_at timestamptz
    );
    create index moderation_notices_unseen on moderation_notices(user_id, created_at) where seen_at is null;

    -- Unblock (/safety): who was blocked, as they were then (name and a small photo), because
    -- the policy hides them from the blocker from then on. Goes with either account.
    -- A photo the classifier found borderline: only its owner sees it until a moderator decides.
    alter table photos add column in_review boolean not null default false;
    alter table user_blocks add column blocked_name text;
    alter table user_blocks add column blocked_photo bytea;

    create table account_restrictions (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references users(id) on delete cascade,
      kind text not null check (kind in ('suspension', 'ban')),
      reason text not null,
      starts_at timestamptz not null default now(),
      ends_at timestamptz,
      lifted_at timestamptz,
      check ((kind = 'ban') = (ends_at is null))
    );
    create index account_restrictions_active on account_restrictions(user_id) where lifted_at is null;

    create table banned_emails (
      email_hash text primary key,
      created_at timestamptz not null default now()
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table banned_emails;
    drop table account_restrictions;
    drop table moderation_notices;
    drop table moderation_appeals;
    drop table moderation_actions;
    drop function moderation_actions_append_only;
    alter table user_blocks drop column blocked_name, drop column blocked_photo;
    alter table photos drop column in_review;
    drop table report_photos;
    alter table user_reports drop column case_id, drop column counts_toward_hold, drop column profile_snapshot;
    drop table moderation_cases;
    drop table moderators;
  `,
  );
}
