import { MapPin } from "lucide-react";
import { Link } from "react-router";
import type { SampleProfile } from "#shared/sample-profiles";
import { Button } from "../../../components/ui/button";
import { LikeButton } from "./like-button";
import { MatchBadge } from "./match-badge";

const cardClass = "flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm";

function Place({ city, away }: { city: string | null; away: string | null }) {
  if (!city && !away) return null;
  return (
    <p className="mt-1 inline-flex items-center gap-1 text-sm text-slate-600">
      <MapPin className="size-4" aria-hidden />
      {[city, away].filter(Boolean).join(" · ")}
    </p>
  );
}

type LikeState = { liked: boolean; pending: boolean; onLike: () => void };

/** One of the illustrated sample people (its art lazy unless it is the screen's `first`), labelled as a sample, with its stable badge. */
export function SampleCard({
  sample,
  percent,
  like,
  first = false,
}: {
  sample: SampleProfile;
  percent: number;
  like: LikeState;
  first?: boolean;
}) {
  return (
    <article className={cardClass} aria-label={`${sample.name} (sample profile)`}>
      <span className="relative block">
        <img
          src={sample.photos[0]}
          alt={`Illustration of ${sample.name}`}
          {...(first ? { fetchPriority: "high" as const } : { loading: "lazy" as const })}
          width={600}
          height={450}
          className="aspect-[4/3] w-full object-cover"
        />
        <span className="absolute top-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-violet-800">
          Sample
        </span>
      </span>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold text-slate-900">
          {sample.name}
          <span className="font-normal text-slate-700">, {sample.age}</span>
        </h3>
        <Place city={sample.location} away={null} />
        <div className="mt-3">
          <MatchBadge percent={percent} />
        </div>
        <div className="mt-auto flex gap-2 pt-4">
          <Button asChild variant="outline" className="flex-1">
            <Link to={`/sample-profiles/${sample.id}`} aria-label={`View Profile: ${sample.name} (sample profile)`}>
              View Profile
            </Link>
          </Button>
          <LikeButton name={sample.name} {...like} />
        </div>
      </div>
    </article>
  );
}
