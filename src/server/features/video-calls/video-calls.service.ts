import { CallLimits } from "#shared/video-calls";
import type { CallErrorCode, CallMessage } from "#shared/realtime";
import type { EventBus } from "../../platform/events/event-bus.js";
import type { VideoCallsRepository } from "./video-calls.repository.js";

type Deps = {
  bus: EventBus;
  repo: VideoCallsRepository;
  /** Matching: the other member when the caller is in the match and the two may see each other. */
  partnerIn: (matchId: string, userId: string) => Promise<{ partnerId: string } | null>;
  /** Subscriptions: whether the member's plan includes video chat (Plus, Beyond). */
  entitled: (userId: string) => Promise<boolean>;
  now: () => Date;
};

export type RelayOutcome = "relayed" | CallErrorCode;

/**
 * Video call signalling (ADR 0416, 0417): relayed only between the two people of a match
 * who may see each other. A call (the invite) needs video chat in both people's plans (part 1 §6:
 * free members have no video chat). The server keeps each call it let ring (the repository): an
 * accept only from the person called, signals only in an answered call, a decline or an end only
 * in a call on. Two free members once exchanged accept and SDP offers after their invite was
 * refused, relying on their pages to ignore them.
 */
export function createVideoCallsService({ bus, repo, partnerIn, entitled, now }: Deps) {
  // Kept a little past the pages' own ringing time, so an answer at the last second still counts.
  const ringMs = (CallLimits.ringSeconds + 15) * 1000;
  const callMs = CallLimits.maxCallHours * 3_600_000;
  // Per process: enough to stop a flood from one member without a shared store.
  const sent = new Map<string, { windowStart: number; count: number }>();
  function withinRate(userId: string): boolean {
    const t = now().getTime();
    const entry = sent.get(userId);
    if (!entry || t - entry.windowStart >= 60_000) {
      if (sent.size > 10_000) sent.clear();
      sent.set(userId, { windowStart: t, count: 1 });
      return true;
    }
    entry.count += 1;
    return entry.count <= CallLimits.messagesPerMinute;
  }

  return {
    async relay(userId: string, message: CallMessage): Promise<RelayOutcome> {
      if (!withinRate(userId)) return "too_many";
      const partner = await partnerIn(message.match_id, userId);
      if (!partner) return "not_found";
      const at = now();
      const { match_id: matchId, call_id: callId } = message;
      switch (message.kind) {
        case "invite":
          if (!(await entitled(userId))) return "premium_required";
          if (!(await entitled(partner.partnerId))) return "partner_unavailable";
          if (
            !(await repo.ring(
              { id: callId, matchId, callerId: userId, calleeId: partner.partnerId },
              at,
              new Date(at.getTime() + ringMs),
            ))
          )
            return "not_found";
          break;
        case "accept":
          if (!(await repo.accept(matchId, callId, userId, at, new Date(at.getTime() + callMs)))) return "not_found";
          break;
        case "signal":
          if (!(await repo.inAnsweredCall(matchId, callId, userId, at))) return "not_found";
          break;
        case "decline":
        case "end":
          if (!(await repo.end(matchId, callId, userId))) return "not_found";
          break;
      }
      await bus.emit("CallSignal", {
        matchId: message.match_id,
        callId: message.call_id,
        fromUserId: userId,
        toUserId: partner.partnerId,
        kind: message.kind,
        ...(message.signal ? { signal: message.signal } : {}),
      });
      return "relayed";
    },
  };
}
export type VideoCallsService = ReturnType<typeof createVideoCallsService>;
