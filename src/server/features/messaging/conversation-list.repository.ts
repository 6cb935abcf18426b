import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import { visibleTo } from "../../policy/visibility.js";

/** Where a page of the conversation list starts: after this activity time (PostgreSQL's text) and match. */
export type ConversationCursor = { activity: string; matchId: string };

/** A row of the conversation list: the match, its latest message (if any) and the reader's unread count. */
export type ConversationRow = {
  match_id: string;
  other_id: string;
  matched_at: Date;
  last_id: string | null;
  last_text: string | null;
  last_sender_id: string | null;
  last_at: Date | null;
  /** The latest message's time, or the match's: what the list is ordered by, as PostgreSQL's text. */
  activity: string;
  unread: number;
};

/**
 * The conversation list (the messages page's left pane, the home's "Waiting for you"): the
 * member's visible matches, busiest first, in pages. Each match's latest message is one probe of
 * messages_match_created_idx and its unread count one of messages_unread_idx, never a scan of
 * its history; the unread counts are taken for the page's rows only.
 *
 * Ordering by activity needs every match's latest message time, so a page costs one index probe
 * per match the member has (the first page's whole GET p95 ~12 ms with 501 matches of 20
 * messages: `npm run bench -- chat-history`). A column on `matches` kept by every
 * send would make it one probe per page, at the price of a write on the busiest path; with
 * members holding hundreds of matches at most, we keep the send lean (ADR 0219).
 */
export function createConversationListRepository(db: Kysely<Database>) {
  function visibleMatchesOf(userId: string) {
    return db
      .selectFrom("matches as m")
      .select(["m.id as match_id", "m.created_at as matched_at"])
      .select(sql<string>`case when m.user1_id = ${userId} then m.user2_id else m.user1_id end`.as("other_id"))
      .where((eb) => eb.or([eb("m.user1_id", "=", userId), eb("m.user2_id", "=", userId)]));
  }

  return {
    /**
     * A page of `userId`'s conversations, busiest first: `limit + 1` rows (the extra one says
     * there is more), after `cursor` when given; or only the conversation of `matchId`.
     */
    async page(
      userId: string,
      { cursor, limit, matchId }: { cursor?: ConversationCursor; limit: number; matchId?: string },
    ): Promise<ConversationRow[]> {
      const activity = sql<Date>`coalesce(latest.created_at, mine.matched_at)`;
      const page = db
        .selectFrom(visibleMatchesOf(userId).as("mine"))
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom("messages as x")
              .select(["x.id", "x.message_text", "x.sender_id", "x.created_at"])
              .whereRef("x.match_id", "=", "mine.match_id")
              .orderBy("x.created_at", "desc")
              .orderBy("x.id", "desc")
              .limit(1)
              .as("latest"),
          (join) => join.onTrue(),
        )
        .select([
          "mine.match_id",
          "mine.other_id",
          "mine.matched_at",
          "latest.id as last_id",
          "latest.message_text as last_text",
          "latest.sender_id as last_sender_id",
          "latest.created_at as last_at",
          activity.as("activity_at"),
        ])
        .where((eb) => visibleTo(userId, "mine.other_id")(eb as never))
        .$if(matchId !== undefined, (q) => q.where("mine.match_id", "=", matchId!))
        .$if(cursor !== undefined, (q) =>
          q.where(sql<boolean>`(${activity}, mine.match_id) < (${cursor!.activity}::timestamptz, ${cursor!.matchId})`),
        )
        .orderBy(activity, "desc")
        .orderBy("mine.match_id", "desc")
        .limit(limit + 1);
      const rows = await db
        .selectFrom(page.as("p"))
        .selectAll("p")
        .select([
          sql<string>`p.activity_at::text`.as("activity"),
          (eb) =>
            eb
              .selectFrom("messages as u")
              .select(eb.fn.countAll<string>().as("n"))
              .whereRef("u.match_id", "=", "p.match_id")
              .where("u.read_at", "is", null)
              .where("u.sender_id", "<>", userId)
              .as("unread"),
        ])
        .orderBy("p.activity_at", "desc")
        .orderBy("p.match_id", "desc")
        .execute();
      return rows.map(({ activity_at: _, ...r }) => ({ ...r, unread: Number(r.unread ?? 0) }));
    },

    /** How many of `userId`'s visible conversations hold a message to them not read yet (the Messages badge). */
    async unreadConversations(userId: string): Promise<number> {
      const row = await db
        .selectFrom(visibleMatchesOf(userId).as("mine"))
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where((eb) => visibleTo(userId, "mine.other_id")(eb as never))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom("messages as u")
              .select(sql.lit(1).as("one"))
              .whereRef("u.match_id", "=", "mine.match_id")
              .where("u.read_at", "is", null)
              .where("u.sender_id", "<>", userId),
          ),
        )
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type ConversationListRepository = ReturnType<typeof createConversationListRepository>;
