import { lazy, Suspense } from "react";
import { matchMoments, useMatchMoment } from "../../features/matching";
import { useMyProfile } from "../../lib/my-profile";

// The dialog's code loads when the first match is made, not with every page.
const MatchMoment = lazy(() =>
  import("../../features/matching/match-moment.lazy").then((m) => ({ default: m.MatchMoment })),
);

/** Opens the match moment on whatever page the member is on (matching's store says when). */
export function MatchMomentHost() {
  const matchId = useMatchMoment();
  const me = useMyProfile(matchId !== null);
  if (!matchId || !me.data) return null;
  return (
    <Suspense fallback={null}>
      <MatchMoment key={matchId} matchId={matchId} me={me.data} onClose={() => matchMoments.done(matchId)} />
    </Suspense>
  );
}
