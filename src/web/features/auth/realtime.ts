import type { RealtimeReactions } from "../../lib/realtime-socket";
import { recheckSession } from "../../lib/recheck-session";

/**
 * The session, kept current by the tab's socket: the server asks the page to check it (another
 * tab signed in or out), and a socket closed because its session ended makes the page ask too
 * (app/realtime/connection.ts), which signs it out.
 */
export const authRealtime: RealtimeReactions = {
  on(message, qc) {
    if (message.type === "session.check") void recheckSession(qc).catch(() => undefined);
  },
};
