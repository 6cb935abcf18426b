import {
  type QueryClient,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  allowanceSchema,
  conversationListSchema,
  conversationSchema,
  messageListSchema,
  readResultSchema,
  unreadCountSchema,
} from "#shared/messaging";
import { okResponseSchema } from "#shared/auth";
import { MessageText } from "#shared/messages";
import { echoDecisionResultSchema, echoResponseSchema, echoStateSchema, type EchoChoice } from "#shared/echo";
import { api, readingOnServer } from "../../lib/api";
import {
  conversationKey,
  conversationPath as path,
  conversationsOf,
  type ConversationListPages,
  listKey,
  listRead,
  markRead,
  oneConversationKey,
  unreadKey,
} from "./conversation-cache";

/** Every messaging query's key and fetcher, in one place. */
export const messagingQueries = {
  all: ["messaging"] as const,
  /** The conversation list in pages (conversation-cache.ts), busiest first; more as the member scrolls down. */
  conversations: () =>
    infiniteQueryOptions({
      queryKey: listKey,
      queryFn: ({ client, pageParam }) =>
        api(
          `/api/conversations${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ""}`,
          conversationListSchema,
          { client },
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.next_cursor,
    }),
  /** One conversation by its address: one opened that the list's pages held so far do not show. */
  conversation: (matchId: string) =>
    queryOptions({
      queryKey: oneConversationKey(matchId),
      queryFn: ({ client }) => api(path(matchId), conversationSchema, { client }),
    }),
  /** How many conversations hold unread messages: the Messages tab's badge. */
  unread: () =>
    queryOptions({
      queryKey: unreadKey,
      queryFn: async ({ client }) =>
        (await api("/api/conversations/unread", unreadCountSchema, { client })).conversations,
    }),
  /** A conversation in pages (conversation-cache.ts): the newest first, then older ones as the member scrolls up. */
  messages: (matchId: string) =>
    infiniteQueryOptions({
      queryKey: conversationKey(matchId),
      queryFn: ({ client, pageParam }) =>
        api(
          `${path(matchId)}/messages${pageParam ? `?before=${encodeURIComponent(pageParam)}` : ""}`,
          messageListSchema,
          { client },
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => (page.has_older ? (page.messages[0]?.id ?? null) : null),
      // Kept current by the socket and the member's own sends, never re-read because time passed.
      staleTime: Infinity,
    }),
  /** The conversation's Echo chat (null for an ordinary one). */
  echo: (matchId: string) =>
    queryOptions({
      queryKey: [...messagingQueries.all, "echo", matchId] as const,
      queryFn: async ({ client }) => (await api(`${path(matchId)}/echo`, echoResponseSchema, { client })).echo,
    }),
  allowance: () =>
    queryOptions({
      queryKey: [...messagingQueries.all, "allowance"] as const,
      // Part 1 §8: when the remaining count cannot be read, it counts as 0 and sending waits.
      queryFn: ({ client }) =>
        api("/api/messages/allowance", allowanceSchema, { client }).catch((err: unknown) => {
          if (readingOnServer(client)) throw err;
          return { remaining: 0, can_send: false, limit: 0, resets_at: null };
        }),
    }),
};

/**
 * The name of the other person in a conversation (a caller's, for the ringing dialog): from the
 * list's pages when held, else the conversation read once; "Unknown User" when it cannot be read.
 */
export async function partnerNameOf(qc: QueryClient, matchId: string): Promise<string> {
  const held = conversationsOf(qc.getQueryData<ConversationListPages>(listKey)).find((c) => c.match_id === matchId);
  const conversation =
    held ?? (await qc.fetchQuery({ ...messagingQueries.conversation(matchId), staleTime: 60_000 }).catch(() => null));
  return conversation?.name ?? MessageText.unknownUser;
}

/** A message in an Echo chat can use its day or end its reflection; an ordinary conversation's Echo state cannot change. */
export const afterMessageInEcho = (qc: QueryClient, matchId: string) => {
  if (qc.getQueryData(messagingQueries.echo(matchId).queryKey) !== null)
    void qc.invalidateQueries({ queryKey: messagingQueries.echo(matchId).queryKey });
};

export const useConversations = () => useInfiniteQuery(messagingQueries.conversations());
/** The conversation `matchId` when the list's pages do not hold it (`enabled` false while they might). */
export const useConversation = (matchId: string | null, enabled: boolean) =>
  useQuery({ ...messagingQueries.conversation(matchId ?? ""), enabled: enabled && matchId !== null });
export const useMessages = (matchId: string) => useInfiniteQuery(messagingQueries.messages(matchId));
export const useAllowance = () => useQuery(messagingQueries.allowance());
export const useUnreadCount = (enabled: boolean) => useQuery({ ...messagingQueries.unread(), enabled });
export const useEcho = (matchId: string) => useQuery(messagingQueries.echo(matchId));

export function useStartEcho() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) => api(`${path(matchId)}/echo`, echoStateSchema, { method: "POST" }),
    onSuccess: (echo, matchId) => qc.setQueryData(messagingQueries.echo(matchId).queryKey, echo),
  });
}

/** Keeping updates the Echo chat; letting go ends the match, so every list is read again. */
export function useDecideEcho() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, choice }: { matchId: string; choice: EchoChoice }) =>
      api(`${path(matchId)}/echo/decision`, echoDecisionResultSchema, { body: { choice } }),
    onSuccess: (result, { matchId }) => {
      if (result.ended) void qc.invalidateQueries();
      else qc.setQueryData(messagingQueries.echo(matchId).queryKey, result.echo);
    },
  });
}

/** Marks the other person's unread messages read (opening a conversation does this). */
export function useMarkRead(myId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ matchId, upTo }: { matchId: string; upTo: string }) =>
      api(`${path(matchId)}/read`, readResultSchema, { body: { up_to: upTo } }),
    onSuccess: (result, { matchId, upTo }) => {
      // Marked here at once (the socket tells the member's other pages), so the next message can be marked.
      markRead(qc, matchId, myId, upTo, new Date().toISOString());
      if (result.marked === 0 || listRead(qc, matchId, myId, upTo)) return;
      void qc.invalidateQueries({ queryKey: messagingQueries.conversations().queryKey });
      void qc.invalidateQueries({ queryKey: messagingQueries.unread().queryKey });
    },
  });
}

/** Unmatch: the match and its conversation end for both; every list is read again. */
export function useUnmatch() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (matchId: string) =>
      api(`/api/matches/${encodeURIComponent(matchId)}`, okResponseSchema, { method: "DELETE" }),
    onSettled: () => qc.invalidateQueries(),
  });
}
