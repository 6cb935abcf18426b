import type { CallErrorCode, CallEvent, CallKind, CallSignal } from "#shared/realtime";
import { CallLimits } from "#shared/video-calls";
import { VideoText } from "#shared/premium-messages";
import { realtimeSocket } from "../../lib/realtime-socket";
import { openLocalMedia, type LocalMedia } from "./media";

export type CallPhase = "idle" | "starting" | "connected" | "ended";
export type CallView = {
  matchId: string;
  callId: string;
  partnerName: string;
  role: "caller" | "callee";
  phase: CallPhase;
  /** 5 → 0 while starting (part 1 §4). */
  countdown: number;
  blur: boolean;
  camera: boolean;
  mic: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
  /** Why the call is not going on: access refused, declined, ended, no answer. */
  notice: { title: string; description?: string } | null;
};

type Options = {
  matchId: string;
  callId: string;
  partnerName: string;
  role: "caller" | "callee";
  iceServers: () => Promise<RTCIceServer[]>;
  onChange: (view: CallView) => void;
};

/** Once both sides are in, a connection that has not come up within this long has failed. */
const CONNECT_TIMEOUT_MS = 30_000;

/**
 * One video call between the two people of a match: the media (blur on by default), the WebRTC
 * peer connection (the caller offers), and its signalling over the realtime socket. The view it
 * reports is all the dialog draws. Ending, from either side or by failure, stops every track.
 */
