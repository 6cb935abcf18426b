import { MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useMatches } from "../api";
import { PersonTile } from "./person-tile";

/** What each match's tile offers below Message (the Memory Vault's heart, put there by the app). */
export type MatchExtra = (match: { id: string; name: string }) => ReactNode;

/** The member's mutual matches, newest first; nothing at all until there is one. */
export function MutualMatches({ extra }: { extra?: MatchExtra }) {
  const matches = useMatches(true);
  if (!matches.data || matches.data.length === 0) return null;
  return (
    <section aria-labelledby="mutual-heading" className="mt-8">
      <h2 id="mutual-heading" className="text-xl font-semibold text-slate-900">
        Mutual matches <span className="text-base font-normal text-slate-600">({matches.data.length})</span>
      </h2>
      <ul className="mt-3 flex gap-3 overflow-x-auto pb-2">
        {matches.data.map((m) => (
          <li key={m.id} className="w-32 shrink-0">
            <PersonTile
              userId={m.user_id}
              name={m.name}
              avatarUrl={m.avatar_url}
              age={m.age}
              city={m.city}
              fallback="Matched"
            />
            <Link
              to={`/messages?match=${encodeURIComponent(m.id)}`}
              className="mt-1 flex min-h-11 items-center justify-center gap-1 rounded-lg text-sm font-medium text-violet-800 hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-violet-700"
            >
              <MessageCircle aria-hidden className="size-4" /> Message
            </Link>
            {extra?.({ id: m.id, name: m.name ?? "this match" })}
          </li>
        ))}
      </ul>
    </section>
  );
}
