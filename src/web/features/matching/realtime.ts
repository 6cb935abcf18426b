import type { RealtimeReactions } from "../../lib/realtime-socket";
import { matchingQueries } from "./api";

/** /matches, kept current by the tab's socket (app/realtime/connection.ts). */
export const matchingRealtime: RealtimeReactions = {
  on(message, qc) {
    if (message.type === "match.created" || message.type === "match.ended")
      void qc.invalidateQueries({ queryKey: matchingQueries.matches().queryKey });
  },
};
