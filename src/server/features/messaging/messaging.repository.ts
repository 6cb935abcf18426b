import { sql, type Kysely, type Selectable } from "kysely";
import type { Database, MessagesTable } from "../../db/types.js";

export type MessageRow = Selectable<MessagesTable>;

/** PostgreSQL's code (PGlite's too) for a row whose referenced row is gone. */
const FOREIGN_KEY_VIOLATION = "23503";

/** A message to store: its conversation, sender and text, the day it counts on and the sender's cap. */
export type Outgoing = {
  matchId: string;
  senderId: string;
  text: string;
  day: string;
  cap: number | null;
  /** The send's Idempotency-Key, kept on the message (unique per sender); null without one. */
  key: string | null;
};

/**
 * One statement, so one round trip and atomic on its own: the day's count rises (below `cap`,
 * when there is one; the row is locked by the upsert, so concurrent sends queue there and exactly
 * `cap` get through) and the message is inserted only when it rose. It never fails on a repeated
 * key, and says what it did: `stored`, the message; otherwise `counted` tells a repeat of a key
 * (the count rose and the insert met the key: the caller takes the count back or rolls back) from
 * the day's limit (nothing changed). A match deleted meanwhile fails (its foreign key).
 */
async function sendCountedIn(trx: Kysely<Database>, m: Outgoing): Promise<{ stored?: MessageRow; counted: boolean }> {
  const capped = m.cap === null ? sql`` : sql` where message_allowance.sent < ${m.cap}`;
  const { rows } = await sql<Partial<MessageRow> & { counted: number }>`
    with counted as (
      insert into message_allowance (user_id, day, sent) values (${m.senderId}, ${m.day}, 1)
      on conflict (user_id, day) do update set sent = message_allowance.sent + 1${capped}
      returning sent
    ), stored as (
      insert into messages (match_id, sender_id, message_text, client_key)
      select ${m.matchId}, ${m.senderId}, ${m.text}, ${m.key}::text from counted
      on conflict (sender_id, client_key) where client_key is not null do nothing
      returning *
    )
    select (select count(*)::int from counted) as counted, stored.* from (select 1) as one left join stored on true`.execute(
    trx,
  );
  const row = rows[0]!;
  return row.id ? { stored: row as MessageRow, counted: true } : { counted: row.counted > 0 };
}

/**
 * A send's statements, on the sender's transaction: the service runs them through
 * `atomicallyWith(bus, createSendsRepository)`, so the message and its MessageSent event commit
 * together (an Echo reflection day is claimed in the same transaction).
 */
export function createSendsRepository(trx: Kysely<Database>) {
  return {
    /**
     * Stores a message sent alone (an Echo reflection's, or one of a batch that failed), counted
     * against the sender's day in the same statement; "limit" when nothing was stored, which is
     * also what a repeat of a stored key gets (the caller rolls back, the count with it, and tells
     * them apart: `byKey`); "gone" when the match no longer exists.
     */
    async sendCounted(m: Outgoing): Promise<MessageRow | "limit" | "gone"> {
      try {
        return (await sendCountedIn(trx, m)).stored ?? "limit";
      } catch (err) {
        if ((err as { code?: string }).code === FOREIGN_KEY_VIOLATION) return "gone";
        throw err;
      }
    },

    /**
     * The counted send, for a batch of sends sharing one transaction (send-batcher.ts): a
     * repeated key comes back `counted` without `stored` (the caller takes the count back with
     * `uncount`); a match deleted meanwhile fails, and with it the batch.
     */
    sendInBatch: (m: Outgoing) => sendCountedIn(trx, m),

    /** Takes back a count `sendInBatch` made for a send that stored nothing (a repeated key). */
    async uncount(senderId: string, day: string): Promise<void> {
      await trx
        .updateTable("message_allowance")
        .set({ sent: sql<number>`sent - 1` })
        .where("user_id", "=", senderId)
        .where("day", "=", day)
        .execute();
    },
  };
}
export type SendsRepository = ReturnType<typeof createSendsRepository>;

