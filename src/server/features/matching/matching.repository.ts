import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import { compiledOnce } from "../../db/compiled-once.js";
import { visibleTo } from "../../policy/visibility.js";
import { inTransaction } from "../../db/transaction.js";
import { createLikesReceivedQueries } from "./likes-received.repository.js";

/** The part of a person a like was for, as stored (at most one of the two; both null: the whole person). */
export type StoredPart = { liked_photo_url: string | null; liked_prompt: string | null };
// A pass (or a like turned into one) carries no part (the table's check).
const noPart: StoredPart = { liked_photo_url: null, liked_prompt: null };

/** The matching feature's tables: likes (likes and passes) and matches. */
export function createMatchingRepository(db: Kysely<Database>) {
  // A conversation's partner, each of the two seen through the visibility policy (compiled once:
  // every message send asks it).
  const partnerQuery = compiledOnce((matchId: string, userId: string) => {
    const partner = sql<string>`case when ${sql.ref("matches.user1_id")} = ${userId} then ${sql.ref("matches.user2_id")} else ${sql.ref("matches.user1_id")} end`;
    return db
      .selectFrom("matches")
      .select([partner.as("partner_id"), "created_at"])
      .where("id", "=", matchId)
      .where((eb) => eb.or([eb("user1_id", "=", userId), eb("user2_id", "=", userId)]))
      .where(visibleTo(userId, partner))
      .where(visibleTo(partner, sql.val(userId)));
  });
  return {
    ...createLikesReceivedQueries(db),

    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const [likes, matches, discovery_seen, discovery_allowance] = await Promise.all([
        // The likes the member gave; who liked them is the other person's decision, shown in the app as it allows.
        db.selectFrom("likes").selectAll().where("from_user_id", "=", userId).execute(),
        db
          .selectFrom("matches")
          .selectAll()
          .where((eb) => eb.or([eb("user1_id", "=", userId), eb("user2_id", "=", userId)]))
          .execute(),
        db.selectFrom("discovery_seen").selectAll().where("viewer_id", "=", userId).execute(),
        db.selectFrom("discovery_allowance").selectAll().where("user_id", "=", userId).execute(),
      ]);
      return { likes, matches, discovery_seen, discovery_allowance };
    },

    /** Whether `viewerId` may see `targetId` at all (the one visibility policy). */
    async canSee(viewerId: string, targetId: string): Promise<boolean> {
      const row = await db
        .selectFrom("users")
        .select("id")
        .where("id", "=", targetId)
        .where(visibleTo(viewerId, "users.id"))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * The match's other member and when they matched, when `userId` is one of its two and each may
     * see the other (the visibility policy, both ways): one query, built once, that every
     * conversation route and every message send makes.
     */
    async conversationPartner(
      matchId: string,
      userId: string,
    ): Promise<{ partner_id: string; created_at: Date } | undefined> {
      return (await db.executeQuery(partnerQuery(matchId, userId))).rows[0];
    },

    /**
     * Where the viewer stands with someone they may see: their own like or pass, and the pair's
     * match. Undefined when the policy hides the other person (as for someone who does not exist).
     */
    async relationTo(
      viewerId: string,
      otherId: string,
    ): Promise<{ decision: "like" | "pass" | null; match_id: string | null } | undefined> {
      const [user1_id, user2_id] = viewerId < otherId ? [viewerId, otherId] : [otherId, viewerId];
      return db
        .selectFrom("users")
        .select((eb) => [
          eb
            .selectFrom("likes")
            .select("kind")
            .where("from_user_id", "=", viewerId)
            .where("to_user_id", "=", otherId)
            .as("decision"),
          eb
            .selectFrom("matches")
            .select("id")
            .where("user1_id", "=", user1_id)
            .where("user2_id", "=", user2_id)
            .as("match_id"),
        ])
        .where("id", "=", otherId)
        .where(visibleTo(viewerId, "users.id"))
        .executeTakeFirst();
    },

    /** Of these members, the ones the viewer may see (one query through the policy). */
    async visibleAmong(viewerId: string, targetIds: readonly string[]): Promise<string[]> {
      if (targetIds.length === 0) return [];
      return (
        await db
          .selectFrom("users")
          .select("id")
          .where("id", "in", [...targetIds])
          .where(visibleTo(viewerId, "users.id"))
          .execute()
      ).map((r) => r.id);
    },

    /**
     * These members' names and photos as discovery's projection shows them (absent: no complete
     * profile). The caller has already seen them through the policy (the conversation list does).
     */
    async cardsOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .selectFrom("discovery_candidates")
        .select(["user_id", "name", "avatar_url"])
        .where("user_id", "in", [...userIds])
        .execute();
    },

    /**
     * Stores the decision, with the part a like was for (none: the whole person), replacing the
     * old one; answers the one it replaced, if any (read in the same statement). Committed on its
     * own, before any match check.
     */
    async decide(
      fromUserId: string,
      toUserId: string,
      kind: "like" | "pass",
      part: StoredPart = noPart,
    ): Promise<"like" | "pass" | null> {
      const row = await db
        .with("previous", (qb) =>
          qb
            .selectFrom("likes")
            .select("kind")
            .where("from_user_id", "=", fromUserId)
            .where("to_user_id", "=", toUserId),
        )
        .insertInto("likes")
        .values({ from_user_id: fromUserId, to_user_id: toUserId, kind, ...part })
        // A changed decision is a new one: the undo window (and "newest first") counts from it.
        .onConflict((oc) =>
          oc.columns(["from_user_id", "to_user_id"]).doUpdateSet({ kind, ...part, created_at: sql<Date>`now()` }),
        )
        .returning(sql<"like" | "pass" | null>`(select kind from previous)`.as("previous"))
        .executeTakeFirstOrThrow();
      return row.previous;
    },

    /** Takes back a pass made within `minutes` (never a like); whether there was one. */
    async undoPass(fromUserId: string, toUserId: string, minutes: number): Promise<boolean> {
      const result = await db
        .deleteFrom("likes")
        .where("from_user_id", "=", fromUserId)
        .where("to_user_id", "=", toUserId)
        .where("kind", "=", "pass")
        .where("created_at", ">", sql<Date>`now() - make_interval(mins => ${minutes})`)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The member's decision on someone, if any. */
    async decisionOf(fromUserId: string, toUserId: string): Promise<"like" | "pass" | null> {
      const row = await db
        .selectFrom("likes")
        .select("kind")
        .where("from_user_id", "=", fromUserId)
        .where("to_user_id", "=", toUserId)
        .executeTakeFirst();
      return (row?.kind as "like" | "pass" | undefined) ?? null;
    },

    /** The pair's match: created by exactly one caller (`created`), found by every other. */
    async matchPair(a: string, b: string): Promise<{ id: string; created: boolean }> {
      // JavaScript compares UTF-16 code units: byte order for our ASCII ids, like the table's check.
      const [user1_id, user2_id] = a < b ? [a, b] : [b, a];
      const inserted = await db
        .insertInto("matches")
        .values({ user1_id, user2_id })
        .onConflict((oc) => oc.columns(["user1_id", "user2_id"]).doNothing())
        .returning("id")
        .executeTakeFirst();
      if (inserted) return { id: inserted.id, created: true };
      const existing = await db
        .selectFrom("matches")
        .select("id")
        .where("user1_id", "=", user1_id)
        .where("user2_id", "=", user2_id)
        .executeTakeFirstOrThrow();
      return { id: existing.id, created: false };
    },

    /**
     * Ends the match (its conversation goes with it: messages reference it on delete cascade) and
     * turns both likes into passes, so that one person liking again cannot remake it alone.
     */
    async remove(matchId: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const ended = await trx
          .deleteFrom("matches")
          .where("id", "=", matchId)
          .returning(["user1_id", "user2_id"])
          .executeTakeFirst();
        if (!ended) return false;
        await trx
          .updateTable("likes")
          .set({ kind: "pass", ...noPart })
          .where((eb) =>
            eb.or([
              eb.and([eb("from_user_id", "=", ended.user1_id), eb("to_user_id", "=", ended.user2_id)]),
              eb.and([eb("from_user_id", "=", ended.user2_id), eb("to_user_id", "=", ended.user1_id)]),
            ]),
          )
          .execute();
        return true;
      });
    },

    /**
     * A block between the two was lifted: their match (if any) ends as an unmatch would, and
     * a like either gave becomes a pass, so they are strangers. The ended match's id, or null.
     */
    async forgetPair(a: string, b: string): Promise<string | null> {
      return inTransaction(db, async (trx) => {
        const [user1_id, user2_id] = a < b ? [a, b] : [b, a];
        const ended = await trx
          .deleteFrom("matches")
          .where("user1_id", "=", user1_id)
          .where("user2_id", "=", user2_id)
          .returning("id")
          .executeTakeFirst();
        await trx
          .updateTable("likes")
          .set({ kind: "pass", ...noPart })
          .where((eb) =>
            eb.or([
              eb.and([eb("from_user_id", "=", a), eb("to_user_id", "=", b)]),
              eb.and([eb("from_user_id", "=", b), eb("to_user_id", "=", a)]),
            ]),
          )
          .execute();
        return ended?.id ?? null;
      });
    },

    /**
     * The member's matches with the other person's id and card (from discovery's projection;
     * null fields when their profile is no longer complete), newest first, through the policy.
     */
    async matchesOf(userId: string) {
      const mine = db
        .selectFrom("matches")
        .select(["matches.id", "matches.created_at"])
        .select((eb) =>
          eb
            .case()
            .when("matches.user1_id", "=", userId)
            .then(eb.ref("matches.user2_id"))
            .else(eb.ref("matches.user1_id"))
            .end()
            .as("other_id"),
        )
        .where((eb) => eb.or([eb("matches.user1_id", "=", userId), eb("matches.user2_id", "=", userId)]));
      return db
        .selectFrom(mine.as("m"))
        .leftJoin("discovery_candidates as c", "c.user_id", "m.other_id")
        .select(["m.id", "m.created_at", "m.other_id", "c.name", "c.avatar_url", "c.city", "c.date_of_birth"])
        .where((eb) => visibleTo(userId, "m.other_id")(eb as never))
        .orderBy("m.created_at", "desc")
        .orderBy("m.id")
        .execute();
    },

    /** Likes the member gave and received, and matches made, since `since` (the digest's week). */
    async activitySince(userId: string, since: Date) {
      const [given, received, matches] = await Promise.all([
        db
          .selectFrom("likes")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("from_user_id", "=", userId)
          .where("kind", "=", "like")
          .where("created_at", ">=", since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("likes")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("to_user_id", "=", userId)
          .where("kind", "=", "like")
          .where("created_at", ">=", since)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom("matches")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where((eb) => eb.or([eb("user1_id", "=", userId), eb("user2_id", "=", userId)]))
          .where("created_at", ">=", since)
          .executeTakeFirstOrThrow(),
      ]);
      return { likesGiven: Number(given.n), likesReceived: Number(received.n), newMatches: Number(matches.n) };
    },
  };
}
export type MatchingRepository = ReturnType<typeof createMatchingRepository>;
