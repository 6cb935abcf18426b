import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * user_blocks.blocked_photo_id: which photo the blocked member's thumbnail was made from, so the
 * thumbnail goes when that photo is deleted or removed by a moderator (issue 44: a removed photo
 * lived on in blockers' lists). Thumbnails kept before this have no source: any photo their owner
 * loses takes them (the safe side).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table user_blocks add column blocked_photo_id text;`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, `alter table user_blocks drop column blocked_photo_id;`);
}
