import { useSyncExternalStore } from "react";
import type { ServerMessage } from "#shared/realtime";
import { CallLimits, callConfigSchema } from "#shared/video-calls";
import { api } from "../../lib/api";
import { realtimeSocket } from "../../lib/realtime-socket";
import { createCallSession, type CallSession, type CallView } from "./call-session";

type Incoming = { matchId: string; callId: string; partnerName: string };
type Snapshot = { call: CallView | null; incoming: Incoming | null };

/**
 * The tab's one call (a member is in at most one) and the call ringing for them, as a small
 * store the dialogs read. Installed by CallHost for signed-in members: it hears every call event
 * on the realtime socket, on whichever page they are.
 */
let session: CallSession | null = null;
let snapshot: Snapshot = { call: null, incoming: null };
const listeners = new Set<() => void>();
const publish = (changes: Partial<Snapshot>) => {
  snapshot = { ...snapshot, ...changes };
  for (const l of listeners) l();
};

let iceServers: Promise<RTCIceServer[]> | undefined;
const loadIceServers = () =>
  (iceServers ??= api("/api/calls/config", callConfigSchema)
    .then((c) => c.ice_servers)
    .catch(() => {
      iceServers = undefined;
      return [];
    }));

const newCallId = () => crypto.randomUUID();
const busy = () => snapshot.call !== null && snapshot.call.phase !== "ended";

function begin(matchId: string, callId: string, partnerName: string, role: "caller" | "callee"): CallSession {
  session = createCallSession({
    matchId,
    callId,
    partnerName,
    role,
    iceServers: loadIceServers,
    onChange: (call) => publish({ call }),
  });
  publish({ call: session.view() });
  return session;
}

export const calls = {
  /** Opens the dialog for a call to this match (idle until the member starts it). */
  open(matchId: string, partnerName: string) {
    if (busy()) return;
    begin(matchId, newCallId(), partnerName, "caller");
  },
  start: () => void session?.start(),
  accept() {
    const ringing = snapshot.incoming;
    if (!ringing) return;
    publish({ incoming: null });
    void begin(ringing.matchId, ringing.callId, ringing.partnerName, "callee").accept();
  },
  decline() {
    const ringing = snapshot.incoming;
    if (!ringing) return;
    realtimeSocket.send({ type: "call", kind: "decline", match_id: ringing.matchId, call_id: ringing.callId });
    publish({ incoming: null });
  },
  hangUp: () => session?.hangUp(),
  setBlur: (on: boolean) => session?.setBlur(on),
  setCamera: (on: boolean) => session?.setCamera(on),
  setMic: (on: boolean) => session?.setMic(on),
  /** Closes the dialog; a call still going on is ended first. */
  close() {
    if (busy()) session?.hangUp();
    session = null;
    publish({ call: null });
  },

  /**
   * Listens for call events; `nameOf` finds the caller's name among the member's matches. Answers
   * how to stop, which also ends a call still going on (signed out, the host gone).
   */
  install(myId: string, nameOf: (matchId: string) => Promise<string>): () => void {
    const hear = (message: ServerMessage) => {
      if (message.type === "call.error") {
        if (snapshot.call?.callId === message.call_id) session?.refused(message.code);
        return;
      }
      if (message.type !== "call.event") return;
      // The member answered in another tab or on another device: this one stops ringing.
      if (message.from === myId) {
        if (snapshot.incoming?.callId === message.call_id) publish({ incoming: null });
        return;
      }
      if (message.kind === "invite") {
        // One call at a time: a second caller hears "declined".
        if (busy() || snapshot.incoming) {
          realtimeSocket.send({ type: "call", kind: "decline", match_id: message.match_id, call_id: message.call_id });
          return;
        }
        const callId = message.call_id;
        void nameOf(message.match_id).then((partnerName) => {
          if (busy() || snapshot.incoming) return;
          publish({ incoming: { matchId: message.match_id, callId, partnerName } });
          // A caller who vanished without hanging up (a closed tab) stops ringing here too.
          setTimeout(() => {
            if (snapshot.incoming?.callId === callId) publish({ incoming: null });
          }, CallLimits.ringSeconds * 1000);
        });
        return;
      }
      if ((message.kind === "end" || message.kind === "decline") && snapshot.incoming?.callId === message.call_id) {
        publish({ incoming: null });
        return;
      }
      void session?.handle(message);
    };
    const stop = realtimeSocket.subscribe(hear);
    // An invite that arrived before this code had loaded still rings.
    const waiting = realtimeSocket.takeRinging();
    if (waiting) hear(waiting);
    return () => {
      stop();
      calls.close();
      publish({ incoming: null });
    };
  },
};

export function useCalls(): Snapshot {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
  );
}