/** The messaging feature's tables: messages and message_allowance. */
export function createMessagingRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const theirMatches = db
        .selectFrom("matches")
        .select("id")
        .where((eb) => eb.or([eb("user1_id", "=", userId), eb("user2_id", "=", userId)]));
      const [messages, message_allowance, echo_limited_chats, echo_choices, echo_reflection_sends] = await Promise.all([
        // Sent and received: the whole conversation of each of the member's matches.
        // Not the senders' client keys: a device's bookkeeping, not anyone's data.
        db
          .selectFrom("messages")
          .select(["id", "match_id", "sender_id", "message_text", "created_at", "read_at"])
          .where("match_id", "in", theirMatches)
          .orderBy("created_at")
          .execute(),
        db.selectFrom("message_allowance").selectAll().where("user_id", "=", userId).execute(),
        db.selectFrom("echo_limited_chats").selectAll().where("match_id", "in", theirMatches).execute(),
        db.selectFrom("echo_choices").selectAll().where("user_id", "=", userId).execute(),
        db.selectFrom("echo_reflection_sends").selectAll().where("user_id", "=", userId).execute(),
      ]);
      return { messages, message_allowance, echo_limited_chats, echo_choices, echo_reflection_sends };
    },

    /** One message (the realtime push reads what it announces). */
    byId: (id: string): Promise<MessageRow | undefined> =>
      db.selectFrom("messages").selectAll().where("id", "=", id).executeTakeFirst(),

    /** The message a member's send with this key made, if any. */
    byKey: (senderId: string, key: string): Promise<MessageRow | undefined> =>
      db
        .selectFrom("messages")
        .selectAll()
        .where("sender_id", "=", senderId)
        .where("client_key", "=", key)
        .executeTakeFirst(),

    /** Messages the member has sent on a UTC day. */
    async sentOn(userId: string, day: string): Promise<number> {
      const row = await db
        .selectFrom("message_allowance")
        .select("sent")
        .where("user_id", "=", userId)
        .where("day", "=", day)
        .executeTakeFirst();
      return row?.sent ?? 0;
    },

    /** One message's text (a push preview the recipient allowed). */
    async textOf(messageId: string): Promise<string | null> {
      return (
        (await db.selectFrom("messages").select("message_text").where("id", "=", messageId).executeTakeFirst())
          ?.message_text ?? null
      );
    },

    /** Whether anyone has written in this conversation. */
    async anyMessages(matchId: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom("messages").select("id").where("match_id", "=", matchId).limit(1).executeTakeFirst(),
      );
    },

    /** Whether the member has written in this conversation. */
    async hasSent(matchId: string, senderId: string): Promise<boolean> {
      const row = await db
        .selectFrom("messages")
        .select("id")
        .where("match_id", "=", matchId)
        .where("sender_id", "=", senderId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A page of a conversation, oldest first, by keyset on (created_at, id) — the index
     * messages_match_created_idx walked from one end or from an anchor, never OFFSET: the newest
     * `limit` (no anchor), those before the anchor message, or those after it. "no-anchor" when
     * this conversation holds no such message (another conversation's, or made up). `more`: the
     * walk had more beyond the page.
     */
    async page(
      matchId: string,
      { anchor, direction, limit }: { anchor?: string; direction: "before" | "after"; limit: number },
    ): Promise<{ rows: MessageRow[]; more: boolean } | "no-anchor"> {
      let bound: { at: string; id: string } | undefined;
      if (anchor) {
        // As text: a JavaScript Date would cut PostgreSQL's microseconds, and the page would repeat or skip.
        bound = await db
          .selectFrom("messages")
          .select([sql<string>`created_at::text`.as("at"), "id"])
          .where("id", "=", anchor)
          .where("match_id", "=", matchId)
          .executeTakeFirst();
        if (!bound) return "no-anchor";
      }
      const newestFirst = direction === "before";
      let q = db
        .selectFrom("messages")
        .selectAll()
        .where("match_id", "=", matchId)
        .orderBy("created_at", newestFirst ? "desc" : "asc")
        .orderBy("id", newestFirst ? "desc" : "asc")
        .limit(limit + 1);
      if (bound)
        q = q.where(
          newestFirst
            ? sql<boolean>`(created_at, id) < (${bound.at}::timestamptz, ${bound.id})`
            : sql<boolean>`(created_at, id) > (${bound.at}::timestamptz, ${bound.id})`,
        );
      const rows = await q.execute();
      const more = rows.length > limit;
      if (more) rows.pop();
      return { rows: newestFirst ? rows.reverse() : rows, more };
    },

    /**
     * Marks the other person's unread messages read, up to and including `upTo` (by the
     * conversation's order: time, then id); how many were. An id not in this match marks none.
     */
    async markRead(matchId: string, readerId: string, upTo: string, at: Date): Promise<number> {
      const result = await db
        .updateTable("messages")
        .set({ read_at: at })
        .where("match_id", "=", matchId)
        .where("sender_id", "<>", readerId)
        .where("read_at", "is", null)
        // Row order (time, id), as the conversation lists them; no such message → null → none.
        .where(
          sql<boolean>`(created_at, id) <= (select shown.created_at, shown.id from messages shown where shown.id = ${upTo} and shown.match_id = ${matchId})`,
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Per match, how many messages `userId` sent and received (Connection DNA's activity facts). */
    async counts(matchIds: readonly string[], userId: string) {
      if (matchIds.length === 0) return [];
      const rows = await db
        .selectFrom("messages")
        .select((eb) => [
          "match_id",
          eb.fn.countAll<string>().filterWhere("sender_id", "=", userId).as("sent"),
          eb.fn.countAll<string>().filterWhere("sender_id", "<>", userId).as("received"),
        ])
        .where("match_id", "in", [...matchIds])
        .groupBy("match_id")
        .execute();
      return rows.map((r) => ({ match_id: r.match_id, sent: Number(r.sent), received: Number(r.received) }));
    },
  };
}
export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
