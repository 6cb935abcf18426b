import { sql, type Kysely } from "kysely";
import type { CheckFailure, ChallengeStep } from "#shared/verification";
import type { Database } from "../../db/types.js";

/** A check as the service works with it; `anchor` is there only while it runs. */
export type CheckRow = {
  id: string;
  steps: ChallengeStep[];
  step: number;
  frames: number;
  anchor: number[] | null;
  anchor_yaw: number | null;
  expires_at: Date;
  outcome: "passed" | "failed" | null;
};

/** PostgreSQL's code (PGlite's too) for a second row with the same unique key. */
const UNIQUE_VIOLATION = "23505";

const checkColumns = ["id", "steps", "step", "frames", "anchor", "anchor_yaw", "expires_at", "outcome"] as const;
const asCheck = (row: unknown) => row as CheckRow;

/** verification_checks and member_verifications: every statement names the member it is about. */
export function createVerificationRepository(db: Kysely<Database>) {
  return {
    async start(check: {
      id: string;
      user_id: string;
      steps: ChallengeStep[];
      model: string;
      now: Date;
      expires: Date;
    }) {
      await db
        .insertInto("verification_checks")
        .values({
          id: check.id,
          user_id: check.user_id,
          steps: check.steps,
          model: check.model,
          started_at: check.now,
          expires_at: check.expires,
        })
        .execute();
    },

    /**
     * Counts one more frame of the member's running check, within `max`: answers the check as it
     * is now, or undefined when it is not theirs, has ended, or has read its last frame.
     */
    async countFrame(userId: string, id: string, max: number): Promise<CheckRow | undefined> {
      const row = await db
        .updateTable("verification_checks")
        .set((eb) => ({ frames: eb("frames", "+", 1) }))
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("ended_at", "is", null)
        .where("frames", "<", max)
        .returning(checkColumns)
        .executeTakeFirst();
      return row && asCheck(row);
    },

    /** The member's own check, running or ended (undefined for anyone else's). */
    async find(userId: string, id: string): Promise<CheckRow | undefined> {
      const row = await db
        .selectFrom("verification_checks")
        .select(checkColumns)
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row && asCheck(row);
    },

    /**
     * Moves a running check past step `from` (only if no other frame did first), noting the hash
     * of the picture that did it and keeping the straight look's descriptor when that was the
     * step. Answers whether it moved.
     */
    async advance(
      id: string,
      from: number,
      frameHash: string,
      anchor?: { descriptor: number[]; yaw: number },
    ): Promise<boolean> {
      const moved = await db
        .updateTable("verification_checks")
        .set((eb) => ({
          step: eb("step", "+", 1),
          step_frames: sql<string[]>`array_append(${eb.ref("step_frames")}, ${frameHash})`,
          ...(anchor ? { anchor: anchor.descriptor, anchor_yaw: anchor.yaw } : {}),
        }))
        .where("id", "=", id)
        .where("step", "=", from)
        .where("ended_at", "is", null)
        .executeTakeFirst();
      return moved.numUpdatedRows === 1n;
    },

    /**
     * Ends a running check, forgetting its face descriptor. Its pictures' hashes stay only after a
     * "no-match", for the member to ask for a review. Answers whether this call ended it.
     */
    async end(id: string, now: Date, outcome: "passed" | "failed", failure: CheckFailure | null): Promise<boolean> {
      const ended = await db
        .updateTable("verification_checks")
        .set({
          ended_at: now,
          outcome,
          failure,
          anchor: null,
          anchor_yaw: null,
          ...(failure === "no-match" ? {} : { step_frames: [] }),
        })
        .where("id", "=", id)
        .where("ended_at", "is", null)
        .executeTakeFirst();
      return ended.numUpdatedRows === 1n;
    },

    /** Ends every check whose time ran out (the sweep): nothing of a face stays behind an abandoned check. */
    async endExpired(now: Date): Promise<number> {
      const ended = await db
        .updateTable("verification_checks")
        .set({ ended_at: now, outcome: "failed", failure: "expired", anchor: null, anchor_yaw: null, step_frames: [] })
        .where("ended_at", "is", null)
        .where("expires_at", "<=", now)
        .executeTakeFirst();
      return Number(ended.numUpdatedRows);
    },

    /** Forgets the pictures' hashes of checks that ended before `before` (the time to ask for a review is over). */
    async forgetStepFrames(before: Date): Promise<void> {
      await db
        .updateTable("verification_checks")
        .set({ step_frames: [] })
        .where("ended_at", "<", before)
        .where(sql<boolean>`cardinality(step_frames) > 0`)
        .execute();
    },

    /** A check of the member's as a review request sees it. */
    async reviewable(userId: string, id: string) {
      return db
        .selectFrom("verification_checks")
        .select(["failure", "ended_at", "step_frames", "review_requested_at"])
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    async hasOpenReview(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("verification_checks")
        .select("id")
        .where("user_id", "=", userId)
        .where("review_requested_at", "is not", null)
        .where("review_decided_at", "is", null)
        .executeTakeFirst();
      return Boolean(row);
    },

    /**
     * Claims the check for a review, once; false when it cannot be claimed, another open review
     * of the member's included (the unique index allows one, whatever the race).
     */
    async claimReview(userId: string, id: string, now: Date): Promise<boolean> {
      const claimed = await db
        .updateTable("verification_checks")
        .set({ review_requested_at: now })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("failure", "=", "no-match")
        .where("review_requested_at", "is", null)
        .where(sql<boolean>`cardinality(step_frames) > 0`)
        .executeTakeFirst()
        .catch((err: unknown) => {
          if ((err as { code?: string }).code === UNIQUE_VIOLATION) return { numUpdatedRows: 0n };
          throw err;
        });
      return claimed.numUpdatedRows === 1n;
    },
    /** The case is open with the pictures: their hashes have done their work. */
    async forgetReviewFrames(id: string): Promise<void> {
      await db.updateTable("verification_checks").set({ step_frames: [] }).where("id", "=", id).execute();
    },
    /** Gives a claim back when the case could not be opened (nothing was kept; it may be asked again). */
    async unclaimReview(id: string): Promise<void> {
      await db
        .updateTable("verification_checks")
        .set({ review_requested_at: null })
        .where("id", "=", id)
        .where("review_decided_at", "is", null)
        .execute();
    },

    /** The moderator's answer on a review; false when another answer had been given already. */
    async settleReview(userId: string, id: string, outcome: "confirmed" | "refused", now: Date): Promise<boolean> {
      const settled = await db
        .updateTable("verification_checks")
        .set({ review_decided_at: now, review_outcome: outcome })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("review_requested_at", "is not", null)
        // The same answer again (a decision carried out, then retried) is still that answer.
        .where((eb) => eb.or([eb("review_decided_at", "is", null), eb("review_outcome", "=", outcome)]))
        .executeTakeFirst();
      return settled.numUpdatedRows === 1n;
    },

    async latestReview(userId: string) {
      return db
        .selectFrom("verification_checks")
        .select(["review_requested_at", "review_outcome"])
        .where("user_id", "=", userId)
        .where("review_requested_at", "is not", null)
        .orderBy("review_requested_at", "desc")
        .limit(1)
        .executeTakeFirst();
    },

    async markVerified(userId: string, checkId: string, now: Date, photoIds: string[]): Promise<void> {
      await db
        .insertInto("member_verifications")
        .values({ user_id: userId, check_id: checkId, verified_at: now, photo_ids: photoIds })
        .onConflict((oc) =>
          oc.column("user_id").doUpdateSet({ check_id: checkId, verified_at: now, photo_ids: photoIds }),
        )
        .execute();
    },

    /** Of these members, those with the Verified mark (one query for a page of people). */
    async verifiedAmong(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom("member_verifications").select("user_id").where("user_id", "in", ids).execute();
      return new Set(rows.map((r) => r.user_id));
    },

    /** Adds a photo to those that show the verified face. */
    async addMatchedPhoto(userId: string, photoId: string): Promise<void> {
      await db
        .updateTable("member_verifications")
        .set((eb) => ({ photo_ids: sql<string[]>`array_append(${eb.ref("photo_ids")}, ${photoId})` }))
        .where("user_id", "=", userId)
        .where(sql<boolean>`not (${photoId} = any(photo_ids))`)
        .execute();
    },

    /** Takes a photo out of those that show the verified face; answers how many are left (null without a mark). */
    async dropMatchedPhoto(userId: string, photoId: string): Promise<number | null> {
      const row = await db
        .updateTable("member_verifications")
        .set((eb) => ({ photo_ids: sql<string[]>`array_remove(${eb.ref("photo_ids")}, ${photoId})` }))
        .where("user_id", "=", userId)
        .returning(sql<number>`coalesce(cardinality(photo_ids), 0)`.as("left"))
        .executeTakeFirst();
      return row ? Number(row.left) : null;
    },

    /** Ends the mark; answers whether there was one. */
    async unverify(userId: string): Promise<boolean> {
      const gone = await db.deleteFrom("member_verifications").where("user_id", "=", userId).executeTakeFirst();
      return gone.numDeletedRows === 1n;
    },

    async mark(userId: string) {
      return db
        .selectFrom("member_verifications")
        .select(["verified_at", "photo_ids"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    /** What this feature holds about the member (the data export): the record of each check and the mark. */
    async exportRows(userId: string) {
      const verification_checks = await db
        .selectFrom("verification_checks")
        .select([
          "id",
          "steps",
          "model",
          "started_at",
          "ended_at",
          "outcome",
          "failure",
          "review_requested_at",
          "review_decided_at",
          "review_outcome",
        ])
        .where("user_id", "=", userId)
        .orderBy("started_at")
        .execute();
      const member_verifications = await db
        .selectFrom("member_verifications")
        .select(["check_id", "verified_at", "photo_ids"])
        .where("user_id", "=", userId)
        .execute();
      return { verification_checks, member_verifications };
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
