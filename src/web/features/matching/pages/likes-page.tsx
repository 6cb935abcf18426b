import { Compass, Heart, Lock, UserPen } from "lucide-react";
import { Link } from "react-router";
import { LikesText } from "#shared/phone-first-messages";
import { Button } from "../../../components/ui/button";
import { Loading } from "../../../components/ui/loading";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { matchingQueries, useLikedYou } from "../api";
import { firstReads } from "../../../lib/page-data";
import { LikedPartNote } from "../components/liked-part";
import { PeopleList } from "../components/people-list";

/** How many faces the locked teaser draws, veiled or as plain shapes, before "+N". */
const TEASER_FACES = 3;

/**
 * The Likes tab: the people who liked the member and wait for an answer. Plus and Beyond see
 * them as discovery's cards, to like back or pass; a free member sees how many, and the newest
 * faces blurred beyond recognition (the server sends a few pixels of each, never who), with the
 * upgrade: seeing who stays a paid perk, as /pricing says. Kept live by `like.received`.
 */
/** Who likes the member (for a free member, the veiled faces): the Likes tab's whole content. */
export const loader = firstReads(({ client, member }) =>
  member ? [client.ensureQueryData(matchingQueries.likedYou())] : [],
);

export default function LikesPage() {
  useDocumentTitle(LikesText.title);
  const liked = useLikedYou(true);

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{LikesText.title}</h1>
      {liked.isPending ? (
        <Loading />
      ) : !liked.data || liked.data.count === 0 ? (
        <NoLikesYet />
      ) : liked.data.locked ? (
        <LockedLikes count={liked.data.count} veils={liked.data.veils} />
      ) : (
        <section aria-labelledby="likes-heading" className="mt-4">
          <h2 id="likes-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
            <Heart aria-hidden className="size-5 text-fuchsia-700" fill="currentColor" />
            {LikesText.heading(liked.data.count)}
          </h2>
          <p className="mt-1 text-slate-700">{LikesText.open}</p>
          <div className="mt-4">
            <PeopleList
              people={liked.data.people}
              gridClass="sm:grid-cols-2 lg:grid-cols-3"
              note={(person) => {
                const part = liked.data.parts[person.id];
                return part ? <LikedPartNote part={part} /> : null;
              }}
            />
          </div>
        </section>
      )}
    </main>
  );
}

function LockedLikes({ count, veils }: { count: number; veils: readonly (string | null)[] }) {
  const shown = Math.min(count, TEASER_FACES);
  const faces = Array.from({ length: shown }, (_, i) => veils[i] ?? null);
  return (
    <section aria-labelledby="likes-heading" className="mt-4">
      <h2 id="likes-heading" className="text-xl font-semibold text-slate-900">
        {LikesText.heading(count)}
      </h2>
      <ul className="mt-4 grid max-w-lg grid-cols-3 gap-3" aria-label={LikesText.heading(count)}>
        {faces.map((veil, i) => (
          <li
            key={i}
            className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-gradient-to-br from-violet-300 via-fuchsia-200 to-amber-100"
          >
            {veil ? (
              <img
                src={veil}
                alt={LikesText.veiled}
                className="absolute inset-0 size-full scale-125 object-cover blur-xl saturate-150"
              />
            ) : (
              <span className="sr-only">{LikesText.veiled}</span>
            )}
            <span className="absolute inset-0 flex items-center justify-center">
              <span className="flex size-10 items-center justify-center rounded-full bg-white/80 text-violet-800 shadow">
                <Lock aria-hidden className="size-5" />
              </span>
            </span>
            {i === shown - 1 && count > shown ? (
              <span className="absolute right-2 bottom-2 rounded-full bg-slate-900/75 px-2 py-0.5 text-sm font-bold text-white">
                {LikesText.more(count - shown)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-6 max-w-lg rounded-2xl border border-violet-200 bg-violet-50 p-5">
        <p className="text-slate-800">{LikesText.lockedBody}</p>
        <Button asChild variant="gradient" className="mt-4 w-full sm:w-auto">
          <Link to="/pricing">
            <Heart aria-hidden /> {LikesText.lockedAction}
          </Link>
        </Button>
        <p className="mt-4 text-sm text-slate-700">{LikesText.lockedHint}</p>
      </div>
    </section>
  );
}

function NoLikesYet() {
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 p-6 text-center">
      <Heart aria-hidden className="mx-auto size-10 text-fuchsia-700" />
      <h2 className="mt-3 text-xl font-semibold text-slate-900">{LikesText.emptyTitle}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{LikesText.emptyBody}</p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link to="/profile/edit">
            <UserPen aria-hidden /> {LikesText.emptyEdit}
          </Link>
        </Button>
        <Button asChild>
          <Link to="/matches">
            <Compass aria-hidden /> {LikesText.emptyDiscover}
          </Link>
        </Button>
      </div>
    </section>
  );
}
