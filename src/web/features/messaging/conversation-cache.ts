import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { MessageLimits } from "#shared/limits";
import {
  messageListSchema,
  type Conversation,
  type ConversationList,
  type Message,
  type MessageList,
} from "#shared/messaging";
import { api } from "../../lib/api";

/**
 * A conversation as the page holds it: TanStack Query's pages, `pages[0]` the newest and each
 * next one older (scrolling up asks for the page before the oldest shown). A message that arrives
 * (the socket, the member's own send) is written into the newest page; nothing re-reads the
 * conversation because something arrived (ADR 0221).
 */
export type ConversationPages = InfiniteData<MessageList, unknown>;

export const conversationPath = (matchId: string) => `/api/conversations/${encodeURIComponent(matchId)}`;
export const conversationKey = (matchId: string) => ["messaging", "messages", matchId] as const;

/** The conversation oldest first, as the page shows it. */
export function messagesOf(data: ConversationPages | undefined): Message[] {
  if (!data) return [];
  const out: Message[] = [];
  for (let i = data.pages.length - 1; i >= 0; i -= 1) out.push(...data.pages[i]!.messages);
  return out;
}

const isAfter = (a: Message, b: Message) =>
  a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id);

/** The pages with `message` in the newest page at its place (the conversation's order), once. */
function withMessage(data: ConversationPages, message: Message): ConversationPages {
  if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const list = [...newest.messages];
  let at = list.length;
  while (at > 0 && isAfter(list[at - 1]!, message)) at -= 1;
  list.splice(at, 0, message);
  return { ...data, pages: [{ ...newest, messages: list }, ...older] };
}

/** A message the member sent or received: into the conversation's newest page, if the page holds it. */
export function addMessage(qc: QueryClient, message: Message): void {
  qc.setQueryData<ConversationPages>(conversationKey(message.match_id), (data) =>
    data ? withMessage(data, message) : data,
  );
}

/**
 * `readerId` read the other person's messages up to `upTo` at `readAt`: the page marks them
 * (the sender's "Seen", the reader's unread divider). Answers false when `upTo` is not among the
 * messages held (the page missed some): then it catches up instead.
 */
export function markRead(qc: QueryClient, matchId: string, readerId: string, upTo: string, readAt: string): boolean {
  let found = false;
  qc.setQueryData<ConversationPages>(conversationKey(matchId), (data) => {
    if (!data) return data;
    const all = messagesOf(data);
    const last = all.findIndex((m) => m.id === upTo);
    if (last < 0) return data;
    found = true;
    const upToMessage = all[last]!;
    const mark = (m: Message) =>
      m.sender_id !== readerId && m.read_at === null && !isAfter(m, upToMessage) ? { ...m, read_at: readAt } : m;
    return { ...data, pages: data.pages.map((p) => ({ ...p, messages: p.messages.map(mark) })) };
  });
  return found || qc.getQueryData(conversationKey(matchId)) === undefined;
}

/**
 * After a gap (a reconnect, the server's resync): asks only for what came since the newest
 * message held. More than a page's worth missed, or a cursor the server no longer knows: the
 * conversation starts again from its newest page.
 */
export async function catchUp(qc: QueryClient, matchId: string): Promise<void> {
  const data = qc.getQueryData<ConversationPages>(conversationKey(matchId));
  const newest = data?.pages[0]?.messages.at(-1);
  if (!data || !newest) {
    await qc.invalidateQueries({ queryKey: conversationKey(matchId) });
    return;
  }
  try {
    const since = await api(
      `${conversationPath(matchId)}/messages?after=${encodeURIComponent(newest.id)}&limit=${MessageLimits.pageMax}`,
      messageListSchema,
    );
    if (since.has_newer) throw new Error("more than a page missed");
    qc.setQueryData<ConversationPages>(conversationKey(matchId), (current) =>
      current ? since.messages.reduce(withMessage, current) : current,
    );
  } catch {
    await qc.resetQueries({ queryKey: conversationKey(matchId) });
  }
}

