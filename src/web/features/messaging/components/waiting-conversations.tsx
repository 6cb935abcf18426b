import { MessageCircle } from "lucide-react";
import { Link } from "react-router";
import { MessageText } from "#shared/messages";
import { PersonPhoto } from "../../../components/person-photo";
import { useConversations } from "../api";

const open = (matchId: string) => `/messages?match=${encodeURIComponent(matchId)}`;

/**
 * The home's people waiting on the member: new matches nobody has written to yet, and
 * conversations whose last word is theirs. Nothing while nobody waits.
 */
export function WaitingConversations({ myId, headingId }: { myId: string; headingId: string }) {
  const conversations = useConversations();
  // The list's first page: the busiest conversations are the ones waiting.
  const all = conversations.data?.pages[0]?.conversations ?? [];
  const fresh = all.filter((c) => c.last_message === null);
  const yourTurn = all.filter((c) => c.last_message !== null && c.last_message.sender_id !== myId);
  if (fresh.length === 0 && yourTurn.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
        <MessageCircle aria-hidden className="size-6 text-violet-700" /> Waiting for you
      </h2>
      {fresh.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">New matches: say hello</h3>
          <ul className="mt-2 flex gap-4 overflow-x-auto pb-1">
            {fresh.map((c) => (
              <li key={c.match_id} className="w-20 shrink-0 text-center">
                <Link
                  to={open(c.match_id)}
                  className="group block rounded-2xl focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  <PersonPhoto
                    src={c.avatar_url}
                    name={c.name}
                    seed={c.user_id}
                    className="mx-auto size-16 rounded-full text-xl ring-2 ring-fuchsia-500 ring-offset-2"
                  />
                  <span className="mt-1 block truncate text-sm font-medium text-slate-900 group-hover:text-violet-800">
                    {c.name ?? MessageText.unknownUser}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {yourTurn.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-700">Your turn to reply</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {yourTurn.map((c) => (
              <li key={c.match_id}>
                <Link
                  to={open(c.match_id)}
                  className="flex min-h-14 items-center gap-3 rounded-lg py-2 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-700"
                >
                  <PersonPhoto
                    src={c.avatar_url}
                    name={c.name}
                    seed={c.user_id}
                    className="size-11 shrink-0 rounded-full text-base"
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">
                      {c.name ?? MessageText.unknownUser}
                    </span>
                    <span className="block truncate text-sm text-slate-700">{c.last_message!.message_text}</span>
                  </span>
                  {c.unread > 0 ? (
                    <span className="rounded-full bg-violet-700 px-2 py-0.5 text-xs font-semibold text-white">
                      {c.unread} new
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
