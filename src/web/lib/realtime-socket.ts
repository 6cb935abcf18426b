import type { QueryClient } from "@tanstack/react-query";
import type { CallEvent, ClientMessage, ServerMessage } from "#shared/realtime";

/**
 * How a feature keeps what it shows current (app/realtime/connection.ts calls these): `on` for
 * each message the server sends (only ids travel: re-read what changed), `resync` after any gap
 * (a reconnect, the server's `resync`), when everything it shows is read again.
 */
export type RealtimeReactions = {
  on?(message: ServerMessage, qc: QueryClient): void;
  resync?(qc: QueryClient): void;
};

type Listener = (message: ServerMessage) => void;

/**
 * The tab's realtime socket as other features see it: listen to what the server sends, and send
 * (video call signalling). The app shell opens and reconnects the socket (app/realtime) and hands
 * every message here; a feature never opens a second one.
 */
let socket: WebSocket | undefined;
const listeners = new Set<Listener>();
/**
 * A call ringing for the member that nobody has heard yet: the call code loads after the page,
 * so an invite that arrives first is kept here (until answered, ended or 45 s old) and handed to
 * it when it starts listening.
 */
let ringing: { event: CallEvent; at: number } | null = null;
const RING_KEPT_MS = 45_000;
/** Who loads the call code when a call is wanted (a call rings, or the member starts one). */
const callWanters = new Set<() => void>();
/** Kept: a call wanted before the connection's owner listens (it starts once the page has drawn). */
let callsWanted = false;

export const realtimeSocket = {
  /** False when there is no open socket (the caller shows the call as failed). */
  send(message: ClientMessage): boolean {
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** For the connection's owner: the socket now open (or none), and each message it receives. */
  attach(open: WebSocket | undefined): void {
    socket = open;
  },
  dispatch(message: ServerMessage): void {
    if (message.type === "call.event") {
      if (message.kind === "invite") {
        ringing = { event: message, at: Date.now() };
        realtimeSocket.wantCalls();
      } else if (ringing?.event.call_id === message.call_id) ringing = null;
    }
    for (const listener of [...listeners]) listener(message);
  },
  /** A call rings or the member starts one: the call code is loaded (it is not, until then). */
  wantCalls(): void {
    callsWanted = true;
    for (const wanter of [...callWanters]) wanter();
  },
  onCallsWanted(wanter: () => void): () => void {
    callWanters.add(wanter);
    if (callsWanted) wanter();
    return () => callWanters.delete(wanter);
  },
  /** The invite still ringing, if any (once: the caller of this now owns it). */
  takeRinging(): CallEvent | null {
    const kept = ringing && Date.now() - ringing.at < RING_KEPT_MS ? ringing.event : null;
    ringing = null;
    return kept;
  },
};
