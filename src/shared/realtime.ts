/**
 * The realtime channel (`/api/realtime`, a WebSocket authenticated by the session). The server
 * sends ids only; the page re-reads what changed through the API, so nothing private travels
 * twice and a missed event costs one re-read. `resync` asks the page to re-read everything it
 * shows (the server's link to the other processes was interrupted).
 */
export type ServerMessage =
  | { type: "message.created"; match_id: string; message_id: string; sender_id: string }
  | { type: "message.read"; match_id: string }
  | { type: "match.created"; match_id: string }
  | { type: "match.ended"; match_id: string }
  | { type: "subscription.changed" }
  | { type: "resync" }
  | { type: "pong"; id: string };

/** What a page may send: a ping the server answers with a pong carrying the same id (the self-test's echo). */
export type ClientMessage = { type: "ping"; id: string };

export const realtimePath = "/api/realtime";

const serverTypes = new Set<ServerMessage["type"]>(["message.created", "message.read", "match.created", "match.ended", "subscription.changed", "resync", "pong"]);

/** A server message, or null for anything else (never trusted further than its type). */
export function parseServerMessage(text: string): ServerMessage | null {
  try {
    const data = JSON.parse(text) as { type?: unknown };
    return typeof data === "object" && data !== null && serverTypes.has(data.type as ServerMessage["type"]) ? (data as ServerMessage) : null;
  } catch {
    return null;
  }
}

export function parseClientMessage(text: string): ClientMessage | null {
  try {
    const data = JSON.parse(text) as { type?: unknown; id?: unknown };
    return data?.type === "ping" && typeof data.id === "string" && data.id.length <= 100 ? { type: "ping", id: data.id } : null;
  } catch {
    return null;
  }
}
