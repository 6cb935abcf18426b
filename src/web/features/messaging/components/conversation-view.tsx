import { ArrowLeft, CheckCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { Conversation } from "#shared/messaging";
import { MessageText, MessageToasts } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { Loading } from "../../../components/ui/loading";
import { cn } from "../../../lib/cn";
import { notify } from "../../../lib/toast";
import { PersonPhoto } from "../../matching";
import { FavoriteMatchButton } from "../../memory-vault";
import { BlockButton, ReportDialog } from "../../safety";
import { VideoCallButton } from "../../video-calls";
import { useEcho, useMarkRead, useMessages } from "../api";
import { EchoPanel } from "./echo-panel";
import { MessageComposer } from "./message-composer";
import { UnmatchButton } from "./unmatch-button";

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

type Props = { conversation: Conversation; myId: string; premium: boolean; onBack: () => void };

/**
 * The right pane: the conversation oldest first, as text (never HTML), and the message box.
 * Opening it, and each new message from the other person while it is open, marks theirs read.
 */
export function ConversationView({ conversation, myId, premium, onBack }: Props) {
  const matchId = conversation.match_id;
  const messages = useMessages(matchId);
  const echo = useEcho(matchId);
  const echoPaused =
    echo.data && !echo.data.can_send
      ? echo.data.phase === "deciding"
        ? "The Echo chat is complete: choose above"
        : "Today's Echo message is sent"
      : undefined;
  const markRead = useMarkRead();
  const bottom = useRef<HTMLDivElement>(null);
  const name = conversation.name ?? MessageText.unknownUser;
  // Marks read what is on screen: up to the newest message shown, never one still on its way.
  const unreadUpTo = messages.data?.some((m) => m.sender_id !== myId && m.read_at === null)
    ? messages.data.at(-1)!.id
    : null;
  const { mutate: mark } = markRead;

  useEffect(() => {
    if (unreadUpTo) mark({ matchId, upTo: unreadUpTo });
  }, [unreadUpTo, matchId, mark]);
  useEffect(() => {
    if (messages.isError) notify.error(MessageToasts.messagesFailed.title, MessageToasts.messagesFailed.description);
  }, [messages.isError]);
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: "end" });
  }, [messages.data?.length]);

  // The newest message from them when the conversation opened; later ones are announced.
  const lastIncoming = messages.data?.filter((m) => m.sender_id !== myId).at(-1);
  const openedWith = useRef<string | null | undefined>(undefined);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (!messages.data) return;
    if (openedWith.current === undefined) openedWith.current = lastIncoming?.id ?? null;
    else if (lastIncoming && lastIncoming.id !== openedWith.current) {
      openedWith.current = lastIncoming.id;
      setAnnouncement(`${name}: ${lastIncoming.message_text}`);
    }
  }, [messages.data, lastIncoming, name]);

  return (
    <section aria-labelledby="conversation-title" className="flex min-h-0 min-w-0 flex-1 flex-col">
      {/* On phones the actions take a row of their own, so the name is never squeezed out. */}
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-200 px-3 py-2">
        <Button variant="ghost" size="icon" className="md:hidden" onClick={onBack} aria-label="Back to conversations">
          <ArrowLeft aria-hidden />
        </Button>
        <PersonPhoto
          src={conversation.avatar_url}
          name={conversation.name}
          className="size-10 rounded-full text-base"
        />
        <h2 id="conversation-title" className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">
          {name}
        </h2>
        <div className="flex w-full justify-end gap-1 sm:w-auto">
          <VideoCallButton matchId={matchId} name={name} />
          <FavoriteMatchButton matchId={matchId} name={name} compact />
          <ReportDialog userId={conversation.user_id} name={name} compact />
          <UnmatchButton matchId={matchId} name={name} onDone={onBack} />
          <BlockButton userId={conversation.user_id} name={name} onBlocked={onBack} compact />
        </div>
      </header>
      <EchoPanel matchId={matchId} name={name} echo={echo.data} conversationBegun={(messages.data?.length ?? 0) > 0} />
      {/* Only what arrives while the conversation is open is announced, not the whole history. */}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4">
        {messages.isPending ? (
          <Loading label="Loading messages..." />
        ) : messages.data && messages.data.length > 0 ? (
          <ol className="space-y-2">
            {messages.data.map((m) => {
              const mine = m.sender_id === myId;
              return (
                <li key={m.id} className={cn("flex flex-col", mine ? "items-end" : "items-start")}>
                  <p
                    className={cn(
                      "max-w-[80%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap",
                      mine ? "bg-violet-700 text-white" : "border border-slate-200 bg-white text-slate-900",
                    )}
                  >
                    <span className="sr-only">{mine ? "You" : name}: </span>
                    {m.message_text}
                  </p>
                  <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
                    {time(m.created_at)}
                    {mine && m.read_at && (
                      <>
                        <CheckCheck aria-hidden className="size-3.5" /> {MessageText.seen}
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ol>
        ) : (
          <p className="py-10 text-center text-slate-700">No messages yet. Say hello to {name}!</p>
        )}
        <div ref={bottom} />
      </div>
      <MessageComposer key={matchId} matchId={matchId} premium={premium} paused={echoPaused} />
    </section>
  );
}
