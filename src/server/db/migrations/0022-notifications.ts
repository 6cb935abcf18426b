import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Web push (the notifications feature): each browser a member turned push on in (its endpoint
 * and keys), and what the member wants to hear about, by push and by mail. Both go with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table push_subscriptions (
      id text primary key,
      user_id text not null references users(id) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      created_at timestamptz not null default now()
    );
    create index push_subscriptions_by_user on push_subscriptions (user_id);
    create table notification_settings (
      user_id text primary key references users(id) on delete cascade,
      matches boolean not null default true,
      messages boolean not null default true,
      message_previews boolean not null default false,
      digest boolean not null default true,
      product_mail boolean not null default true,
      updated_at timestamptz not null default now()
    )
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table notification_settings; drop table push_subscriptions`);
}
