import type { QueryClient } from "@tanstack/react-query";
import { parseServerMessage, realtimeCloseCodes, realtimePath } from "#shared/realtime";
import { nextTask } from "../../lib/next-task";
import { realtimeSocket, type RealtimeReactions } from "../../lib/realtime-socket";

/**
 * Waits between reconnect attempts: quick at first, then at most every 15 s, each spread by up to
 * a half at random (jitter, on purpose: a restarting server's thousand pages do not all knock on
 * the next one at once).
 */
const backoffMs = (attempt: number) => Math.min(15_000, 500 * 2 ** attempt) * (1 + Math.random() / 2);

type Options = {
  /** Each feature's reactions to the server's messages (app/realtime/reactions.ts). */
  reactions: readonly RealtimeReactions[];
  /** A call rang or the member started one: the shell loads the call code. */
  onCallsWanted: () => void;
  /** The server ended this socket with its session (signed out elsewhere, revoked, deleted). */
  onSessionEnded: () => void;
};

/**
 * The tab's one realtime socket (opened by the app shell for members, use-realtime-connection.ts):
 * every message goes to the features' reactions and to `realtimeSocket`'s listeners (video
 * calls); after any gap (a reconnect, or the server's `resync`) every feature reads again what it
 * shows, so nothing meanwhile is missed. Answers how to close it.
 */
export function connectRealtime(qc: QueryClient, { reactions, onCallsWanted, onSessionEnded }: Options): () => void {
  const stopWanting = realtimeSocket.onCallsWanted(onCallsWanted);
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  // One feature's re-reads per task: starting every query's request at once held a phone's
  // thread for ~70 ms just as the page had drawn. A connection stopped meanwhile (signed out)
  // reads nothing more, and one feature's failure skips none of the others.
  const resyncAll = async () => {
    for (const r of reactions) {
      if (stopped) return;
      try {
        r.resync?.(qc);
      } catch {
        // Its queries keep what they show; the next gap re-reads them.
      }
      await nextTask();
    }
  };
  let spreadTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${realtimePath}`;
    socket = new WebSocket(url);
    socket.onopen = () => {
      realtimeSocket.attach(socket);
      // Marks the document while the socket is open: tests and tools wait for it before acting
      // on what only an open page is told (a moderator's decision).
      document.documentElement.dataset.live = "";
      // Whatever happened while no socket was open (a reconnect's gap, or the moment between
      // the page's first reads and this socket, which opens once the page has drawn) is read again.
      void resyncAll();
      attempt = 0;
    };
    socket.onmessage = (event) => {
      const message = parseServerMessage(String(event.data));
      if (!message) return;
      realtimeSocket.dispatch(message);
      if (message.type === "resync") {
        // Deliberately random: after Redis comes back every open page is told at once, and a
        // random moment within spread_ms keeps them from re-reading all in the same second.
        if (message.spread_ms) spreadTimer = setTimeout(() => void resyncAll(), Math.random() * message.spread_ms);
        else void resyncAll();
        return;
      }
      for (const r of reactions) r.on?.(message, qc);
    };
    socket.onclose = (event) => {
      realtimeSocket.attach(undefined);
      delete document.documentElement.dataset.live;
      // The page asks for its session, which signs it out (and stops this connection with it).
      if (event.code === realtimeCloseCodes.sessionEnded) onSessionEnded();
      if (stopped) return;
      timer = setTimeout(open, backoffMs(attempt));
      attempt += 1;
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(spreadTimer);
    stopWanting();
    realtimeSocket.attach(undefined);
    socket?.close();
  };
}
