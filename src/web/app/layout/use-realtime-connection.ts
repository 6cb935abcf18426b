import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { recheckSession } from "../../lib/recheck-session";

/**
 * The signed-in member's one realtime socket, open on every page: a message, a match or a plan
 * bought in another tab shows here without a reload. Its code loads only for members (visitors
 * never fetch it), in an effect rather than a lazy component, so nothing on the page waits for
 * it or suspends; signing out closes it. Answers whether video calls are wanted yet (a call
 * rang, or the member started one), so the call code loads only then.
 */
export function useRealtimeConnection(signedIn: boolean): boolean {
  const qc = useQueryClient();
  const [callsWanted, setCallsWanted] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import("../realtime/connection"), import("../realtime/reactions")]).then(
      ([{ connectRealtime }, { realtimeReactions }]) => {
        if (cancelled) return;
        close = connectRealtime(qc, {
          reactions: realtimeReactions,
          onCallsWanted: () => setCallsWanted(true),
          onSessionEnded: () => void recheckSession(qc).catch(() => undefined),
        });
      },
    );
    return () => {
      cancelled = true;
      close?.();
    };
  }, [signedIn, qc]);
  return signedIn && callsWanted;
}