/** The conversation list in pages (GET /api/conversations), busiest first; more as the member scrolls down. */
export type ConversationListPages = InfiniteData<ConversationList, unknown>;
export const listKey = ["messaging", "conversations"] as const;
/** How many conversations hold unread messages (the Messages tab's badge). */
export const unreadKey = ["messaging", "unread"] as const;
/** One conversation asked by its address (one opened that the list's pages held so far do not show). */
export const oneConversationKey = (matchId: string) => ["messaging", "conversation", matchId] as const;
const activity = (c: Conversation) => c.last_message?.created_at ?? c.matched_at;

/** The list's conversations in order, every page held. */
export function conversationsOf(data: ConversationListPages | undefined): Conversation[] {
  return data ? data.pages.flatMap((p) => p.conversations) : [];
}

/** The list with `entry` taken out and `updated` placed by its activity among the pages held. */
function relisted(data: ConversationListPages, entry: Conversation, updated: Conversation): ConversationListPages {
  const pages = data.pages.map((p) => ({ ...p, conversations: p.conversations.filter((c) => c !== entry) }));
  // Busier than a row held: it goes before that row; else after the last row held.
  for (const page of pages) {
    const at = page.conversations.findIndex((c) => activity(c) <= activity(updated));
    if (at >= 0) {
      page.conversations.splice(at, 0, updated);
      return { ...data, pages };
    }
  }
  pages.at(-1)?.conversations.push(updated);
  return { ...data, pages };
}

/**
 * The conversation list and the Messages tab's badge after a message, written in place (a busy
 * conversation once re-read the whole list for each message). False when the page does not
 * hold the list, or the list not the conversation (a new match, or one further down than the
 * pages held): the caller reads them again (the badge's count is one small read; a list no page
 * shows is only marked stale).
 */
export function listMessage(qc: QueryClient, message: Message): boolean {
  const list = qc.getQueryData<ConversationListPages>(listKey);
  const entry = conversationsOf(list).find((c) => c.match_id === message.match_id);
  if (!list || !entry) return false;
  const fromThem = message.sender_id === entry.user_id;
  // Heard twice (the send's answer and the socket), or older than what the list shows: nothing to change.
  const shown = entry.last_message;
  if (shown && (shown.id === message.id || shown.created_at > message.created_at)) return true;
  const updated: Conversation = {
    ...entry,
    last_message: {
      id: message.id,
      message_text: message.message_text,
      sender_id: message.sender_id,
      created_at: message.created_at,
    },
    unread: entry.unread + (fromThem ? 1 : 0),
  };
  if (fromThem && entry.unread === 0) qc.setQueryData<number>(unreadKey, (n) => (n === undefined ? n : n + 1));
  qc.setQueryData<ConversationListPages>(listKey, relisted(list, entry, updated));
  return true;
}

/**
 * `readerId` read a conversation up to `upTo`. The other person reading changes nothing in the
 * member's list; the member reading (here or on another page) leaves nothing unread when that
 * was its latest message. False when the list or the badge must be read again.
 */
export function listRead(qc: QueryClient, matchId: string, readerId: string, upTo: string): boolean {
  const list = qc.getQueryData<ConversationListPages>(listKey);
  const entry = conversationsOf(list).find((c) => c.match_id === matchId);
  if (entry && readerId === entry.user_id) return true;
  if (!list || !entry || entry.last_message?.id !== upTo) return false;
  if (entry.unread > 0) qc.setQueryData<number>(unreadKey, (n) => (n === undefined ? n : Math.max(0, n - 1)));
  qc.setQueryData<ConversationListPages>(listKey, {
    ...list,
    pages: list.pages.map((p) => ({
      ...p,
      conversations: p.conversations.map((c) => (c === entry ? { ...c, unread: 0 } : c)),
    })),
  });
  return true;
}
