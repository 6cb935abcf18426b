import type { QueryClient } from "@tanstack/react-query";
import type { RealtimeReactions } from "../../lib/realtime-socket";
import { afterMessageInEcho, messagingQueries } from "./api";
import { addMessage, catchUp, conversationKey, listMessage, listRead, markRead } from "./conversation-cache";
import { sendQueue } from "./send-queue";

/** A busy conversation's lists are read again at most this often (at once, then once more at the end of a burst). */
const LISTS_READ_EVERY_MS = 1000;
let listsReadAt = 0;
let listsTimer: ReturnType<typeof setTimeout> | undefined;
/**
 * The lists beside a conversation (its last message, the unread counts), read again when they
 * could not be written in place: at once, and during a burst once more after it, never once per
 * message (a 1,000-message test hit the API's flood guard re-reading the tab's badge each time).
 */
const refreshLists = (qc: QueryClient) => {
  const read = () => {
    listsReadAt = Date.now();
    void qc.invalidateQueries({ queryKey: messagingQueries.conversations().queryKey });
    void qc.invalidateQueries({ queryKey: messagingQueries.unread().queryKey });
  };
  const wait = listsReadAt + LISTS_READ_EVERY_MS - Date.now();
  if (wait <= 0) read();
  else
    listsTimer ??= setTimeout(() => {
      listsTimer = undefined;
      read();
    }, wait);
};

/**
 * What messaging shows, kept current by the tab's socket (app/realtime/connection.ts). A message
 * and a read receipt arrive whole and are written into the conversation the page holds; after a
 * gap each conversation held asks only for what came since its newest message.
 */
export const messagingRealtime: RealtimeReactions = {
  on(message, qc) {
    switch (message.type) {
      case "message.created":
        addMessage(qc, message.message);
        // The member's own send, answered here first: its "Sending…" copy gives way in the same update.
        if (message.client_key) sendQueue.settled(message.client_key);
        if (!listMessage(qc, message.message)) refreshLists(qc);
        afterMessageInEcho(qc, message.match_id);
        break;
      case "message.read":
        if (!markRead(qc, message.match_id, message.reader_id, message.up_to, message.read_at))
          void catchUp(qc, message.match_id);
        // The member read it on another page: nothing is unread there any more.
        if (!listRead(qc, message.match_id, message.reader_id, message.up_to)) refreshLists(qc);
        break;
      case "echo.changed":
        void qc.invalidateQueries({ queryKey: messagingQueries.echo(message.match_id).queryKey });
        break;
      case "match.created":
      case "match.ended":
        // A match ended by an unmatch, a block or a deleted account leaves the conversation list.
        refreshLists(qc);
        break;
      case "subscription.changed":
        void qc.invalidateQueries({ queryKey: messagingQueries.allowance().queryKey });
        break;
    }
  },
  resync(qc) {
    // The conversations held catch up; everything else messaging shows is read again.
    const held = qc.getQueryCache().findAll({ queryKey: [...messagingQueries.all, "messages"] });
    for (const query of held) void catchUp(qc, query.queryKey[2] as string);
    void qc.invalidateQueries({
      queryKey: messagingQueries.all,
      predicate: (query) => query.queryKey[1] !== conversationKey("")[1],
    });
  },
};
