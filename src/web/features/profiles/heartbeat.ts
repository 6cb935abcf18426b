import { useEffect } from "react";
import { ProfileLimits } from "#shared/limits";
import { lastOnlineSchema } from "#shared/session";
import { api } from "../../lib/api";

/**
 * Refreshes last_online while a signed-in session is open. It runs in the app shell on every
 * page, so it lives apart from the profile queries (whose contract needs full zod).
 */
export function useLastOnlineHeartbeat(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    const beat = () =>
      void api("/api/profile/last-online", lastOnlineSchema, { method: "POST" }).catch(() => undefined);
    // The first beat in a task of its own, cancelled with the effect: an effect mounted twice
    // (React's StrictMode in development) then still beats once.
    const first = setTimeout(beat, 0);
    const timer = setInterval(beat, ProfileLimits.lastOnlineRefreshMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [signedIn]);
}
