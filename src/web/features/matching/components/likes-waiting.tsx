import { Heart } from "lucide-react";
import { Link } from "react-router";
import { LikesText } from "#shared/phone-first-messages";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { useLikesCount } from "../api";

/**
 * Home's "what's new" about likes: how many wait for the member's answer, the Likes tab's own
 * count (kept live by `like.received`), with the way there. Nothing while nobody waits.
 */
export function LikesWaiting() {
  const count = useLikesCount(true).data ?? 0;
  if (count === 0) return null;
  return (
    <Card className="flex items-center gap-4 border-rose-200 bg-gradient-to-br from-rose-50 to-violet-50">
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-rose-600">
        <Heart className="size-6 fill-current" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold text-slate-900">{LikesText.heading(count)}</h2>
        <p className="mt-0.5 text-slate-700">{LikesText.homeBody}</p>
      </div>
      <Button asChild variant="gradient" className="shrink-0">
        <Link to="/likes">{LikesText.homeAction}</Link>
      </Button>
    </Card>
  );
}
