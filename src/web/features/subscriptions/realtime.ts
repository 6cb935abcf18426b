import type { RealtimeReactions } from "../../lib/realtime-socket";
import { subscriptionQueries } from "./api";

/** The member's plan (premium badges and gates follow it), kept current by the tab's socket. */
export const subscriptionsRealtime: RealtimeReactions = {
  on(message, qc) {
    if (message.type === "subscription.changed") void qc.invalidateQueries({ queryKey: subscriptionQueries.all });
  },
  // Read as every signed-in page connects (not only when a gate asks), and again after any gap.
  resync(qc) {
    void qc
      .invalidateQueries({ queryKey: subscriptionQueries.all })
      .then(() => qc.prefetchQuery(subscriptionQueries.status()));
  },
};
