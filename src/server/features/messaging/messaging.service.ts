import { ErrorCodes } from "#shared/errors";
import { MessageLimits, SafetyLimits } from "#shared/limits";
import { GeneralText, MessageText, MessageToasts, SafetyText } from "#shared/messages";
import { EchoText } from "#shared/premium-messages";
import type { SafetySettings } from "#shared/safety";
import type {
  Allowance,
  Conversation,
  ConversationList,
  ConversationPageQuery,
  Message,
  MessageList,
  MessagePageQuery,
  UnreadCount,
} from "#shared/messaging";
import type { Atomically, EventBus } from "../../platform/events/event-bus.js";
import { DomainError } from "../../platform/errors.js";
import type { EchoRepository } from "./echo.repository.js";
import type { EchoService } from "./echo.service.js";
import { maskExplicit } from "./explicit-terms.js";
import type { MessageRow, MessagingRepository, SendsRepository } from "./messaging.repository.js";
import type {
  ConversationCursor,
  ConversationListRepository,
  ConversationRow,
} from "./conversation-list.repository.js";
import { createSendBatcher } from "./send-batcher.js";

/** The match's other member when the caller is one of its two (asked of the matching feature). */
type PartnerIn = (matchId: string, userId: string) => Promise<{ partnerId: string; matchedAt: Date } | null>;
/** The member's visible matches with the other person's card, newest first (matching feature). */
type MatchesOf = (userId: string) => Promise<{
  matches: { id: string; user_id: string; created_at: string; name: string | null; avatar_url: string | null }[];
}>;

type CardsOf = (ids: readonly string[]) => Promise<Map<string, { name: string | null; avatar_url: string | null }>>;

/**
 * The list's cursor, opaque to the page: the last row's activity time and match, so the next
 * page starts after it however the list moved meanwhile. One that does not read is refused (400);
 * a made-up one that reads only moves within the member's own list.
 */
const writeCursor = (c: ConversationCursor) =>
  Buffer.from(JSON.stringify([c.activity, c.matchId])).toString("base64url");
const ACTIVITY_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::(\d{2}))?|Z)$/;
/** A time PostgreSQL reads as a timestamptz: a day that exists, a clock within it, an offset it accepts. */
function isActivityText(text: string): boolean {
  const m = ACTIVITY_TEXT.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offsetHours, offsetMinutes] = [1, 2, 3, 4, 5, 6, 9, 10].map((i) =>
    Number(m[i] ?? 0),
  ) as [number, number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1970 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60 &&
    offsetHours <= 15 &&
    offsetMinutes < 60
  );
}
function readCursor(text: string): ConversationCursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString());
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      isActivityText(value[0]) &&
      typeof value[1] === "string" &&
      value[1].length > 0 &&
      value[1].length <= 100
    )
      return { activity: value[0], matchId: value[1] };
  } catch {
    // Not base64 JSON: refused below.
  }
  throw new DomainError("invalid", ErrorCodes.conversationPageNotFound, MessageText.listPageNotFound);
}

type Deps = {
  repo: MessagingRepository;
  bus: EventBus;
  /** A send's transaction: its statements (and, for an Echo reflection, the day's claim) with its events. */
  atomically: Atomically<{ sends: SendsRepository; echo: Pick<EchoRepository, "claimDay"> }>;
  partnerIn: PartnerIn;
  matchesOf: MatchesOf;
  /** Unlimited messages and read receipts (asked of the subscriptions feature). */
  isPremium: (userId: string) => Promise<boolean>;
  /** A member's safety settings (safety feature): the recipient's rules, the reader's filter. */
  safetyOf: (userId: string) => Promise<SafetySettings>;
  /** Whether the server confirmed the member is 18+ (auth feature). */
  ageVerified: (userId: string) => Promise<boolean>;
  /** The conversation's Echo chat rules (echo.service.ts), applied to every send. */
  echo: Pick<EchoService, "sendRule" | "sendInReflection" | "sentWithoutRule">;
  /** Of these members, those whose Unlocked Beyond badge shows now (perks feature). */
  badgesAmong: (ids: readonly string[]) => Promise<Set<string>>;
  /** Of these members, those with the Verified mark (verification). */
  verifiedAmong: (ids: readonly string[]) => Promise<Set<string>>;
  /** These members' names and photos as their cards show them (matching feature). */
  cardsOf: CardsOf;
  /** The conversation list's queries (conversation-list.repository.ts). */
  lists: ConversationListRepository;
  now: () => Date;
};

/** How many of this process's latest sends the realtime push finds without a read. */
const JUST_SENT_KEPT = 1000;

