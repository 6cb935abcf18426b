import type { Kysely } from "kysely";
import { runStatements } from "./run-statements.js";

/**
 * Liking a photo or a prompt (issue 42): a like may say which part of the person it was for, one
 * of their photos (its address, as their profile serves it) or one of their prompt answers (the
 * prompt's id; the answer is read from their profile when shown, so an edited answer reads as it
 * is now). At most one part, and only on a like: a pass, or a like turned into a pass by an unmatch
 * or an unblock, carries none. Nullable columns with no default: adding them rewrites no row;
 * the check is added `not valid` and then validated, so the scan does not block likes meanwhile.
 * Account deletion already removes the row (likes cascade from users).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table likes add column liked_photo_url text, add column liked_prompt text;
    alter table likes add constraint likes_one_part_check
      check (num_nonnulls(liked_photo_url, liked_prompt) = 0
        or (kind = 'like' and num_nonnulls(liked_photo_url, liked_prompt) = 1)) not valid;
    alter table likes validate constraint likes_one_part_check;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table likes drop constraint likes_one_part_check;
    alter table likes drop column liked_photo_url, drop column liked_prompt;
  `,
  );
}
