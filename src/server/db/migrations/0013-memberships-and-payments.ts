import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Premium (part 2 §1, §9) becomes plans a member holds, each with its own paid period, so that
 * Plus, Beyond and an Echo add-on can coexist, and a ledger of what was paid.
 * - memberships: one row per member and plan. Access runs to period_end (null: lifetime);
 *   `renews` is false once cancelled (access is kept to period_end, no partial refunds).
 *   The old one-row-per-member subscriptions table is carried over and dropped.
 * - payments: every checkout, renewal and refund, in integer cents. A provider transaction
 *   (PayPal capture or sale, our test checkout's approval) is unique, so it applies once.
 * - payment_events: provider notifications (webhooks) already handled, by their id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table memberships (
      user_id text not null references users(id) on delete cascade,
      plan text not null check (plan in ('unlocked-plus', 'unlocked-beyond', 'unlocked-echo-monthly', 'unlocked-echo-lifetime')),
      period_end timestamptz,
      renews boolean not null default false,
      provider text not null check (provider in ('paypal', 'test', 'grant')),
      provider_subscription_id text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (user_id, plan)
    );
    create unique index memberships_provider_subscription_idx on memberships(provider, provider_subscription_id) where provider_subscription_id is not null;

    insert into memberships (user_id, plan, period_end, provider)
      select user_id, tier, subscription_end, 'grant' from subscriptions where tier <> 'free';
    insert into memberships (user_id, plan, period_end, provider)
      select user_id, case echo_addon when 'monthly' then 'unlocked-echo-monthly' else 'unlocked-echo-lifetime' end, echo_end, 'grant'
      from subscriptions where echo_addon is not null;
    drop table subscriptions;

    create table payments (
      id text primary key default gen_random_uuid()::text,
      user_id text not null references users(id) on delete cascade,
      plan text not null check (plan in ('unlocked-plus', 'unlocked-beyond', 'unlocked-echo-monthly', 'unlocked-echo-lifetime')),
      provider text not null check (provider in ('paypal', 'test')),
      kind text not null check (kind in ('checkout', 'renewal', 'refund')),
      provider_ref text,
      provider_txn_id text,
      amount_cents integer not null check (amount_cents >= 0),
      currency text not null,
      status text not null check (status in ('pending', 'completed', 'cancelled', 'failed', 'refunded')),
      failure text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index payments_provider_txn_idx on payments(provider, provider_txn_id) where provider_txn_id is not null;
    create index payments_user_idx on payments(user_id, created_at desc);
    create index payments_provider_ref_idx on payments(provider, provider_ref) where provider_ref is not null;

    create table payment_events (
      provider text not null,
      event_id text not null,
      event_type text not null,
      received_at timestamptz not null default now(),
      primary key (provider, event_id)
    );
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    drop table payment_events;
    drop table payments;
    create table subscriptions (
      user_id text primary key references users(id) on delete cascade,
      tier text not null default 'free' check (tier in ('free', 'unlocked-plus', 'unlocked-beyond')),
      subscription_end timestamptz,
      echo_addon text check (echo_addon in ('monthly', 'lifetime')),
      echo_end timestamptz,
      updated_at timestamptz not null default now()
    );
    drop table memberships;
    `,
  );
}
