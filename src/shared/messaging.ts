import * as z from "zod/mini";
import { MessageLimits } from "./limits.js";
import { MessageText } from "./messages.js";
import { storableText } from "./text.js";

/**
 * Patterns refused in a message (part 1 §5): script tags, `javascript:` and `vbscript:` URLs and
 * inline event handlers (`onclick=`, `onerror =`…). Messages are always shown as text, never as
 * HTML; this refusal is the spec's extra line of defence, applied by the form and the server alike.
 */
const harmfulPatterns = [/<\s*\/?\s*script\b/i, /(?:java|vb)script\s*:/i, /\bon[a-z]+\s*=/i];

/** The character references a browser would decode in markup that matter to the patterns above. */
const namedReferences: Record<string, string> = {
  lt: "<",
  gt: ">",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  equals: "=",
  quot: '"',
  apos: "'",
  amp: "&",
  lpar: "(",
  rpar: ")",
};
const reference = /&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]+));?/gi;
const decodeReferences = (text: string) =>
  text.replace(reference, (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    const code = hex ? parseInt(hex, 16) : dec ? Number(dec) : undefined;
    if (code !== undefined) return code <= 0x10ffff ? String.fromCodePoint(code) : "";
    return namedReferences[name!.toLowerCase()] ?? whole;
  });

/**
 * The message as a browser might read it, for the check only (what is stored is what was sent):
 * character references decoded (twice-encoded too), compatibility forms folded (full-width
 * `＜ｓｃｒｉｐｔ＞`), and invisible characters removed (zero-width ones, tabs and line breaks,
 * which a browser skips inside `java\tscript:`). The red-team pass stepped around the bare
 * patterns 30 times in 46 this way.
 */
function asReadByABrowser(text: string): string {
  let decoded = text;
  for (let pass = 0; pass < 3; pass += 1) {
    const next = decodeReferences(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded.normalize("NFKC").replace(/[\p{Cf}\p{Cc}]/gu, "");
}

export const isHarmfulMessage = (text: string) => {
  const read = asReadByABrowser(text);
  return harmfulPatterns.some((p) => p.test(text) || p.test(read));
};

export const messageTextSchema = z.pipe(
  z.pipe(
    storableText(),
    z.transform((s: string) => s.trim()),
  ),
  z.string().check(
    z.minLength(1, MessageText.empty),
    z.maxLength(MessageLimits.textMax, MessageText.tooLong),
    z.refine((s) => !isHarmfulMessage(s), MessageText.harmful),
  ),
);

export const sendMessageSchema = z.object({ message_text: messageTextSchema });
export type SendMessage = z.input<typeof sendMessageSchema>;

export const messageSchema = z.object({
  id: z.string(),
  match_id: z.string(),
  sender_id: z.string(),
  message_text: z.string(),
  created_at: z.string(),
  /**
   * When the other person read it. Stored for everyone; on your own messages it is shown only
   * to premium members (read receipts), so the server sends null to a free sender.
   */
  read_at: z.nullable(z.string()),
});
export type Message = z.infer<typeof messageSchema>;
/**
 * A page of a conversation, oldest first (GET /api/conversations/:matchId/messages): without a
 * cursor the newest page; `before` a message id, the page before it (scrolling up); `after` one,
 * what came after it (a page catching up after a gap). Keyset on (created_at, id), never OFFSET;
 * a cursor this conversation does not hold is refused (400).
 */
const messageCursor = z.optional(z.string().check(z.minLength(1), z.maxLength(100)));
export const messagePageQuerySchema = z
  .object({
    before: messageCursor,
    after: messageCursor,
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MessageLimits.pageMax))),
  })
  .check(z.refine((q) => !(q.before && q.after), MessageText.pageBothWays));
export type MessagePageQuery = z.infer<typeof messagePageQuerySchema>;
export const messageListSchema = z.object({
  messages: z.array(messageSchema),
  /** Whether older messages than the first one here exist. */
  has_older: z.boolean(),
  /** Whether newer messages than the last one here exist (only an `after` page can say yes). */
  has_newer: z.boolean(),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** A conversation in the left pane: the match, the other person, the latest message. */
export const conversationSchema = z.object({
  match_id: z.string(),
  user_id: z.string(),
  /** Null when the other person's profile has no name (the page shows "Unknown User"). */
  name: z.nullable(z.string()),
  avatar_url: z.nullable(z.string()),
  matched_at: z.string(),
  last_message: z.nullable(
    z.object({ id: z.string(), message_text: z.string(), sender_id: z.string(), created_at: z.string() }),
  ),
  unread: z.int(),
  /** The other person's Unlocked Beyond badge (an active plan, not hidden by them). */
  beyond_badge: z.boolean(),
  /** The other person's Verified mark (photo verification). */
  verified: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;
/**
 * A page of the member's conversations, busiest first (GET /api/conversations): `next_cursor`
 * (opaque) asks for the page after this one, null at the end. Keyset on (latest activity, match).
 */
export const conversationListSchema = z.object({
  conversations: z.array(conversationSchema),
  next_cursor: z.nullable(z.string()),
});
export const conversationPageQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MessageLimits.conversationPageMax))),
});
export type ConversationPageQuery = z.infer<typeof conversationPageQuerySchema>;
export type ConversationList = z.infer<typeof conversationListSchema>;

/** How many conversations hold messages the member has not read (the Messages tab's badge). */
export const unreadCountSchema = z.object({ conversations: z.int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** The daily allowance (part 1 §4): `remaining` is -1 for premium (unlimited). */
export const allowanceSchema = z.object({
  remaining: z.int(),
  can_send: z.boolean(),
  limit: z.int(),
  /** When the day's allowance starts again (the next UTC midnight); null for premium. */
  resets_at: z.nullable(z.string()),
});
export type Allowance = z.infer<typeof allowanceSchema>;

export const readResultSchema = z.object({ marked: z.int() });

/** Marks read what the page has shown: the other person's messages up to and including `up_to`. */
export const markReadSchema = z.object({ up_to: z.string().check(z.minLength(1), z.maxLength(100)) });
export type MarkRead = z.input<typeof markReadSchema>;
