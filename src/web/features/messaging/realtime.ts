import type { QueryClient } from "@tanstack/react-query";
import { parseServerMessage, realtimeCloseCodes, realtimePath } from "#shared/realtime";
import { realtimeSocket } from "../../lib/realtime-socket";
import { recheckSession } from "../auth";
import { matchingQueries } from "../matching";
import { subscriptionQueries } from "../subscriptions";
import { messagingQueries } from "./api";

/**
 * Waits between reconnect attempts: quick at first, then at most every 15 s, each spread by up to
 * a half at random (jitter, on purpose: a restarting server's thousand pages do not all knock on
 * the next one at once).
 */
const backoffMs = (attempt: number) => Math.min(15_000, 500 * 2 ** attempt) * (1 + Math.random() / 2);

/**
 * Keeps what the member sees current: one socket per tab (opened by the app shell for members,
 * app/layout/use-realtime-connection.ts), and each event re-reads what it changed (only ids
 * travel). After any gap (a reconnect, or the server's `resync`) everything messaging shows, and
 * the plan, is read again, so nothing meanwhile is missed. `onCallsWanted` hears when a call
 * rings or the member starts one (the shell then loads the call code). Answers how to close it.
 */
export function connectRealtime(qc: QueryClient, onCallsWanted: () => void): () => void {
  const stopWanting = realtimeSocket.onCallsWanted(onCallsWanted);
  let socket: WebSocket | undefined;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const refreshAll = () => {
    void qc.invalidateQueries({ queryKey: messagingQueries.all });
    void qc.invalidateQueries({ queryKey: subscriptionQueries.all });
  };

  const open = () => {
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${realtimePath}`;
    socket = new WebSocket(url);
    socket.onopen = () => {
      realtimeSocket.attach(socket);
      // Whatever happened while no socket was open (a reconnect's gap, or the moment between
      // the page's first reads and this socket, which opens once the page has drawn) is read again.
      refreshAll();
      attempt = 0;
    };
    socket.onmessage = (event) => {
      const message = parseServerMessage(String(event.data));
      if (!message) return;
      realtimeSocket.dispatch(message);
      switch (message.type) {
        case "message.created":
        case "message.read":
          void qc.invalidateQueries({ queryKey: messagingQueries.messages(message.match_id).queryKey });
          void qc.invalidateQueries({ queryKey: messagingQueries.conversations().queryKey });
          // A first message closes the chance to start an Echo chat; a reflection message uses the day.
          void qc.invalidateQueries({ queryKey: messagingQueries.echo(message.match_id).queryKey });
          break;
        case "echo.changed":
          void qc.invalidateQueries({ queryKey: messagingQueries.echo(message.match_id).queryKey });
          break;
        case "match.created":
        case "match.ended":
          // The conversation list and /matches (a match ended by an unmatch, a block or a deleted account).
          void qc.invalidateQueries({ queryKey: messagingQueries.conversations().queryKey });
          void qc.invalidateQueries({ queryKey: matchingQueries.matches().queryKey });
          break;
        case "subscription.changed":
          void qc.invalidateQueries({ queryKey: subscriptionQueries.all });
          void qc.invalidateQueries({ queryKey: messagingQueries.allowance().queryKey });
          break;
        case "resync":
          // Deliberately random: after Redis comes back every open page is told at once, and a
          // random moment within spread_ms keeps them from re-reading all in the same second.
          if (message.spread_ms) setTimeout(refreshAll, Math.random() * message.spread_ms);
          else refreshAll();
          break;
        case "session.check":
          void recheckSession(qc).catch(() => undefined);
          break;
      }
    };
    socket.onclose = (event) => {
      realtimeSocket.attach(undefined);
      // The server ended this socket with its session (signed out elsewhere, revoked, deleted):
      // the page asks for its session, which signs it out (and stops this connection with it).
      if (event.code === realtimeCloseCodes.sessionEnded) void recheckSession(qc).catch(() => undefined);
      if (stopped) return;
      timer = setTimeout(open, backoffMs(attempt));
      attempt += 1;
    };
  };
  open();
  // The plan is read as every signed-in page loads (premium badges and gates follow it), and
  // again on every subscription.changed.
  void qc.prefetchQuery(subscriptionQueries.status());
  return () => {
    stopped = true;
    clearTimeout(timer);
    stopWanting();
    realtimeSocket.attach(undefined);
    socket?.close();
  };
}
