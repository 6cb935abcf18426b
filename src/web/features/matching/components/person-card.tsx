import { Heart, Quote, X } from "lucide-react";
import { Link } from "react-router";
import type { Candidate } from "#shared/matching";
import { profilePrompts } from "#shared/profiles";
import { Button } from "../../../components/ui/button";
import { BeyondBadge } from "../../../components/ui/beyond-badge";
import { CompatibilityRing } from "../../../components/ui/compatibility-ring";
import { InterestChips, Nameplate } from "./person-parts";
import { PersonPhoto } from "../../../components/person-photo";
import { ReasonList } from "./reason-list";

/** Reasons shown on the card; the profile shows every one. */
const CARD_REASONS = 3;
const CARD_INTERESTS = 5;

export type CardActions = {
  liked: boolean;
  /** Which decision is on its way, if any. */
  pending: "like" | "pass" | null;
  onLike: () => void;
  onPass: () => void;
};

/**
 * One person, the way the landing's introduction promises it: a large photo (or their own art)
 * with name, age, place and distance on it, the score with its top reasons in words, a line in
 * their own words, what you share, and Pass / Like within a thumb's reach. Used wherever
 * discovery shows people.
 */
export function PersonCard({
  candidate: c,
  actions,
  first = false,
}: {
  candidate: Candidate;
  actions: CardActions;
  first?: boolean;
}) {
  const profile = `/profile/${encodeURIComponent(c.id)}`;
  return (
    <article
      aria-label={c.name}
      className="flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-md shadow-violet-950/5"
    >
      <div className="relative">
        <PersonPhoto
          src={c.avatar_url}
          name={c.name}
          seed={c.id}
          first={first}
          className="aspect-[4/5] max-h-[62dvh] w-full text-6xl sm:max-h-none"
        />
        {c.beyond_badge ? <BeyondBadge className="absolute top-3 left-3 px-2.5 py-1" /> : null}
        <div className="absolute top-3 right-3 rounded-full bg-white/95 p-1 shadow-lg">
          <CompatibilityRing percent={c.compatibility.percent} size={56} label={`${c.compatibility.percent}% match`} />
        </div>
        <Nameplate person={c} linkClass="after:absolute after:inset-0" />
      </div>

      <div className="flex flex-1 flex-col gap-4 p-4">
        {c.compatibility.reasons.length > 0 ? (
          <section aria-label={`Why you and ${c.name} fit`}>
            <ReasonList reasons={c.compatibility.reasons.slice(0, CARD_REASONS)} className="space-y-1.5 text-sm" />
          </section>
        ) : null}

        {c.own_words ? (
          <figure className="rounded-2xl bg-violet-50 px-4 py-3">
            {c.own_words.prompt ? (
              <figcaption className="text-xs font-semibold tracking-wide text-violet-800 uppercase">
                {profilePrompts[c.own_words.prompt]}
              </figcaption>
            ) : (
              <Quote aria-hidden className="size-4 text-violet-700" />
            )}
            <blockquote className="mt-1 line-clamp-3 text-base leading-snug font-medium text-slate-900">
              {c.own_words.text}
            </blockquote>
          </figure>
        ) : null}

        <InterestChips person={c} max={CARD_INTERESTS} />

        <div className="mt-auto flex items-center gap-2 pt-1">
          <Button
            variant="outline"
            size="icon"
            className="size-12 shrink-0 rounded-full border-slate-300 text-slate-700 hover:bg-slate-50"
            pending={actions.pending === "pass"}
            onClick={actions.onPass}
            aria-label={`Pass on ${c.name}`}
          >
            <X aria-hidden className="size-5!" />
          </Button>
          <Button asChild variant="ghost" className="flex-1 px-2 whitespace-nowrap">
            <Link to={profile} aria-label={`View Profile: ${c.name}`}>
              View Profile
            </Link>
          </Button>
          <Button
            variant={actions.liked ? "secondary" : "gradient"}
            {...(actions.liked ? { "aria-disabled": true } : {})}
            pending={actions.pending === "like"}
            onClick={actions.liked ? undefined : actions.onLike}
            aria-label={actions.liked ? `Liked ${c.name}` : `Like ${c.name}`}
            className="h-12 flex-1 rounded-full"
          >
            <Heart aria-hidden className={actions.liked ? "fill-current" : undefined} />
            {actions.liked ? "Liked" : "Like"}
          </Button>
        </div>
      </div>
    </article>
  );
}
