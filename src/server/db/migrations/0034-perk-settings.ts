import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * A member's choices about their plan's perks: Unlocked Mode (read by the visibility policy; the
 * partial index keeps its per-row check in discovery a probe of a few rows), whether the Beyond
 * badge shows, and which onboarding overlays they have seen (on the server, so every device knows).
 * No row: the defaults (mode off, badge shown, nothing seen).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table perk_settings (
      user_id text primary key references users(id) on delete cascade,
      unlocked_mode boolean not null default false,
      badge_hidden boolean not null default false,
      overlays_seen text[] not null default '{}',
      updated_at timestamptz not null default now()
    );
    create index perk_settings_unlocked_mode_idx on perk_settings (user_id) where unlocked_mode;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table perk_settings;`);
}
