import { ageOn } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import type { Candidate, DecisionResult, LikedYou, LikesCount, MatchList } from "#shared/matching";
import { MatchText } from "#shared/messages";
import { DeckText, UNDO_PASS_MINUTES } from "#shared/phone-first-messages";
import type { Atomically, EventBus } from "../../platform/events/event-bus.js";
import { DomainError } from "../../platform/errors.js";
import type { MatchingRepository } from "./matching.repository.js";

type Deps = {
  repo: MatchingRepository;
  /** The repository in one transaction whose events commit with it (the event outbox). */
  atomically: Atomically<MatchingRepository>;
  bus: EventBus;
  now: () => Date;
  /** Expanded matching, which shows who liked the member (Plus, Beyond; subscriptions feature). */
  expandedMatching: (userId: string) => Promise<boolean>;
  /** These people as the viewer's discovery cards, in the order given (discovery). */
  cardsOf: (viewerId: string, ids: readonly string[]) => Promise<Candidate[]>;
  /** Main photos as a few blurred pixels, in the order given (profiles). */
  veilsOf: (userIds: readonly string[]) => Promise<(string | null)[]>;
};

/** "Likes you" shows this many people at most (the newest). */
const LIKED_YOU_MAX = 100;
/** A free member's teaser shows this many veiled faces (the newest likers). */
const VEILS_MAX = 3;

export function createMatchingService({ repo, atomically, bus, now, expandedMatching, cardsOf, veilsOf }: Deps) {
  return {
    /**
     * A like or a pass on someone the member may see. A like that meets the other person's like
     * makes their match: the like is committed first, then the reverse like is read, so of two
     * people liking each other at the same moment at least the later one sees the other's; the
     * pair's unique row makes the match exactly once, and only its creator announces it.
     */
    async decide(userId: string, targetId: string, kind: "like" | "pass"): Promise<DecisionResult> {
      if (targetId === userId)
        throw new DomainError("invalid", ErrorCodes.validation, MatchText.notYourself, {
          user_id: MatchText.notYourself,
        });
      if (!(await repo.canSee(userId, targetId)))
        throw new DomainError("not_found", ErrorCodes.notFound, MatchText.notFound);
      const again = (await repo.decide(userId, targetId, kind)) === kind;
      if (kind === "pass") return { kind, match_id: null };
      const back = await repo.decisionOf(targetId, userId);
      // Told only when it adds to their "Likes you": a first like, from someone they have not
      // answered and may see (a repeated like, or one from a hidden member, says nothing).
      if (!again && back === null && (await repo.canSee(targetId, userId)))
        await bus.emit("LikeGiven", { fromUserId: userId, toUserId: targetId });
      if (back !== "like") return { kind, match_id: null };
      const match = await atomically(async (r, emit) => {
        const made = await r.matchPair(userId, targetId);
        if (made.created) emit("MatchCreated", { matchId: made.id, userIds: [userId, targetId] });
        return made;
      });
      return { kind, match_id: match.id };
    },

    /**
     * The match's other member when `userId` is one of its two and may see them, else null: the
     * one check every conversation route makes (a stranger's match id reads as not found).
     */
    async partnerIn(matchId: string, userId: string): Promise<{ partnerId: string; matchedAt: Date } | null> {
      // Through the one policy, both ways: a blocked pair, or a member who went private, has no
      // conversation (neither can write into one the other cannot see).
      const found = await repo.conversationPartner(matchId, userId);
      return found ? { partnerId: found.partner_id, matchedAt: new Date(found.created_at) } : null;
    },

    /**
     * Unmatch: ends the match and its conversation for both. Through the one visibility policy, as
     * every conversation route: a stranger's match id, or a pair hidden by a block, is not found
     * (a blocked member once wiped the blocker's conversation, which a report may need).
     */
    async unmatch(userId: string, matchId: string): Promise<void> {
      const partner = await repo.conversationPartner(matchId, userId);
      if (!partner) throw new DomainError("not_found", ErrorCodes.notFound, MatchText.matchNotFound);
      await atomically(async (r, emit) => {
        if (await r.remove(matchId)) emit("MatchEnded", { matchId, userIds: [userId, partner.partner_id] });
      });
    },

    /** After an unblock (UserUnblocked): the two are strangers again, no match comes back. */
    async forgetPair(a: string, b: string): Promise<void> {
      await atomically(async (r, emit) => {
        const matchId = await r.forgetPair(a, b);
        if (matchId) emit("MatchEnded", { matchId, userIds: [a, b] });
      });
    },

    /** "Likes you": the people for Plus and Beyond, only how many for free members. */
    async likedYou(userId: string): Promise<LikedYou> {
      const [{ people, count }, unlocked] = await Promise.all([
        repo.likedBy(userId, LIKED_YOU_MAX),
        expandedMatching(userId),
      ]);
      const ids = people.map((p) => p.from_user_id);
      if (!unlocked) return { count, locked: true, people: [], veils: await veilsOf(ids.slice(0, VEILS_MAX)) };
      return { count, locked: false, people: await cardsOf(userId, ids), veils: [] };
    },

    /**
     * Undo on the deck: a pass made in the last hour is taken back, so the person can be met
     * again. A like is never undone here (the other person may already have been told by a match).
     */
    async undoPass(userId: string, targetId: string): Promise<{ undone: true }> {
      if (!(await repo.undoPass(userId, targetId, UNDO_PASS_MINUTES)))
        throw new DomainError("conflict", ErrorCodes.validation, DeckText.undoGone);
      return { undone: true };
    },

    /** How many wait for the member's answer: the Likes tab's badge, for every plan. */
    likesCount: async (userId: string): Promise<LikesCount> => ({ count: await repo.likedByCount(userId) }),

    /** The viewer's like or pass on someone, and their match; not found when the policy hides them. */
    async relationTo(viewerId: string, otherId: string) {
      const found = otherId === viewerId ? undefined : await repo.relationTo(viewerId, otherId);
      if (!found) throw new DomainError("not_found", ErrorCodes.notFound, MatchText.notFound);
      return found;
    },

    /** Of these members, the ones `viewerId` may see now (a stored digest names people seen days ago). */
    visibleAmong: (viewerId: string, userIds: readonly string[]) => repo.visibleAmong(viewerId, [...new Set(userIds)]),

    /** The digest's week in numbers: likes given and received, new matches. */
    activitySince: (userId: string, since: Date) => repo.activitySince(userId, since),

    async matches(userId: string): Promise<MatchList> {
      const rows = await repo.matchesOf(userId);
      return {
        matches: rows.map((m) => ({
          id: m.id,
          user_id: m.other_id,
          created_at: new Date(m.created_at).toISOString(),
          name: m.name,
          age: m.date_of_birth ? ageOn(m.date_of_birth, now()) : null,
          city: m.city,
          avatar_url: m.avatar_url,
        })),
      };
    },
  };
}
export type MatchingService = ReturnType<typeof createMatchingService>;
