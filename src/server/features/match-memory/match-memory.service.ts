import { ErrorCodes } from "#shared/errors";
import type { MatchMemory } from "#shared/match-memory";
import { MatchText } from "#shared/messages";
import { PremiumText } from "#shared/premium-messages";
import { DomainError } from "../../platform/errors.js";
import type { MatchMemoryRepository } from "./match-memory.repository.js";

type Deps = {
  repo: MatchMemoryRepository;
  /** Asked of subscriptions: does the member hold the `matchMemory` entitlement (Unlocked+ or Beyond)? */
  entitled: (userId: string) => Promise<boolean>;
  /** Asked of matching: the other member when `userId` is in the match and the pair may see each other. */
  partnerIn: (matchId: string, userId: string) => Promise<{ partnerId: string } | null>;
};

/**
 * Private Match Memory: a note only its author ever reads. Writing it is the perk; a note already
 * written stays readable when the plan ends (it is the member's own words) and editable again
 * when the plan returns (ADR 0409).
 */
export function createMatchMemoryService({ repo, entitled, partnerIn }: Deps) {
  async function requireOwnMatch(userId: string, matchId: string): Promise<void> {
    if (!(await partnerIn(matchId, userId)))
      throw new DomainError("not_found", ErrorCodes.notFound, MatchText.matchNotFound);
  }
  const answer = (row: { note: string; updated_at: Date } | undefined, canEdit: boolean): MatchMemory => ({
    note: row?.note ?? "",
    updated_at: row ? row.updated_at.toISOString() : null,
    can_edit: canEdit,
  });

  return {
    async read(userId: string, matchId: string): Promise<MatchMemory> {
      const [, canEdit, row] = await Promise.all([
        requireOwnMatch(userId, matchId),
        entitled(userId),
        repo.find(userId, matchId),
      ]);
      return answer(row, canEdit);
    },

    /** Replaces the note; an empty one removes it. */
    async write(userId: string, matchId: string, note: string): Promise<MatchMemory> {
      await requireOwnMatch(userId, matchId);
      if (!(await entitled(userId)))
        throw new DomainError("forbidden", ErrorCodes.premiumRequired, PremiumText.plusRequired);
      if (note === "") {
        await repo.remove(userId, matchId);
        return answer(undefined, true);
      }
      return answer(await repo.save(userId, matchId, note), true);
    },
  };
}
export type MatchMemoryService = ReturnType<typeof createMatchMemoryService>;
