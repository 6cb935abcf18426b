import { AlertCircle, ArrowDown, CheckCheck } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Message } from "#shared/messaging";
import { MessageText } from "#shared/messages";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useHydrated } from "../../../lib/local-time";
import { sendQueue, type Outgoing } from "../send-queue";

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/** Within this far of the newest message the list counts as "at the latest" and follows new ones. */
const AT_END_PX = 80;
/** Older messages are asked for when the member scrolls this close to the top. */
const LOAD_OLDER_PX = 600;
/** Farther up than this many screens, "Jump to latest" is offered. */
const FAR_SCREENS = 2;
/** The newest messages the server draws into the page (a tall phone's screenful and more). */
const DRAWN_ON_SERVER = 20;

function Bubble({ mine, name, text, faded }: { mine: boolean; name: string; text: string; faded?: boolean }) {
  return (
    <p
      className={cn(
        "max-w-[80%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap",
        mine ? "bg-violet-700 text-white" : "border border-slate-200 bg-white text-slate-900",
        faded && "opacity-70",
      )}
    >
      <span className="sr-only">{mine ? "You" : name}: </span>
      {text}
    </p>
  );
}

type Row = { kind: "message"; message: Message } | { kind: "outgoing"; outgoing: Outgoing };
const keyOf = (row: Row) => (row.kind === "message" ? row.message.id : row.outgoing.key);

function StoredMessage({
  message,
  mine,
  name,
  divider,
  timed,
}: {
  message: Message;
  mine: boolean;
  name: string;
  divider: boolean;
  /** False while the server draws and React hydrates: the server does not know the member's time zone. */
  timed: boolean;
}) {
  return (
    <>
      {divider && (
        <p className="flex items-center gap-2 pb-2 text-xs font-semibold text-violet-800">
          <span aria-hidden className="h-px flex-1 bg-violet-200" />
          {MessageText.unreadDivider}
          <span aria-hidden className="h-px flex-1 bg-violet-200" />
        </p>
      )}
      <div className={cn("flex flex-col", mine ? "items-end" : "items-start")}>
        <Bubble mine={mine} name={name} text={message.message_text} />
        <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-600">
          {timed ? time(message.created_at) : "\u00a0"}
          {mine && message.read_at && (
            <>
              <CheckCheck aria-hidden className="size-3.5" /> {MessageText.seen}
            </>
          )}
        </span>
      </div>
    </>
  );
}

function OutgoingMessage({ outgoing, name }: { outgoing: Outgoing; name: string }) {
  const qc = useQueryClient();
  return (
    <div className="flex flex-col items-end" data-outgoing={outgoing.state}>
      <Bubble mine name={name} text={outgoing.text} faded={outgoing.state !== "failed"} />
      {outgoing.state === "failed" ? (
        <span role="alert" className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-red-700">
          <AlertCircle aria-hidden className="size-3.5" />
          {MessageText.failed(outgoing.reason ?? "")}
          <Button size="sm" variant="outline" className="h-7 px-2" onClick={() => sendQueue.retry(qc, outgoing.key)}>
            {MessageText.retry}
          </Button>
          <Button size="sm" variant="ghost" className="h-7 px-2" onClick={() => sendQueue.discard(outgoing.key)}>
            {MessageText.discard}
          </Button>
        </span>
      ) : (
        <span className="mt-0.5 text-xs text-slate-600">{MessageText.sending}</span>
      )}
    </div>
  );
}

type Props = {
  messages: readonly Message[];
  outgoing: readonly Outgoing[];
  myId: string;
  name: string;
  /** The first message from them that was unread when the conversation opened: the "New" divider goes above it. */
  firstUnreadId: string | null;
  older: { has: boolean; loading: boolean; load: () => void };
};

/**
 * The conversation oldest first, as text (never HTML), virtualized: however long the history,
 * the page holds only the bubbles near the screen (TanStack Virtual, anchored to the end as chats
 * are: a page of older messages loaded above keeps the one being read in place, and a new message
 * is followed only when the member is at the latest). Then the member's messages still on their
 * way ("Sending…", or "Failed — reason" with Retry), in the order typed.
 */
