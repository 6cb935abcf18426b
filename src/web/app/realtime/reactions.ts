import { authRealtime } from "../../features/auth/realtime";
import { matchingRealtime } from "../../features/matching/realtime";
import { messagingRealtime } from "../../features/messaging/realtime";
import { moderationRealtime } from "../../features/moderation/realtime";
import { subscriptionsRealtime } from "../../features/subscriptions/realtime";

/** Every feature that keeps what it shows current through the tab's socket. */
export const realtimeReactions = [
  authRealtime,
  messagingRealtime,
  matchingRealtime,
  subscriptionsRealtime,
  moderationRealtime,
] as const;
