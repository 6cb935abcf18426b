import type { RealtimeReactions } from "../../lib/realtime-socket";
import { messagingQueries } from "./api";

/** What messaging shows, kept current by the tab's socket (app/realtime/connection.ts). */
export const messagingRealtime: RealtimeReactions = {
  on(message, qc) {
    switch (message.type) {
      case "message.created":
      case "message.read":
        void qc.invalidateQueries({ queryKey: messagingQueries.messages(message.match_id).queryKey });
        void qc.invalidateQueries({ queryKey: messagingQueries.conversations().queryKey });
        void qc.invalidateQueries({ queryKey: messagingQueries.unread().queryKey });
        // A first message closes the chance to start an Echo chat; a reflection message uses the day.
        void qc.invalidateQueries({ queryKey: messagingQueries.echo(message.match_id).queryKey });
        break;
      case "echo.changed":
        void qc.invalidateQueries({ queryKey: messagingQueries.echo(message.match_id).queryKey });
        break;
      case "match.created":
      case "match.ended":
        // A match ended by an unmatch, a block or a deleted account leaves the conversation list.
        void qc.invalidateQueries({ queryKey: messagingQueries.conversations().queryKey });
        void qc.invalidateQueries({ queryKey: messagingQueries.unread().queryKey });
        break;
      case "subscription.changed":
        void qc.invalidateQueries({ queryKey: messagingQueries.allowance().queryKey });
        break;
    }
  },
  resync: (qc) => void qc.invalidateQueries({ queryKey: messagingQueries.all }),
};
