import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import { visibleTo } from "../../policy/visibility.js";

/**
 * The likes waiting for the member's answer (the Likes tab and its badge), with what each was
 * for: part of the matching repository (`createMatchingRepository` spreads them in), kept apart
 * so each file stays readable.
 */
export function createLikesReceivedQueries(db: Kysely<Database>) {
  /**
   * Likes to the member still waiting for their answer (no like or pass back), from people with a
   * complete profile (a discovery card), through the policy.
   */
  const likesWaiting = (userId: string) =>
    db
      .selectFrom("likes as l")
      .innerJoin("discovery_candidates as c", "c.user_id", "l.from_user_id")
      .where("l.to_user_id", "=", userId)
      .where("l.kind", "=", "like")
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("likes as back")
              .select("back.kind")
              .whereRef("back.from_user_id", "=", "l.to_user_id")
              .whereRef("back.to_user_id", "=", "l.from_user_id"),
          ),
        ),
      )
      .where((eb) => visibleTo(userId, "l.from_user_id")(eb as never));

  return {
    /** Who liked the member and waits for their answer (`likesWaiting`), with the part each like was for: newest first, at most `limit`, and how many in all. */
    async likedBy(userId: string, limit: number) {
      const waiting = likesWaiting(userId);
      const [people, total] = await Promise.all([
        waiting
          .select(["l.from_user_id", "l.liked_photo_url", "l.liked_prompt"])
          .orderBy("l.created_at", "desc")
          .orderBy("l.from_user_id")
          .limit(limit)
          .execute(),
        waiting.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { people, count: Number(total.n) };
    },

    /** How many likes wait for the member's answer. */
    async likedByCount(userId: string): Promise<number> {
      const row = await likesWaiting(userId)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
