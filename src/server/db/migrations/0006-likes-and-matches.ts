import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Likes and passes (one decision per pair and direction; deciding again replaces it) and mutual
 * matches: one row per pair, user1_id < user2_id, unique, so concurrent mutual likes make one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table likes (
      from_user_id text not null references users(id) on delete cascade,
      to_user_id text not null references users(id) on delete cascade,
      kind text not null check (kind in ('like', 'pass')),
      created_at timestamptz not null default now(),
      primary key (from_user_id, to_user_id),
      check (from_user_id <> to_user_id)
    );
    create index likes_to_user_idx on likes(to_user_id) where kind = 'like';
    create table matches (
      id text primary key default gen_random_uuid()::text,
      user1_id text not null references users(id) on delete cascade,
      user2_id text not null references users(id) on delete cascade,
      created_at timestamptz not null default now(),
      -- Byte order, as the server orders the pair in JavaScript: a database whose default
      -- collation is a locale (en_US) would otherwise sort 'B…' and 'a…' the other way.
      check (user1_id < user2_id collate "C"),
      unique (user1_id, user2_id)
    );
    create index matches_user2_idx on matches(user2_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table matches; drop table likes;`);
}
