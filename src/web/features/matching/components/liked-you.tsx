import { Heart, Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { useLikedYou } from "../api";
import { PeopleList } from "./people-list";

/**
 * "Likes you" (expanded matching, Plus and Beyond): the people who liked the member and wait for
 * an answer, as the same cards as discovery (liking one back makes the match). Free members see
 * how many, with the upgrade; nothing shows while nobody waits.
 */
export function LikedYou() {
  const liked = useLikedYou(true);
  if (!liked.data || liked.data.count === 0) return null;
  const { count, locked, people } = liked.data;
  const heading = `${count} ${count === 1 ? "person likes" : "people like"} you`;
  return (
    <section aria-labelledby="liked-you-heading" className="mt-8">
      <h2 id="liked-you-heading" className="flex items-center gap-2 text-xl font-semibold text-slate-900">
        <Heart aria-hidden className="size-5 text-fuchsia-700" /> {heading}
      </h2>
      {locked ? (
        <div className="mt-3 flex flex-wrap items-center gap-4 rounded-2xl border border-violet-200 bg-violet-50 p-4">
          <Lock aria-hidden className="size-5 text-violet-800" />
          <p className="flex-1 text-slate-800">
            See who they are, and like them back, with Unlocked+ or Unlocked Beyond.
          </p>
          <Button asChild variant="gradient" size="sm">
            <Link to="/pricing">See who likes you</Link>
          </Button>
        </div>
      ) : (
        <div className="mt-3">
          <PeopleList people={people} />
        </div>
      )}
    </section>
  );
}