export function createCallSession(o: Options) {
  let view: CallView = {
    matchId: o.matchId,
    callId: o.callId,
    partnerName: o.partnerName,
    role: o.role,
    phase: "idle",
    countdown: CallLimits.countdownSeconds,
    blur: true,
    camera: true,
    mic: true,
    local: null,
    remote: null,
    notice: null,
  };
  let media: LocalMedia | undefined;
  let pc: RTCPeerConnection | undefined;
  let videoSender: RTCRtpSender | undefined;
  let peerConnected = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let ring: ReturnType<typeof setTimeout> | undefined;
  let connectDeadline: ReturnType<typeof setTimeout> | undefined;
  // Set as soon as the member starts or accepts: a second click, or one while the camera is still
  // being opened, does nothing.
  let begun = false;
  const pendingCandidates: RTCIceCandidateInit[] = [];

  const set = (changes: Partial<CallView>) => {
    view = { ...view, ...changes };
    o.onChange(view);
  };
  const send = (kind: CallKind, signal?: CallSignal) =>
    realtimeSocket.send({ type: "call", kind, match_id: o.matchId, call_id: o.callId, ...(signal ? { signal } : {}) });
  const ended = () => view.phase === "ended";
  const maybeConnected = () => {
    if (peerConnected && view.countdown === 0 && view.phase === "starting") set({ phase: "connected" });
  };
  /** Both sides are in: the connection must come up in time, or the call has failed. */
  const awaitConnection = () => {
    clearTimeout(connectDeadline);
    connectDeadline = setTimeout(() => {
      if (!peerConnected) finish({ title: VideoText.failed }, "end");
    }, CONNECT_TIMEOUT_MS);
  };

  function finish(notice: CallView["notice"], tell?: CallKind) {
    if (ended()) return;
    if (tell) send(tell);
    clearInterval(timer);
    clearTimeout(ring);
    clearTimeout(connectDeadline);
    media?.stop();
    pc?.close();
    pc = undefined;
    set({ phase: "ended", local: null, remote: null, notice });
  }

  async function openMedia(): Promise<boolean> {
    try {
      const opened = await openLocalMedia((track) => void videoSender?.replaceTrack(track).catch(() => undefined));
      // The call ended while the camera was opening (cancelled, hung up, declined): let it go at once.
      if (ended()) {
        opened.stop();
        return false;
      }
      media = opened;
      set({ local: media.preview() });
      return true;
    } catch {
      finish(
        { title: VideoText.accessNeeded.title, description: VideoText.accessNeeded.description },
        o.role === "callee" ? "decline" : undefined,
      );
      return false;
    }
  }

  function countDown() {
    set({ phase: "starting", countdown: CallLimits.countdownSeconds });
    timer = setInterval(() => {
      if (view.countdown <= 1) clearInterval(timer);
      set({ countdown: Math.max(0, view.countdown - 1) });
      maybeConnected();
    }, 1000);
  }

  async function peer(): Promise<RTCPeerConnection> {
    if (pc) return pc;
    const servers = await o.iceServers();
    if (pc) return pc;
    if (ended() || !media) throw new Error("the call has ended");
    const connection = new RTCPeerConnection({ iceServers: servers });
    pc = connection;
    connection.onicecandidate = (e) => {
      if (e.candidate)
        send("signal", {
          candidate: {
            candidate: e.candidate.candidate,
            sdpMid: e.candidate.sdpMid,
            sdpMLineIndex: e.candidate.sdpMLineIndex,
          },
        });
    };
    connection.ontrack = (e) => set({ remote: e.streams[0] ?? new MediaStream([e.track]) });
    connection.onconnectionstatechange = () => {
      if (connection.connectionState === "connected") {
        peerConnected = true;
        maybeConnected();
      } else if (connection.connectionState === "failed") finish({ title: VideoText.failed }, "end");
    };
    const stream = new MediaStream([media!.outgoing(), ...(media!.audio ? [media!.audio] : [])]);
    videoSender = connection.addTrack(media!.outgoing(), stream);
    if (media!.audio) connection.addTrack(media!.audio, stream);
    return connection;
  }

  async function onSignal(signal: CallSignal) {
    if (signal.sdp?.type === "offer" && o.role === "callee") {
      const connection = await peer();
      await connection.setRemoteDescription(signal.sdp);
      await connection.setLocalDescription(await connection.createAnswer());
      send("signal", { sdp: { type: "answer", sdp: connection.localDescription!.sdp } });
    } else if (signal.sdp?.type === "answer" && pc) {
      await pc.setRemoteDescription(signal.sdp);
    }
    if (pc?.remoteDescription) for (const c of pendingCandidates.splice(0)) await pc.addIceCandidate(c);
    if (signal.candidate) {
      if (pc?.remoteDescription) await pc.addIceCandidate(signal.candidate);
      else pendingCandidates.push(signal.candidate);
    }
  }

  return {
    view: () => view,
    /** The caller: media, then the invite; the other page rings. */
    async start() {
      if (begun || ended()) return;
      begun = true;
      if (!(await openMedia())) return;
      if (!send("invite")) return finish({ title: VideoText.failed }, undefined);
      countDown();
      ring = setTimeout(() => finish({ title: VideoText.noAnswer }, "end"), CallLimits.ringSeconds * 1000);
    },
    /** The person called: media, then the answer. */
    async accept() {
      if (begun || ended()) return;
      begun = true;
      if (!(await openMedia())) return;
      if (!send("accept")) return finish({ title: VideoText.failed }, undefined);
      countDown();
      awaitConnection();
    },
    decline: () => finish(null, "decline"),
    hangUp: () => finish({ title: VideoText.ended }, "end"),
    setBlur(on: boolean) {
      media?.setBlur(on);
      set({ blur: on, local: media?.preview() ?? null });
    },
    setCamera(on: boolean) {
      media?.setCamera(on);
      set({ camera: on });
    },
    setMic(on: boolean) {
      media?.setMic(on);
      set({ mic: on });
    },
    /** A call event from the other person for this call. */
    async handle(event: CallEvent) {
      if (event.call_id !== o.callId || ended()) return;
      try {
        if (event.kind === "accept" && o.role === "caller") {
          if (pc) return;
          clearTimeout(ring);
          awaitConnection();
          const connection = await peer();
          await connection.setLocalDescription(await connection.createOffer());
          send("signal", { sdp: { type: "offer", sdp: connection.localDescription!.sdp } });
        } else if (event.kind === "signal" && event.signal) await onSignal(event.signal);
        else if (event.kind === "decline") finish({ title: VideoText.declined });
        else if (event.kind === "end") finish({ title: VideoText.ended });
      } catch {
        finish({ title: VideoText.failed }, "end");
      }
    },
    /** The server refused a message of this call (no plan on either side, not a match). */
    refused: (code: CallErrorCode) =>
      finish(
        code === "partner_unavailable" ? VideoText.partnerUnavailable(o.partnerName) : { title: VideoText.failed },
      ),
  };
}
export type CallSession = ReturnType<typeof createCallSession>;