export function MessageList({ messages, outgoing, myId, name, firstUnreadId, older }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows: Row[] = [
    ...messages.map((message) => ({ kind: "message" as const, message })),
    ...outgoing.map((o) => ({ kind: "outgoing" as const, outgoing: o })),
  ];
  // The app is not built with React Compiler (nothing memoizes this component automatically), so
  // the virtualizer's functions, which change under it, are safe to call in render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 64,
    getItemKey: (i) => keyOf(rows[i]!),
    anchorTo: "end",
    followOnAppend: true,
    scrollEndThreshold: AT_END_PX,
    overscan: 8,
    paddingStart: 28,
    paddingEnd: 16,
  });

  // The server draws the newest messages as a plain list, shown from its end (flex-col-reverse
  // starts a scroll box at its bottom) before any script runs; once hydrated, the list is
  // virtualized and opens at the latest message.
  const live = useHydrated();
  const stored = (message: Message, timed: boolean) => (
    <StoredMessage
      message={message}
      mine={message.sender_id === myId}
      name={name}
      divider={message.id === firstUnreadId}
      timed={timed}
    />
  );
  useLayoutEffect(() => {
    if (live) virtualizer.scrollToEnd();
  }, [virtualizer, live]);

  // What arrived from them while the member was reading further up: offered, never jumped to.
  const [atEnd, setAtEnd] = useState(true);
  const [far, setFar] = useState(false);
  const [unseen, setUnseen] = useState(0);
  const newestId = messages.at(-1)?.id;
  const lastNewest = useRef(newestId);
  useEffect(() => {
    if (newestId === lastNewest.current) return;
    lastNewest.current = newestId;
    const newest = messages.at(-1);
    if (newest && newest.sender_id !== myId && !atEnd) setUnseen((n) => n + 1);
  }, [newestId, messages, myId, atEnd]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const end = virtualizer.isAtEnd(AT_END_PX);
    setAtEnd(end);
    if (end) setUnseen(0);
    setFar(el.scrollHeight - el.scrollTop - el.clientHeight > FAR_SCREENS * el.clientHeight);
    if (el.scrollTop < LOAD_OLDER_PX && older.has && !older.loading) older.load();
  };
  // A first page shorter than the screen cannot be scrolled: the next one is asked for at once.
  useEffect(() => {
    const el = scroller.current;
    if (el && older.has && !older.loading && el.scrollHeight <= el.clientHeight) older.load();
  });

  // The member's own new message is always shown, wherever they were reading.
  const sending = outgoing.length;
  const lastSending = useRef(sending);
  useEffect(() => {
    if (sending > lastSending.current) virtualizer.scrollToEnd();
    lastSending.current = sending;
  }, [sending, virtualizer]);

  const toLatest = () => {
    setUnseen(0);
    virtualizer.scrollToEnd();
  };

  return (
    <div className="relative min-h-0 flex-1">
      {/* Focusable, so the history scrolls from the keyboard too; named for the screen reader that lands on it. */}
      <div
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="group"
        aria-label={MessageText.historyLabel(name)}
        className={cn(
          "h-full overflow-y-auto bg-slate-50 px-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-700",
          !live && "flex flex-col-reverse",
        )}
      >
        {live ? null : (
          <div role="list" className="pt-7 pb-4">
            {rows.slice(-DRAWN_ON_SERVER).map((row) => (
              <div key={keyOf(row)} role="listitem" className="pb-2">
                {row.kind === "message" ? stored(row.message, false) : null}
              </div>
            ))}
          </div>
        )}
        <div className="relative w-full" hidden={!live} style={{ height: live ? virtualizer.getTotalSize() : 0 }}>
          {/* Where the conversation starts, or that earlier messages are on their way. */}
          <p
            className="absolute inset-x-0 top-1 text-center text-xs text-slate-600"
            hidden={older.has && !older.loading}
          >
            {older.loading ? MessageText.olderLoading : MessageText.beginning}
          </p>
          <div role="list">
            {(live ? virtualizer.getVirtualItems() : []).map((item) => {
              const row = rows[item.index]!;
              return (
                <div
                  key={item.key}
                  role="listitem"
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  className="absolute top-0 left-0 w-full pb-2"
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {row.kind === "message" ? (
                    stored(row.message, true)
                  ) : (
                    <OutgoingMessage outgoing={row.outgoing} name={name} />
                  )}
                </div>
              );
            })}
          </div>
        </div>
      </div>
      {(unseen > 0 || far) && (
        <Button
          size="sm"
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full shadow-md"
          onClick={toLatest}
        >
          <ArrowDown aria-hidden /> {unseen > 0 ? MessageText.newMessages(unseen) : MessageText.jumpToLatest}
        </Button>
      )}
    </div>
  );
}
