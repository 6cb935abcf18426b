import type { RealtimeReactions } from "../../lib/realtime-socket";
import { moderationQueries } from "./api";
import { restrictionNotice } from "./restriction-notice";

/**
 * The member's notices from the Unlocked team, kept current by the tab's socket; a suspension or
 * ban is kept to be shown after the sign-out that follows it.
 */
export const moderationRealtime: RealtimeReactions = {
  on(message, qc) {
    if (message.type === "notice.added") void qc.invalidateQueries({ queryKey: moderationQueries.notices().queryKey });
    if (message.type === "account.restricted")
      restrictionNotice.set({ kind: message.kind, reason: message.reason, ends_at: message.ends_at });
  },
  resync(qc) {
    void qc.invalidateQueries({ queryKey: moderationQueries.notices().queryKey });
  },
};
