import { useRealtimeUpdates } from "../../features/messaging";

/**
 * The signed-in member's one realtime socket, open on every page: a message, a match or a plan
 * bought in another tab shows here without a reload (only for members, so visitors never load it).
 */
export function RealtimeConnection() {
  useRealtimeUpdates(true);
  return null;
}
