import { ageOn } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import type { Candidate, DecisionResult, LikedPart, LikedYou, LikePart, LikesCount, MatchList } from "#shared/matching";
import { MatchText } from "#shared/messages";
import { DeckText, LikePartText, UNDO_PASS_MINUTES } from "#shared/phone-first-messages";
import type { PromptAnswer } from "#shared/profiles";
import type { Atomically, EventBus } from "../../platform/events/event-bus.js";
import { DomainError } from "../../platform/errors.js";
import type { MatchingRepository, StoredPart } from "./matching.repository.js";

/** A member's photos (their addresses) and prompt answers, as someone may see them (profiles). */
export type LikeableParts = { photos: readonly string[]; prompts: readonly PromptAnswer[] };

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
  /** Someone's live photos and prompt answers as `viewerId` sees them on their profile (profiles). */
  partsOf: (viewerId: string, userId: string) => Promise<LikeableParts>;
};

const refused = (message: string) => new DomainError("invalid", ErrorCodes.validation, message, { part: message });

/**
 * The part a like is for, checked against what the liker can see of the person now (their live
 * photos, their answered prompts): a like for something else is refused, never stored as given.
 */
async function checkedPart(part: LikePart, parts: () => Promise<LikeableParts>): Promise<StoredPart> {
  const { photos, prompts } = await parts();
  if (part.kind === "photo") {
    if (!photos.includes(part.url)) throw refused(LikePartText.notTheirPhoto);
    return { liked_photo_url: part.url, liked_prompt: null };
  }
  if (!prompts.some((p) => p.prompt === part.prompt)) throw refused(LikePartText.notTheirPrompt);
  return { liked_photo_url: null, liked_prompt: part.prompt };
}

/** What a liker liked, as the liked member reads it now: nothing when that part has left their profile. */
function shownPart(row: StoredPart, own: LikeableParts): LikedPart | null {
  if (row.liked_photo_url !== null)
    return own.photos.includes(row.liked_photo_url) ? { kind: "photo", url: row.liked_photo_url } : null;
  const answered = own.prompts.find((p) => p.prompt === row.liked_prompt);
  return answered ? { kind: "prompt", prompt: answered.prompt, answer: answered.answer } : null;
}

/** "Likes you" shows this many people at most (the newest). */
const LIKED_YOU_MAX = 100;
/** A free member's teaser shows this many veiled faces (the newest likers). */
const VEILS_MAX = 3;

export function createMatchingService({
  repo,
  atomically,
  bus,
  now,
  expandedMatching,
  cardsOf,
  veilsOf,
  partsOf,
}: Deps) {
  return {
    /**
     * A like or a pass on someone the member may see. A like that meets the other person's like
     * makes their match: the like is committed first, then the reverse like is read, so of two
     * people liking each other at the same moment at least the later one sees the other's; the
     * pair's unique row makes the match exactly once, and only its creator announces it. A like
     * may be for one photo or prompt of theirs (`part`); it counts as a like all the same.
     */
    async decide(userId: string, targetId: string, kind: "like" | "pass", part?: LikePart): Promise<DecisionResult> {
      if (targetId === userId)
        throw new DomainError("invalid", ErrorCodes.validation, MatchText.notYourself, {
          user_id: MatchText.notYourself,
        });
      if (!(await repo.canSee(userId, targetId)))
        throw new DomainError("not_found", ErrorCodes.notFound, MatchText.notFound);
      if (part && kind === "pass") throw refused(LikePartText.onlyForLikes);
      const stored = part ? await checkedPart(part, () => partsOf(userId, targetId)) : undefined;
      const again = (await repo.decide(userId, targetId, kind, stored)) === kind;
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
      // What was liked would tell who liked: a free member gets neither.
      if (!unlocked)
        return { count, locked: true, people: [], veils: await veilsOf(ids.slice(0, VEILS_MAX)), parts: {} };
      const withPart = people.filter((p) => p.liked_photo_url !== null || p.liked_prompt !== null);
      const own = withPart.length > 0 ? await partsOf(userId, userId) : { photos: [], prompts: [] };
      const parts: Record<string, LikedPart> = {};
      for (const row of withPart) {
        const shown = shownPart(row, own);
        if (shown) parts[row.from_user_id] = shown;
      }
      return { count, locked: false, people: await cardsOf(userId, ids), veils: [], parts };
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

    /** These members' names and photos for a list that has checked them through the policy (conversations). */
    async cardsOf(userIds: readonly string[]) {
      const rows = await repo.cardsOf([...new Set(userIds)]);
      return new Map(rows.map((r) => [r.user_id, { name: r.name, avatar_url: r.avatar_url }]));
    },

    /** The digest's week in numbers: likes given and received, new matches. */
    activitySince: (userId: string, since: Date) => repo.activitySince(userId, since),

    /** Each of the member's matches and who it is with (deleting an account tells each partner). */
    async partners(userId: string): Promise<{ matchId: string; partnerId: string }[]> {
      return (await repo.matchesOf(userId)).map((m) => ({ matchId: m.id, partnerId: m.other_id }));
    },

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
