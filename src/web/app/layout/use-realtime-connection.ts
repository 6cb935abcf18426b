import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";

/**
 * The signed-in member's one realtime socket, open on every page: a message, a match or a plan
 * bought in another tab shows here without a reload. Its code loads only for members (visitors
 * never fetch it), in an effect rather than a lazy component, so nothing on the page waits for
 * it or suspends; signing out closes it.
 */
export function useRealtimeConnection(signedIn: boolean): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let close: (() => void) | undefined;
    let cancelled = false;
    void import("../../features/messaging").then(({ connectRealtime }) => {
      if (!cancelled) close = connectRealtime(qc);
    });
    return () => {
      cancelled = true;
      close?.();
    };
  }, [signedIn, qc]);
}
