import { useEffect, useRef } from "react";
import type { Conversation } from "#shared/messaging";
import { MessageText } from "#shared/messages";
import { cn } from "../../../lib/cn";
import { PersonPhoto } from "../../../components/person-photo";

type Props = {
  conversations: Conversation[];
  selected: string | null;
  myId: string;
  onSelect: (matchId: string) => void;
  /** The next page of the list: asked for when its end scrolls into view (or its button is pressed). */
  more: { has: boolean; loading: boolean; load: () => void };
};

/**
 * The left pane (part 1 §2 /messages): each match, the other person's name and the latest
 * message, busiest first, a page at a time: the next page loads as the end of the list comes into
 * view, and a button does the same for keyboards and screen readers.
 */
export function ConversationList({ conversations, selected, myId, onSelect, more }: Props) {
  const end = useRef<HTMLLIElement>(null);
  const { has, loading, load } = more;
  useEffect(() => {
    const node = end.current;
    if (!node || !has || loading) return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) load();
    });
    seen.observe(node);
    return () => seen.disconnect();
  }, [has, loading, load]);
  return (
    <ul className="divide-y divide-slate-200" aria-label="Your conversations">
      {conversations.map((c) => {
        const name = c.name ?? MessageText.unknownUser;
        const last = c.last_message;
        return (
          <li key={c.match_id}>
            <button
              type="button"
              onClick={() => onSelect(c.match_id)}
              aria-current={c.match_id === selected ? "true" : undefined}
              className={cn(
                "flex min-h-16 w-full items-center gap-3 px-3 py-3 text-left hover:bg-violet-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-violet-700",
                c.match_id === selected && "bg-violet-100",
              )}
            >
              <PersonPhoto src={c.avatar_url} name={c.name} className="size-11 shrink-0 rounded-full text-lg" />
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-semibold text-slate-900">{name}</span>
                  {c.unread > 0 && (
                    <span className="rounded-full bg-violet-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {c.unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </span>
                <span className="block truncate text-sm text-slate-700">
                  {last ? `${last.sender_id === myId ? "You: " : ""}${last.message_text}` : "You matched. Say hello!"}
                </span>
              </span>
            </button>
          </li>
        );
      })}
      {has ? (
        <li ref={end} className="p-3 text-center">
          <button
            type="button"
            onClick={load}
            disabled={loading}
            className="rounded-full px-4 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700 disabled:text-slate-600"
          >
            {loading ? MessageText.moreConversationsLoading : MessageText.moreConversations}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
