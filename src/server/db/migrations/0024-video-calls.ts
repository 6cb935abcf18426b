import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Video calls the server let ring (video-calls feature): a call's accept, signals and end are
 * relayed only within a call whose invite passed the plan check. In the database, not a process's
 * memory, because the caller and the person called may be connected to different processes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    create table video_calls (
      id text not null,
      match_id text not null references matches(id) on delete cascade,
      caller_id text not null references users(id) on delete cascade,
      callee_id text not null references users(id) on delete cascade,
      accepted_at timestamptz,
      expires_at timestamptz not null,
      primary key (match_id, id)
    );
    create index video_calls_expiry on video_calls (expires_at)
    `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `drop table video_calls`);
}
