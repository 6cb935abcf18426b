import type { Match } from "#shared/matching";
import type { RealtimeReactions } from "../../lib/realtime-socket";
import { matchingQueries, removeCandidate } from "./api";
import { matchMoments } from "./match-moments";

/**
 * Matching, kept current by the tab's socket (app/realtime/connection.ts). A like received reads
 * "Likes you" and its count again (the server decides what the plan shows). A new match, for
 * either of the two: the match list and "Likes you" are read again, the matched person leaves
 * the candidates on screen, and the match moment opens on whatever page the member is on.
 */
export const matchingRealtime: RealtimeReactions = {
  on(message, qc) {
    if (message.type === "match.ended") void qc.invalidateQueries({ queryKey: matchingQueries.matches().queryKey });
    if (message.type === "like.received") {
      void qc.invalidateQueries({ queryKey: matchingQueries.likesCount().queryKey });
      void qc.invalidateQueries({ queryKey: matchingQueries.likedYou().queryKey });
    }
    if (message.type !== "match.created") return;
    void qc.invalidateQueries({ queryKey: matchingQueries.likedYou().queryKey });
    void qc.invalidateQueries({ queryKey: matchingQueries.likesCount().queryKey });
    void qc.invalidateQueries({ queryKey: matchingQueries.nearby().queryKey });
    void qc
      .fetchQuery({ ...matchingQueries.matches(), staleTime: 0 })
      .then((matches: Match[]) => {
        const match = matches.find((m) => m.id === message.match_id);
        if (!match) return;
        removeCandidate(qc, match.user_id);
        matchMoments.celebrate(match.id);
      })
      .catch(() => undefined);
  },
  // After a gap (and once the socket first opens, after the page's own reads), what can have
  // changed meanwhile is read again: likes waiting and matches. Discovery's pages are left as
  // they are: re-ranking them under the member's thumb would move the person on screen.
  // A match made in that gap still gets its moment: one made since this page loaded is
  // celebrated (once per tab, as any), since its `match.created` may have gone to no socket.
  // One made before the page loaded is not: it was told elsewhere, and shows in the lists.
  resync(qc) {
    void qc.invalidateQueries({ queryKey: matchingQueries.likesCount().queryKey });
    void qc.invalidateQueries({ queryKey: matchingQueries.likedYou().queryKey });
    void qc
      .fetchQuery({ ...matchingQueries.matches(), staleTime: 0 })
      .then((matches: Match[]) => {
        for (const m of matches)
          if (Date.parse(m.created_at) >= performance.timeOrigin) {
            removeCandidate(qc, m.user_id);
            matchMoments.celebrate(m.id);
          }
      })
      .catch(() => undefined);
  },
};
