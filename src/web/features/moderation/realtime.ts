import type { RealtimeReactions } from "../../lib/realtime-socket";
import { moderationQueries } from "./api";

/** The member's notices from the Unlocked team, kept current by the tab's socket. */
export const moderationRealtime: RealtimeReactions = {
  on(message, qc) {
    if (message.type === "notice.added") void qc.invalidateQueries({ queryKey: moderationQueries.notices().queryKey });
  },
  resync(qc) {
    void qc.invalidateQueries({ queryKey: moderationQueries.notices().queryKey });
  },
};
