import { Heart, MessageCircle, X } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { MatchText } from "#shared/messages";
import type { PersonFit } from "#shared/matching";
import { Button } from "../../../components/ui/button";
import { CompatibilityRing } from "../../../components/ui/compatibility-ring";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { useDecide } from "../api";
import { matchMoments } from "../match-moments";
import { ReasonList } from "./reason-list";

/** The compatibility on a profile: the ring and every reason, in words. */
export function FitPanel({ fit, name }: { fit: PersonFit; name: string }) {
  if (!fit.compatibility) return null;
  const { percent, reasons } = fit.compatibility;
  return (
    <section aria-labelledby="fit-heading" className="rounded-3xl bg-violet-50 p-5">
      <div className="flex items-center gap-4">
        <CompatibilityRing percent={percent} label={`${percent}% compatible`} />
        <div>
          <h2 id="fit-heading" className="text-lg font-semibold text-slate-900">
            Why you and {name} fit
          </h2>
          <p className="text-sm text-slate-700">From your answers and profiles, never your photos.</p>
        </div>
      </div>
      {reasons.length > 0 ? <ReasonList reasons={reasons} className="mt-4 space-y-2" /> : null}
    </section>
  );
}

/**
 * The actions that fit the relationship: Pass and Like before a match (a like already given
 * reads "Liked"), Message once matched.
 */
export function FitActions({ fit, userId, name }: { fit: PersonFit; userId: string; name: string }) {
  const decide = useDecide();
  const navigate = useNavigate();
  if (fit.match_id) {
    return (
      <Button asChild variant="gradient" size="lg" className="flex-1">
        <Link to={`/messages?match=${encodeURIComponent(fit.match_id)}`}>
          <MessageCircle aria-hidden /> Message {name}
        </Link>
      </Button>
    );
  }
  const liked = fit.decision === "like";
  const run = (kind: "like" | "pass") =>
    decide.mutate(
      { userId, kind },
      {
        onSuccess: (result) => {
          if (result.match_id) matchMoments.celebrate(result.match_id);
          else if (kind === "pass") void navigate("/matches");
        },
        onError: (err) => notify.error(MatchText.likeFailed, errorMessage(err)),
      },
    );
  const pending = decide.isPending ? decide.variables.kind : null;
  return (
    <>
      <Button
        variant="outline"
        size="lg"
        className="flex-1 border-slate-300 text-slate-800"
        pending={pending === "pass"}
        onClick={() => run("pass")}
      >
        <X aria-hidden /> Pass
      </Button>
      <Button
        variant={liked ? "secondary" : "gradient"}
        size="lg"
        className="flex-1"
        {...(liked ? { "aria-disabled": true } : {})}
        pending={pending === "like"}
        onClick={liked ? undefined : () => run("like")}
        aria-label={liked ? `Liked ${name}` : `Like ${name}`}
      >
        <Heart aria-hidden className={liked ? "fill-current" : undefined} /> {liked ? "Liked" : "Like"}
      </Button>
    </>
  );
}
