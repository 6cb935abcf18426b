import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { Conversation } from "#shared/messaging";
import { MessageText, MessageToasts } from "#shared/messages";
import { Loading } from "../../../components/ui/loading";
import { notify } from "../../../lib/toast";
import { useEcho, useMarkRead, useMessages } from "../api";
import { messagesOf } from "../conversation-cache";
import type { ConversationParts } from "../conversation-parts";
import { useOutgoing } from "../send-queue";
import { ConversationHeader } from "./conversation-header";
import { EchoPanel } from "./echo-panel";
import { MessageList } from "./message-list";
import { MessageComposer } from "./message-composer";

export type ConversationViewProps = { conversation: Conversation; myId: string; premium: boolean; onBack: () => void };

/**
 * The right pane: the conversation in pages (its newest first, older ones as the member scrolls
 * up), as text (never HTML), and the message box. Opening it, and each new message from the other
 * person while it is open, marks theirs read. `parts`: what the app adds from other features.
 */
export function ConversationView({
  conversation,
  myId,
  premium,
  onBack,
  parts,
}: ConversationViewProps & { parts: ConversationParts }) {
  const matchId = conversation.match_id;
  const pages = useMessages(matchId);
  const list = useMemo(() => messagesOf(pages.data), [pages.data]);
  // The conversation oldest first, once its newest page is here.
  const messages = pages.data ? list : undefined;
  const echo = useEcho(matchId);
  const echoPaused =
    echo.data && !echo.data.can_send
      ? echo.data.phase === "deciding"
        ? "The Echo chat is complete: choose above"
        : "Today's Echo message is sent"
      : undefined;
  const markRead = useMarkRead(myId);
  const outgoing = useOutgoing(matchId, myId);
  // Icebreakers (early access), for a conversation with nothing in it yet.
  const fresh = messages?.length === 0 && outgoing.length === 0;
  const openers = parts.useOpeners(matchId, fresh);
  const name = conversation.name ?? MessageText.unknownUser;
  const [notesOpen, setNotesOpen] = useState(false);
  const notesId = useId();
  // Marks read what is on screen: up to the newest message shown, never one still on its way.
  const unreadUpTo = messages?.some((m) => m.sender_id !== myId && m.read_at === null) ? messages.at(-1)!.id : null;
  const { mutate: mark } = markRead;

  useEffect(() => {
    if (unreadUpTo) mark({ matchId, upTo: unreadUpTo });
  }, [unreadUpTo, matchId, mark]);
  useEffect(() => {
    if (pages.isError) notify.error(MessageToasts.messagesFailed.title, MessageToasts.messagesFailed.description);
  }, [pages.isError]);
  // The "New" divider: above the first message from them still unread when the conversation opened.
  const [firstUnreadId, setFirstUnreadId] = useState<string | null | undefined>(undefined);
  if (firstUnreadId === undefined && messages)
    setFirstUnreadId(messages.find((m) => m.sender_id !== myId && m.read_at === null)?.id ?? null);

  // The newest message from them when the conversation opened; later ones are announced.
  const lastIncoming = messages?.filter((m) => m.sender_id !== myId).at(-1);
  const openedWith = useRef<string | null | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!messages) return;
    if (openedWith.current === undefined) openedWith.current = lastIncoming?.id ?? null;
    else if (lastIncoming && lastIncoming.id !== openedWith.current) {
      openedWith.current = lastIncoming.id;
      setAnnouncement(`${name}: ${lastIncoming.message_text}`);
    }
  }, [messages, lastIncoming, name]);

  return (
    <section aria-labelledby="conversation-title" className="flex min-h-0 min-w-0 flex-1 flex-col">
      <ConversationHeader
        conversation={conversation}
        name={name}
        onBack={onBack}
        notes={{ open: notesOpen, toggle: () => setNotesOpen((open) => !open), panelId: notesId }}
        parts={parts}
      />
      <div id={notesId} hidden={!notesOpen} className="border-b border-slate-200 bg-white p-2 sm:p-3">
        {notesOpen ? parts.notes({ matchId, name }) : null}
      </div>
      <EchoPanel matchId={matchId} name={name} echo={echo.data} conversationBegun={(messages?.length ?? 0) > 0} />
      {/* Only what arrives while the conversation is open is announced, not the whole history. */}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {pages.isPending ? (
        <div className="min-h-0 flex-1 bg-slate-50">
          <Loading label="Loading messages..." />
        </div>
      ) : messages && messages.length + outgoing.length > 0 ? (
        <MessageList
          messages={messages}
          outgoing={outgoing}
          myId={myId}
          name={name}
          firstUnreadId={firstUnreadId ?? null}
          older={{
            has: pages.hasNextPage,
            loading: pages.isFetchingNextPage,
            load: () => void pages.fetchNextPage(),
          }}
        />
      ) : (
        <div className="min-h-0 flex-1 bg-slate-50">
          <p className="py-10 text-center text-slate-700">No messages yet. Say hello to {name}!</p>
        </div>
      )}
      <MessageComposer
        key={matchId}
        matchId={matchId}
        myId={myId}
        premium={premium}
        paused={echoPaused}
        openers={fresh ? openers : undefined}
      />
    </section>
  );
}