/** The UTC calendar day the allowance counts in, as YYYY-MM-DD. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The refusals a repeated send meets when its first try was stored (the key, the day's allowance, the Echo day). */
const isRefusal = (err: unknown) =>
  err instanceof DomainError && (err.code === ErrorCodes.messageLimitReached || err.code === ErrorCodes.echoLimit);

/** A send's answer: the message, and whether it was made by an earlier try with the same key. */
export type Sent = { message: Message; replayed: boolean };

const notFound = () => new DomainError("not_found", ErrorCodes.notFound, MessageText.conversationNotFound);

/**
 * Conversations inside a match (ADR 0214). Every route checks
 * first that the caller is one of the match's two members; anyone else gets "not found".
 */
const restricted = (message: string) => new DomainError("forbidden", ErrorCodes.messagesRestricted, message);

export function createMessagingService({
  repo,
  bus,
  atomically,
  partnerIn,
  matchesOf,
  isPremium,
  safetyOf,
  ageVerified,
  echo: echoRules,
  badgesAmong,
  verifiedAmong,
  cardsOf,
  lists,
  now,
}: Deps) {
  const echoRule = echoRules.sendRule;
  const batcher = createSendBatcher({
    atomically: (work) => atomically(({ sends }, emit) => work(sends, emit)),
    onStored: (row) => remember(row),
  });
  /**
   * The messages this process stored last, for the realtime push that follows each (it runs in
   * the process that stored the message and reads it there without a round trip; another
   * process reads it from the database). Oldest out first.
   */
  const justSent = new Map<string, MessageRow>();
  const remember = (row: MessageRow) => {
    justSent.set(row.id, row);
    if (justSent.size > JUST_SENT_KEPT) justSent.delete(justSent.keys().next().value!);
  };
  /** The list's rows as the member sees them: the other person's card and badge, masked words masked. */
  async function toConversations(userId: string, rows: ConversationRow[]): Promise<Conversation[]> {
    const ids = rows.map((r) => r.other_id);
    const [cards, badges, verified, { block_explicit_content: mask }] = await Promise.all([
      cardsOf(ids),
      badgesAmong(ids),
      verifiedAmong(ids),
      safetyOf(userId),
    ]);
    return rows.map((r) => ({
      match_id: r.match_id,
      user_id: r.other_id,
      name: cards.get(r.other_id)?.name ?? null,
      avatar_url: cards.get(r.other_id)?.avatar_url ?? null,
      matched_at: new Date(r.matched_at).toISOString(),
      last_message:
        r.last_id !== null && r.last_text !== null && r.last_sender_id !== null && r.last_at !== null
          ? {
              id: r.last_id,
              message_text: mask && r.last_sender_id !== userId ? maskExplicit(r.last_text) : r.last_text,
              sender_id: r.last_sender_id,
              created_at: new Date(r.last_at).toISOString(),
            }
          : null,
      unread: r.unread,
      beyond_badge: badges.has(r.other_id),
      verified: verified.has(r.other_id),
    }));
  }
  const echoReflection = echoRules.sendInReflection;
  async function partnerOrThrow(matchId: string, userId: string) {
    const found = await partnerIn(matchId, userId);
    if (!found) throw notFound();
    return found;
  }

  /**
   * Read receipts are stored for everyone but shown on your own messages only to premium members;
   * with block_explicit_content on, explicit words in the other person's messages are masked.
   */
  const toMessage = (row: MessageRow, viewerId: string, receipts: boolean, mask = false): Message => ({
    id: row.id,
    match_id: row.match_id,
    sender_id: row.sender_id,
    message_text: mask && row.sender_id !== viewerId ? maskExplicit(row.message_text) : row.message_text,
    created_at: new Date(row.created_at).toISOString(),
    read_at: row.read_at && (row.sender_id !== viewerId || receipts) ? new Date(row.read_at).toISOString() : null,
  });

  /**
   * The recipient's safety settings (part 2 §3) decide whether they take this message. Whether
   * the sender is age-verified was asked beside the match (most members keep the default, which
   * requires it), so a send waits for one round trip fewer.
   */
  async function checkRecipientRules(
    senderVerified: Promise<boolean>,
    recipientId: string,
    matchId: string,
    matchedAt: Date,
  ) {
    const rules = await safetyOf(recipientId);
    if (rules.require_age_verification && !(await senderVerified)) throw restricted(SafetyText.verifiedOnly);
    const young = now().getTime() - matchedAt.getTime() < SafetyLimits.newMatchHours * 60 * 60 * 1000;
    // "Cannot message them first": once they have written, the conversation is open.
    if (!rules.allow_messages_from_new_matches && young && !(await repo.hasSent(matchId, recipientId)))
      throw restricted(SafetyText.newMatchesClosed);
  }

  return {
    /**
     * A new message as each of these members sees it (the realtime push): explicit words masked
     * for a recipient who filters them. Just sent, it has no read receipt to hide.
     */
    async asSeenBy(
      messageId: string,
      viewerIds: readonly string[],
    ): Promise<Map<string, { message: Message; clientKey?: string }>> {
      const row = justSent.get(messageId) ?? (await repo.byId(messageId));
      const seen = new Map<string, { message: Message; clientKey?: string }>();
      if (!row) return seen;
      await Promise.all(
        viewerIds.map(async (viewerId) => {
          const own = viewerId === row.sender_id;
          const mask = !own && (await safetyOf(viewerId)).block_explicit_content;
          const message = toMessage(row, viewerId, false, mask);
          // The sender's own device bookkeeping, back to the sender only.
          seen.set(viewerId, own && row.client_key ? { message, clientKey: row.client_key } : { message });
        }),
      );
      return seen;
    },

    /** A message's text, for the recipient's notification preview (never logged, never stored elsewhere). */
    messageText: (messageId: string): Promise<string | null> => repo.textOf(messageId),

    /** Whether a match's conversation has begun (icebreakers are for one that has not). */
    conversationBegun: (matchId: string): Promise<boolean> => repo.anyMessages(matchId),

    /** Per visible match, the messages the member sent and received (counts only, never text). */
    async conversationCounts(
      userId: string,
    ): Promise<Array<{ match_id: string; partner_id: string; sent: number; received: number }>> {
      const { matches } = await matchesOf(userId);
      const counts = new Map(
        (
          await repo.counts(
            matches.map((m) => m.id),
            userId,
          )
        ).map((c) => [c.match_id, c]),
      );
      return matches.map((m) => ({
        match_id: m.id,
        partner_id: m.user_id,
        sent: counts.get(m.id)?.sent ?? 0,
        received: counts.get(m.id)?.received ?? 0,
      }));
    },

    async allowance(userId: string): Promise<Allowance> {
      if (await isPremium(userId))
        return { remaining: MessageLimits.unlimited, can_send: true, limit: MessageLimits.unlimited, resets_at: null };
      const today = now();
      const remaining = Math.max(0, MessageLimits.freePerDay - (await repo.sentOn(userId, utcDay(today))));
      const resetsAt = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 1));
      return { remaining, can_send: remaining > 0, limit: MessageLimits.freePerDay, resets_at: resetsAt.toISOString() };
    },

    /** How many of the member's visible conversations hold messages they have not read. */
    async unreadCount(userId: string): Promise<UnreadCount> {
      return { conversations: await lists.unreadConversations(userId) };
    },

    /**
     * A page of the list (the messages page's left pane): each visible match, its other member,
     * latest message and unread count, busiest first; `next_cursor` asks for the next page.
     */
    async conversations(userId: string, query: ConversationPageQuery = {}): Promise<ConversationList> {
      const limit = query.limit ?? MessageLimits.conversationPageSize;
      const cursor = query.cursor === undefined ? undefined : readCursor(query.cursor);
      const rows = await lists.page(userId, { cursor, limit });
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        conversations: await toConversations(userId, shown),
        next_cursor:
          rows.length > limit && last ? writeCursor({ activity: last.activity, matchId: last.match_id }) : null,
      };
    },

    /** One conversation of the list (a conversation opened by its address, a caller's name): 404 when not visible. */
    async conversation(userId: string, matchId: string): Promise<Conversation> {
      const [row] = await lists.page(userId, { matchId, limit: 1 });
      if (!row) throw notFound();
      return (await toConversations(userId, [row]))[0]!;
    },

    /**
     * The data export's messages, through the app's rules: the conversations the member can see
     * (not one hidden by a block), and read receipts on their own messages only with the plan
     * that shows them. Texts are as sent (masking explicit words is a display choice).
     */
    async exportRows(userId: string) {
      const [rows, { matches }, receipts] = await Promise.all([
        repo.exportRows(userId),
        matchesOf(userId),
        isPremium(userId),
      ]);
      const visible = new Set(matches.map((m) => m.id));
      return {
        ...rows,
        messages: rows.messages
          .filter((m) => visible.has(m.match_id))
          .map((m) => ({ ...m, read_at: m.sender_id === userId && !receipts ? null : m.read_at })),
        echo_limited_chats: rows.echo_limited_chats.filter((c) => visible.has(c.match_id)),
      };
    },

    /**
     * A page of the conversation (shared/messaging.ts messagePageQuerySchema): the newest, the one
     * before a message (scrolling up) or what came after one (catching up after a gap).
     */
    async messages(userId: string, matchId: string, query: MessagePageQuery = {}): Promise<MessageList> {
      await partnerOrThrow(matchId, userId);
      const direction = query.after ? "after" : "before";
      const [page, receipts, { block_explicit_content: mask }] = await Promise.all([
        repo.page(matchId, {
          anchor: query.after ?? query.before,
          direction,
          limit: query.limit ?? MessageLimits.pageSize,
        }),
        isPremium(userId),
        safetyOf(userId),
      ]);
      if (page === "no-anchor")
        throw new DomainError("invalid", ErrorCodes.messagePageNotFound, MessageText.pageNotFound);
      return {
        messages: page.rows.map((row) => toMessage(row, userId, receipts, mask)),
        has_older: direction === "before" ? page.more : true,
        has_newer: direction === "after" && page.more,
      };
    },

    /**
     * Opening a conversation marks the other person's unread messages read: those up to the one
     * the page showed last (`upTo`), never one that arrived after it.
     */
    async markRead(userId: string, matchId: string, upTo: string): Promise<{ marked: number }> {
      const { partnerId } = await partnerOrThrow(matchId, userId);
      const at = now();
      const marked = await repo.markRead(matchId, userId, upTo, at);
      // The sender hears of it live only with read receipts (premium); the reader's other pages always.
      if (marked > 0)
        await bus.emit("MessagesRead", {
          matchId,
          readerId: userId,
          senderId: partnerId,
          senderSeesReceipts: await isPremium(partnerId),
          upTo,
          readAt: at.toISOString(),
        });
      return { marked };
    },

    /**
     * Sends within the allowance: free members 5 per UTC day, counted in the insert's own
     * transaction (never more under concurrency); premium members without a cap.
     */
    async send(userId: string, matchId: string, text: string, key: string | null = null): Promise<Sent> {
      const senderVerified = ageVerified(userId);
      // Settled here too, so a refusal before the rules need it leaves no unhandled rejection.
      senderVerified.catch(() => undefined);
      const [{ partnerId, matchedAt }, premium, echo] = await Promise.all([
        partnerOrThrow(matchId, userId),
        isPremium(userId),
        echoRule(matchId),
      ]);
      if (echo.kind === "closed") throw new DomainError("forbidden", ErrorCodes.echoLimit, EchoText.deciding);
      await checkRecipientRules(senderVerified, partnerId, matchId, matchedAt);
      const message = {
        matchId,
        senderId: userId,
        text,
        day: utcDay(now()),
        cap: premium ? null : MessageLimits.freePerDay,
        key,
      };
      const refused = (stored: MessageRow | "limit" | "gone") => {
        if (stored === "gone") throw notFound();
        if (stored === "limit")
          throw new DomainError("forbidden", ErrorCodes.messageLimitReached, MessageToasts.limitReached.description);
        return stored;
      };
      // The message and its MessageSent event commit together (the event outbox). An Echo
      // reflection message goes alone, with its day's claim (a refusal rolls both back); every
      // other send goes with the next batch of sends (send-batcher.ts, group commit).
      const row = await (
        echo.kind === "reflection"
          ? atomically(async ({ sends, echo: claims }, emit) => {
              const stored = refused(
                await echoReflection(claims, matchId, userId, echo, () => sends.sendCounted(message)),
              );
              remember(stored);
              emit("MessageSent", { matchId, messageId: stored.id, senderId: userId, recipientId: partnerId });
              return stored;
            })
          : batcher.send(message, partnerId).then(refused)
      ).catch(async (err: unknown) => {
        // Nothing stored, under a key: a repeat stores nothing either (its key is taken), and
        // may also find the day's allowance or Echo day used by its own first try. Rolled back
        // (the count it took with it), it is answered with the message that try made.
        const made = key !== null && isRefusal(err) ? await repo.byKey(userId, key) : undefined;
        if (!made) throw err;
        // The same key with another message is another request, not a repeat.
        if (made.match_id !== matchId || made.message_text !== text)
          throw new DomainError("unprocessable", ErrorCodes.idempotencyKeyReused, GeneralText.idempotencyKeyReused);
        return { ...made, replayed: true as const };
      });
      if ("replayed" in row) return { message: toMessage(row, userId, premium), replayed: true };
      if (echo.kind === "none") echoRules.sentWithoutRule(matchId).catch(() => undefined);
      return { message: toMessage(row, userId, premium), replayed: false };
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
