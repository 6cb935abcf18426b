import type { Message } from "./messaging.js";

/**
 * The realtime channel (`/api/realtime`, a WebSocket authenticated by the session). A message
 * and a read receipt travel whole, as the member is allowed to see them (a conversation is never
 * re-read because something arrived); for everything else the server sends ids and the page
 * re-reads what changed through the API. `resync` asks the page to re-read everything it shows
 * (the server's link to the other processes was interrupted).
 */
export type ServerMessage =
  /** A message in one of the member's conversations (theirs or to them), as they see it. */
  /**
   * `client_key`, to the sender's own pages only: the Idempotency-Key of the send that made it, so
   * the copy still shown as "Sending…" gives way in the same update (never shown twice).
   */
  | { type: "message.created"; match_id: string; message: Message; client_key?: string }
  /**
   * `reader_id` read the other's messages up to `up_to` (by the conversation's order) at
   * `read_at`: to the sender only with read receipts, to the reader's other pages always.
   */
  | { type: "message.read"; match_id: string; reader_id: string; up_to: string; read_at: string }
  | { type: "match.created"; match_id: string }
  | { type: "match.ended"; match_id: string }
  /** Someone liked the member: read the count again (who stays behind the API and its plan). */
  | { type: "like.received" }
  | { type: "echo.changed"; match_id: string }
  | { type: "subscription.changed" }
  /** A moderator told the member something (a warning, a report reviewed): read the notices again. */
  | { type: "notice.added" }
  | CallEvent
  | { type: "call.error"; call_id: string; code: CallErrorCode }
  /**
   * `spread_ms`: when every page hears it at once (the bus was away), each waits a random part of
   * this before re-reading, so a thousand re-reads do not land on the servers in the same instant.
   */
  | { type: "resync"; spread_ms?: number }
  /**
   * A moderator suspended or banned the member: why and until when (null: a ban), said on the
   * open page before the session check that follows signs it out.
   */
  | { type: "account.restricted"; kind: "suspension" | "ban"; reason: string; ends_at: string | null }
  /** Some of the member's sessions ended elsewhere (password changed, signed out from settings): is this one still valid? */
  | { type: "session.check" }
  | { type: "pong"; id: string };

/**
 * A video call's signalling (ADR 0417), relayed by the
 * server only between the two people of a match, never stored. `signal` carries WebRTC's
 * session descriptions and ICE candidates as the browser made them.
 */
export const callKinds = ["invite", "accept", "decline", "end", "signal"] as const;
export type CallKind = (typeof callKinds)[number];
/** Why a call message was not relayed: no plan with video; the person called has none; not a match; too many messages. */
export type CallErrorCode = "premium_required" | "partner_unavailable" | "not_found" | "too_many";
export type CallSignal = {
  sdp?: { type: "offer" | "answer"; sdp: string };
  candidate?: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null };
};
export type CallMessage = { type: "call"; kind: CallKind; match_id: string; call_id: string; signal?: CallSignal };
/** A call message as the other person receives it, with who sent it. */
export type CallEvent = {
  type: "call.event";
  kind: CallKind;
  match_id: string;
  call_id: string;
  from: string;
  signal?: CallSignal;
};

/** What a page may send: a ping the server answers with a pong carrying the same id (the self-test's echo), or a call message. */
export type ClientMessage = { type: "ping"; id: string } | CallMessage;

/** The biggest message a page may send (a session description is a few kilobytes). */
export const clientMessageMaxBytes = 64 * 1024;

export const realtimePath = "/api/realtime";
/**
 * Why the server closed a page's socket, beside WebSocket's own codes: its session ended (signed
 * out, revoked, password changed, account deleted). The page checks its session, which signs it out.
 */
export const realtimeCloseCodes = { sessionEnded: 4401 } as const;

const serverTypes = new Set<ServerMessage["type"]>([
  "message.created",
  "message.read",
  "match.created",
  "match.ended",
  "like.received",
  "echo.changed",
  "subscription.changed",
  "notice.added",
  "call.event",
  "call.error",
  "resync",
  "session.check",
  "account.restricted",
  "pong",
]);

/** A server message, or null for anything else (never trusted further than its type). */
export function parseServerMessage(text: string): ServerMessage | null {
  try {
    const data = JSON.parse(text) as { type?: unknown };
    return typeof data === "object" && data !== null && serverTypes.has(data.type as ServerMessage["type"])
      ? (data as ServerMessage)
      : null;
  } catch {
    return null;
  }
}

const shortId = (v: unknown): v is string =>
  typeof v === "string" && v.length > 0 && v.length <= 100 && !v.includes("\0");
const text = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;

/** Only the fields a signal may have, each checked; anything else makes the signal invalid. */
function parseSignal(v: unknown): CallSignal | null {
  if (typeof v !== "object" || v === null) return null;
  const { sdp, candidate } = v as { sdp?: unknown; candidate?: unknown };
  const out: CallSignal = {};
  if (sdp !== undefined) {
    const s = sdp as { type?: unknown; sdp?: unknown };
    if (typeof sdp !== "object" || sdp === null || (s.type !== "offer" && s.type !== "answer") || !text(s.sdp, 60_000))
      return null;
    out.sdp = { type: s.type, sdp: s.sdp };
  }
  if (candidate !== undefined) {
    const c = candidate as { candidate?: unknown; sdpMid?: unknown; sdpMLineIndex?: unknown };
    if (typeof candidate !== "object" || candidate === null || !text(c.candidate, 2000)) return null;
    if (c.sdpMid != null && !text(c.sdpMid, 100)) return null;
    if (c.sdpMLineIndex != null && (typeof c.sdpMLineIndex !== "number" || !Number.isInteger(c.sdpMLineIndex)))
      return null;
    out.candidate = {
      candidate: c.candidate,
      sdpMid: (c.sdpMid as string | null | undefined) ?? null,
      sdpMLineIndex: (c.sdpMLineIndex as number | null | undefined) ?? null,
    };
  }
  return out.sdp || out.candidate ? out : null;
}

export function parseClientMessage(raw: string): ClientMessage | null {
  try {
    const data = JSON.parse(raw) as {
      type?: unknown;
      id?: unknown;
      kind?: unknown;
      match_id?: unknown;
      call_id?: unknown;
      signal?: unknown;
    };
    if (data?.type === "ping") return shortId(data.id) ? { type: "ping", id: data.id } : null;
    if (
      data?.type !== "call" ||
      !callKinds.includes(data.kind as CallKind) ||
      !shortId(data.match_id) ||
      !shortId(data.call_id)
    )
      return null;
    const message: CallMessage = {
      type: "call",
      kind: data.kind as CallKind,
      match_id: data.match_id,
      call_id: data.call_id,
    };
    if (message.kind === "signal") {
      const signal = parseSignal(data.signal);
      if (!signal) return null;
      message.signal = signal;
    }
    return message;
  } catch {
    return null;
  }
}
