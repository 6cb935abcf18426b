import WebSocket from "ws";
import type { ServerMessage } from "#shared/realtime";
import type { Member } from "./factories.js";

/** A member's realtime socket to a listening test app (`host` is 127.0.0.1:port), collecting what the server sends. */
export async function connectRealtime(host: string, m: Member, origin = "http://localhost:3000") {
  const socket = new WebSocket(`ws://${host}/api/realtime`, { headers: { cookie: m.cookie, origin } });
  const received: ServerMessage[] = [];
  socket.on("message", (data) => received.push(JSON.parse(String(data)) as ServerMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("unexpected-response", (req, res) => {
      req.destroy();
      reject(new Error(`HTTP ${res.statusCode}`));
    });
    socket.once("error", reject);
  });
  /** Resolves with the first message (already received or still to come) that matches. */
  const next = (match: (m: ServerMessage) => boolean, timeoutMs = 5000) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const found = received.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(
        () => reject(new Error(`no matching message; got ${JSON.stringify(received)}`)),
        timeoutMs,
      );
      socket.on("message", () => {
        const hit = received.find(match);
        if (hit) {
          clearTimeout(timer);
          resolve(hit);
        }
      });
    });
  return { socket, received, next };
}
