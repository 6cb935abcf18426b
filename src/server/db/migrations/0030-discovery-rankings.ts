import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * A member's latest discovery ranking (issue 31): the best few hundred of the nearest thousand,
 * in order, kept a short while so that "Discover More Matches" pages through it instead of
 * ranking the whole city again for every page (Duolicious keeps the top 500 per searcher). One
 * row per member, replaced by their next first page. Unlogged: it is a cache that any process can
 * read, made again on demand, so it is not worth a write-ahead log (a crash empties it). Goes
 * with the account; swept when stale (matching's sweep job).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create unlogged table discovery_rankings (
      searcher_id text primary key references users(id) on delete cascade,
      token text not null,
      query_key text not null,
      ids text[] not null,
      keys smallint[] not null,
      complete boolean not null,
      made_at timestamptz not null default now()
    );
    create index discovery_rankings_made_at_idx on discovery_rankings (made_at);
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table discovery_rankings`);
}
