import { Heart, MapPin } from "lucide-react";
import { Link } from "react-router";
import { describeAway } from "#shared/distance";
import type { Candidate } from "#shared/matching";
import { VerifiedMark } from "../../../components/ui/verified-mark";
import { cn } from "../../../lib/cn";

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Who someone is, on their photo: name and age (a link to their profile), pronouns, place and
 * distance, over a gradient. The card and the deck both draw it; `large` is the deck's size.
 * Only the link takes pointers, so a photo pager beneath it keeps its arrows.
 */
export function Nameplate({
  person: c,
  large = false,
  linkClass,
}: {
  person: Candidate;
  large?: boolean;
  linkClass?: string;
}) {
  const away = describeAway(c.distance_miles, c.distance_rounded);
  return (
    <div
      className={cn(
        "pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-slate-950/80 via-slate-950/40 to-transparent px-4 pb-4 text-white",
        // The deck's heart for the photo sits at its bottom right: the words keep clear of it.
        large ? "pt-20 pr-16" : "pt-16",
      )}
    >
      <h3 className={cn("font-bold [text-shadow:0_1px_3px_rgb(0_0_0/0.4)]", large ? "text-3xl" : "text-2xl")}>
        <Link
          to={`/profile/${encodeURIComponent(c.id)}`}
          className={cn("pointer-events-auto rounded focus-visible:outline-2 focus-visible:outline-white", linkClass)}
        >
          {c.name}
          {c.age !== null ? <span className="font-normal">, {c.age}</span> : null}
        </Link>
        {c.verified ? <VerifiedMark compact className="ml-1.5 [&_svg]:size-6" /> : null}
        {c.pronouns ? (
          <span className={cn("ml-2 align-middle font-medium text-white/90", large ? "text-base" : "text-sm")}>
            {c.pronouns}
          </span>
        ) : null}
      </h3>
      {c.city || away ? (
        <p className={cn("flex items-center gap-1 text-white/90", large ? "mt-1" : "mt-0.5 text-sm")}>
          <MapPin aria-hidden className="size-4 shrink-0" />
          <span className="truncate">{[c.city, away].filter(Boolean).join(" · ")}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Their interests, the shared ones first and marked (`max`: how many a card has room for). */
export function InterestChips({ person: c, max, large = false }: { person: Candidate; max?: number; large?: boolean }) {
  const others = c.interests.filter((i) => !c.shared_interests.includes(i));
  const interests = [...c.shared_interests, ...others].slice(0, max);
  if (interests.length === 0) return null;
  const size = large ? "px-3 text-sm" : "px-2.5 text-xs";
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Interests">
      {interests.map((i) => {
        const shared = c.shared_interests.includes(i);
        return (
          <li
            key={i}
            className={cn(
              "rounded-full py-1",
              size,
              shared ? "bg-violet-700 font-semibold text-white" : "bg-slate-100 text-slate-800",
            )}
          >
            {shared ? <span className="sr-only">Shared: </span> : null}
            {capitalised(i)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The small heart on a photo or a prompt answer in the deck: a like for that part of the person
 * (ADR 0512). White and outlined, so it reads as secondary to Like.
 */
export function PartHeart({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={cn(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-fuchsia-700 shadow-md ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 active:scale-95",
        className,
      )}
    >
      <Heart aria-hidden className="size-5" strokeWidth={2.5} />
    </button>
  );
}
