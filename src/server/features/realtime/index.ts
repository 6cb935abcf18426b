import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import {
  parseClientMessage,
  realtimeCloseCodes,
  realtimePath,
  type CallErrorCode,
  type CallMessage,
  type ServerMessage,
} from "#shared/realtime";
import type { Message } from "#shared/messaging";
import type { Feature, Platform } from "../../platform/feature.js";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { createRealtimeHub, type RealtimeHub } from "../../platform/realtime/hub.js";
import { createPresence, type Presence } from "../../platform/realtime/presence.js";

/** Every page re-reads within this long after the bus comes back (shared/realtime.ts `spread_ms`). */
const RESYNC_SPREAD_MS = 10_000;
/** A socket that has not answered a ping within this long is gone (a phone that lost signal). */
const HEARTBEAT_MS = 30_000;

/**
 * The realtime channel: a WebSocket per open page, authenticated by the session, and the domain
 * events that concern a member pushed to their sockets in whichever process holds them (the bus
 * hands `onEverywhere` handlers every process's events). Only ids travel (shared/realtime.ts).
 */
export function createRealtimeFeature(
  p: Platform,
  deps: {
    /** Video calls: relays a call message to the other person, or says why not. */
    relayCall: (userId: string, message: CallMessage) => Promise<"relayed" | CallErrorCode>;
    /**
     * Auth: who the session a socket opened with belongs to now (null once it ended); `fresh`
     * asks the session store itself, `cached` may answer from this process's few-second cache.
     */
    sessionOf: (request: FastifyRequest) => {
      cached: () => Promise<string | null>;
      fresh: () => Promise<string | null>;
    };
    /** Messaging: a new message as each of these members may see it (it travels whole). */
    messageAsSeenBy: (
      messageId: string,
      viewerIds: readonly string[],
    ) => Promise<Map<string, { message: Message; clientKey?: string }>>;
  },
): Feature<{ hub: RealtimeHub; presence: Presence }> {
  const hub = createRealtimeHub();
  // Who has a page open in any process: a push for what an open page shows is skipped (notifications).
  const presence = createPresence({
    localUsers: hub,
    redisUrl: p.config.redisUrl,
    onError: (err) => p.log.warn({ err }, "presence: Redis call failed"),
  });
  p.metrics.gauge("realtime_open_sockets", "Realtime sockets open in this process", () => hub.size());
  // What a member's pages were sent (ids only), counted for the metrics.
  const send = (userIds: readonly string[], message: ServerMessage): void =>
    p.metrics.messagesDelivered(hub.send(userIds, message));
  const alive = new WeakSet<WebSocket>();
  /**
   * Each socket's session. A socket lives no longer than it: when a member's sessions end
   * (SessionsRevoked: sign-out, revocation, password change) each of their sockets here is
   * re-checked and closed if its own ended, and nothing is relayed for a socket whose session
   * ended meanwhile. It once kept receiving messages, and relaying call signals (which carry IP
   * addresses), after its member signed out.
   */
  const sessionOfSocket = new Map<WebSocket, { userId: string; session: ReturnType<typeof deps.sessionOf> }>();
  const endSession = (socket: WebSocket) => {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(realtimeCloseCodes.sessionEnded, "session ended");
  };
  const recheck = (userId: string) => {
    for (const [socket, known] of sessionOfSocket) {
      if (known.userId !== userId) continue;
      known.session.fresh().then(
        (who) => who !== userId && endSession(socket),
        (err: unknown) => p.log.warn({ err }, "realtime: a socket's session could not be re-checked"),
      );
    }
  };

  async function routes(app: FastifyInstance) {
    const heartbeat = setInterval(() => {
      for (const socket of app.websocketServer.clients) {
        if (!alive.has(socket)) {
          socket.terminate();
          continue;
        }
        alive.delete(socket);
        socket.ping();
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();
    app.addHook("onClose", async () => {
      clearInterval(heartbeat);
      await presence.close();
      hub.closeAll();
    });

    app.get(realtimePath, { websocket: true, onRequest: requireUser, schema: { hide: true } }, (socket, request) => {
      const userId = signedIn(request).id;
      const session = deps.sessionOf(request);
      sessionOfSocket.set(socket, { userId, session });
      if (hub.add(userId, socket)) presence.opened(userId);
      alive.add(socket);
      socket.on("pong", () => alive.add(socket));
      socket.on("message", (data) => {
        const message = parseClientMessage(String(data));
        if (message?.type === "ping") socket.send(JSON.stringify({ type: "pong", id: message.id }));
        else if (message?.type === "call") {
          // Nothing is relayed for a socket whose session has ended: it is closed instead.
          const relayed = session.cached().then((who) => {
            if (who === userId) return deps.relayCall(userId, message);
            endSession(socket);
            return "relayed" as const;
          });
          relayed.then(
            (outcome) => {
              if (outcome !== "relayed" && socket.readyState === socket.OPEN)
                socket.send(JSON.stringify({ type: "call.error", call_id: message.call_id, code: outcome }));
            },
            (err: unknown) => p.log.error({ err }, "call signal not relayed"),
          );
        }
      });
      const gone = () => {
        sessionOfSocket.delete(socket);
        if (hub.remove(userId, socket)) presence.closed(userId);
      };
      socket.on("close", gone);
      socket.on("error", gone);
    });
  }

  return {
    name: "realtime",
    service: { hub, presence },
    routes,
    subscribe(bus) {
      // Read once, here, only by a process that holds a page of one of the two: the event itself
      // carries ids (what the outbox keeps must not hold a conversation's words).
      bus.onEverywhere("MessageSent", async ({ matchId, messageId, senderId, recipientId }) => {
        const here = [senderId, recipientId].filter((id) => hub.has(id));
        if (here.length === 0) return;
        const seen = await deps.messageAsSeenBy(messageId, here);
        for (const [userId, { message, clientKey }] of seen)
          send([userId], {
            type: "message.created",
            match_id: matchId,
            message,
            ...(clientKey ? { client_key: clientKey } : {}),
          });
      });
      bus.onEverywhere("MessagesRead", ({ matchId, readerId, senderId, senderSeesReceipts, upTo, readAt }) =>
        send(senderSeesReceipts ? [senderId, readerId] : [readerId], {
          type: "message.read",
          match_id: matchId,
          reader_id: readerId,
          up_to: upTo,
          read_at: readAt,
        }),
      );
      bus.onEverywhere("MatchCreated", ({ matchId, userIds }) =>
        send(userIds, { type: "match.created", match_id: matchId }),
      );
      bus.onEverywhere("MatchEnded", ({ matchId, userIds }) =>
        send(userIds, { type: "match.ended", match_id: matchId }),
      );
      // Only that someone did: the page asks the API again, which decides what the plan shows.
      bus.onEverywhere("LikeGiven", ({ toUserId }) => send([toUserId], { type: "like.received" }));
      bus.onEverywhere("EchoChanged", ({ matchId, userIds }) =>
        send(userIds, { type: "echo.changed", match_id: matchId }),
      );
      // An answer (accept or decline) also reaches the answerer's other pages, which stop ringing.
      bus.onEverywhere("CallSignal", ({ matchId, callId, fromUserId, toUserId, kind, signal }) =>
        send(kind === "accept" || kind === "decline" ? [toUserId, fromUserId] : [toUserId], {
          type: "call.event",
          kind,
          match_id: matchId,
          call_id: callId,
          from: fromUserId,
          ...(signal ? { signal } : {}),
        }),
      );
      bus.onEverywhere("SubscriptionChanged", ({ userId }) => send([userId], { type: "subscription.changed" }));
      bus.onEverywhere("NoticeAdded", ({ userId }) => send([userId], { type: "notice.added" }));
      bus.onEverywhere("RealtimeResync", () => hub.sendAll({ type: "resync", spread_ms: RESYNC_SPREAD_MS }));
      // Said before the sessions end (emitted first, in the same transaction): the page keeps it.
      bus.onEverywhere("AccountRestricted", ({ userId, kind, reason, endsAt }) =>
        send([userId], { type: "account.restricted", kind, reason, ends_at: endsAt }),
      );
      // Every page of the member asks whether its own session survived; an ended one signs out.
      bus.onEverywhere("SessionsRevoked", ({ userId }) => {
        send([userId], { type: "session.check" });
        recheck(userId);
      });
      bus.onEverywhere("AccountDeleted", ({ userId }) => {
        for (const [socket, known] of sessionOfSocket) if (known.userId === userId) endSession(socket);
      });
      // A block hides each from the other everywhere: both pages re-read their lists.
      bus.onEverywhere("UserBlocked", ({ blockerId, blockedId }) => send([blockerId, blockedId], { type: "resync" }));
    },
  };
}
