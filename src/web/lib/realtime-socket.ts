import type { ClientMessage, ServerMessage } from "#shared/realtime";

type Listener = (message: ServerMessage) => void;

/**
 * The tab's realtime socket as other features see it: listen to what the server sends, and send
 * (video call signalling). The messaging feature opens and reconnects the socket and hands every
 * message here; a feature never opens a second one.
 */
let socket: WebSocket | undefined;
const listeners = new Set<Listener>();

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
    for (const listener of [...listeners]) listener(message);
  },
};
