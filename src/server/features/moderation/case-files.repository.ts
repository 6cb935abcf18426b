import { sql, type Kysely } from "kysely";
import { VerificationLimits } from "#shared/limits";
import type { Database } from "../../db/types.js";

/**
 * Pictures kept beside a case (case_files, migration 0048): for now only a verification
 * review's, the one time anything of a member's face is kept (ADR 0539).
 * The files are in moderation's private storage; these rows name them.
 */
export function createCaseFilesRepository(db: Kysely<Database>) {
  return {
    /**
     * A verification review's case with its pictures, in one statement, while the member's
     * account exists (answers the case's id, or undefined when it is gone).
     */
    async openVerificationCase(subjectId: string, checkId: string, keys: string[]): Promise<string | undefined> {
      const { rows } = await sql<{ case_id: string }>`
        with opened as (
          insert into moderation_cases (subject_id, kind, check_id)
          select ${subjectId}, 'verification', ${checkId}
          where exists (select 1 from users where id = ${subjectId})
          returning id
        )
        insert into case_files (case_id, position, storage_key)
        select opened.id, f.position - 1, f.storage_key
        from opened, unnest(${keys}::text[]) with ordinality as f(storage_key, position)
        returning case_id`.execute(db);
      return rows[0]?.case_id;
    },

    async positionsOf(caseId: string): Promise<number[]> {
      const rows = await db
        .selectFrom("case_files")
        .select("position")
        .where("case_id", "=", caseId)
        .orderBy("position")
        .execute();
      return rows.map((r) => r.position);
    },

    /** A case's picture, for a moderator the case is not about. */
    async file(caseId: string, position: number, moderatorId: string) {
      return db
        .selectFrom("case_files as f")
        .innerJoin("moderation_cases as c", "c.id", "f.case_id")
        .select("f.storage_key")
        .where("f.case_id", "=", caseId)
        .where("f.position", "=", position)
        .where("c.subject_id", "<>", moderatorId)
        .executeTakeFirst();
    },

    /** Pictures of verification cases decided longer ago than they are kept. */
    async expired(limit: number) {
      return db
        .selectFrom("case_files as f")
        .innerJoin("moderation_cases as c", "c.id", "f.case_id")
        .select(["f.case_id", "f.storage_key"])
        .where("c.kind", "=", "verification")
        .where("c.status", "=", "closed")
        .where("c.closed_at", "<", sql<Date>`now() - make_interval(days => ${VerificationLimits.reviewKeptDays})`)
        .limit(limit)
        .execute();
    },

    /** Every picture kept about this member, and their verification cases still open. */
    async ofSubject(subjectId: string) {
      const [files, open] = await Promise.all([
        db
          .selectFrom("case_files as f")
          .innerJoin("moderation_cases as c", "c.id", "f.case_id")
          .select(["f.case_id", "f.storage_key"])
          .where("c.subject_id", "=", subjectId)
          .execute(),
        db
          .selectFrom("moderation_cases")
          .select("id")
          .where("subject_id", "=", subjectId)
          .where("kind", "=", "verification")
          .where("status", "=", "open")
          .execute(),
      ]);
      return { files, openCaseIds: open.map((c) => c.id) };
    },

    /** Forgets these files' rows (their files deleted first). */
    async forget(keys: string[]): Promise<void> {
      if (keys.length) await db.deleteFrom("case_files").where("storage_key", "in", keys).execute();
    },
  };
}
export type CaseFilesRepository = ReturnType<typeof createCaseFilesRepository>;
