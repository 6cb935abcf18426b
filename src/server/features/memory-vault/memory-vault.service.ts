import { ErrorCodes } from "#shared/errors";
import type { MatchList } from "#shared/matching";
import type { z } from "zod";
import type {
  Moment,
  momentInputSchema,
  momentUpdateSchema,
  promptInputSchema,
  promptUpdateSchema,
  SavedMatch,
  SavedPrompt,
  Vault,
  VaultKind,
} from "#shared/memory-vault";
import { MatchText } from "#shared/messages";
import { PremiumText, VaultText } from "#shared/premium-messages";
import { DomainError } from "../../platform/errors.js";
import type { MemoryVaultRepository } from "./memory-vault.repository.js";

type Deps = {
  repo: MemoryVaultRepository;
  /** Asked of subscriptions: does the member hold Unlocked Beyond (the `memoryVault` entitlement)? */
  entitled: (userId: string) => Promise<boolean>;
  /** Asked of matching: the member's matches as they may see them (the visibility policy applied). */
  matchesOf: (userId: string) => Promise<MatchList>;
  /** Asked of matching: the other member when `userId` is in the match and the pair may see each other. */
  partnerIn: (matchId: string, userId: string) => Promise<{ partnerId: string } | null>;
};

/** Routes hand the service payloads already parsed (trimmed, defaults filled) by these schemas. */
type NewMoment = z.output<typeof momentInputSchema>;
type MomentChanges = z.output<typeof momentUpdateSchema>;
type NewPrompt = z.output<typeof promptInputSchema>;
type PromptChanges = z.output<typeof promptUpdateSchema>;

const iso = (d: Date | string) => new Date(d).toISOString();
const notFound = () => new DomainError("not_found", ErrorCodes.notFound, VaultText.itemNotFound);
const tables = {
  matches: "memory_vault_matches",
  prompts: "memory_vault_prompts",
  moments: "memory_vault_moments",
} as const;

type MomentRow = Exclude<Awaited<ReturnType<MemoryVaultRepository["addMoment"]>>, "full">;
const toMoment = (r: MomentRow): Moment => ({
  id: r.id,
  title: r.title,
  description: r.description,
  moment_type: r.moment_type,
  notes: r.notes,
  tags: r.tags,
  match_id: r.match_id,
  saved_at: iso(r.saved_at),
  updated_at: iso(r.updated_at),
});
const toPrompt = (r: {
  id: string;
  text: string;
  source: SavedPrompt["source"];
  context: string | null;
  saved_at: Date;
}): SavedPrompt => ({ ...r, saved_at: iso(r.saved_at) });

export function createMemoryVaultService({ repo, entitled, matchesOf, partnerIn }: Deps) {
  async function requireBeyond(userId: string): Promise<void> {
    if (!(await entitled(userId)))
      throw new DomainError("forbidden", ErrorCodes.premiumRequired, PremiumText.beyondRequired);
  }
  /** Each list keeps at most VaultLimits.listMax items (the repository adds only while there is room). */
  function roomFor<T>(added: T | "full"): T {
    if (added === "full") throw new DomainError("conflict", ErrorCodes.vaultFull, VaultText.full);
    return added;
  }
  /** A match named in a vault item must be one of the member's own, still visible to them. */
  async function requireOwnMatch(userId: string, matchId: string): Promise<void> {
    if (!(await partnerIn(matchId, userId)))
      throw new DomainError("not_found", ErrorCodes.notFound, MatchText.matchNotFound);
  }
  /** Favourites shown with the partner's card as matching shows it; a match hidden by a block stays hidden. */
  async function decorate(
    userId: string,
    rows: Array<{ id: string; match_id: string; note: string | null; saved_at: Date }>,
  ): Promise<SavedMatch[]> {
    if (rows.length === 0) return [];
    const cards = new Map((await matchesOf(userId)).matches.map((m) => [m.id, m]));
    return rows.flatMap((r) => {
      const card = cards.get(r.match_id);
      return card
        ? [
            {
              id: r.id,
              match_id: r.match_id,
              user_id: card.user_id,
              name: card.name,
              avatar_url: card.avatar_url,
              note: r.note,
              saved_at: iso(r.saved_at),
            },
          ]
        : [];
    });
  }

  return {
    async vault(userId: string): Promise<Vault> {
      await requireBeyond(userId);
      const [matches, prompts, moments] = await Promise.all([
        repo.listMatches(userId),
        repo.listPrompts(userId),
        repo.listMoments(userId),
      ]);
      return {
        matches: await decorate(userId, matches),
        prompts: prompts.map(toPrompt),
        moments: moments.map(toMoment),
      };
    },

    /** Which of the member's matches are favourites (the heart on /matches and in a conversation); empty without the plan. */
    async favouriteMatchIds(userId: string): Promise<string[]> {
      return (await entitled(userId)) ? repo.savedMatchIds(userId) : [];
    },

    async saveMatch(userId: string, matchId: string, note: string | null | undefined): Promise<SavedMatch> {
      await requireBeyond(userId);
      await requireOwnMatch(userId, matchId);
      const [saved] = await decorate(userId, [roomFor(await repo.saveMatch(userId, matchId, note))]);
      if (!saved) throw notFound();
      return saved;
    },

    async updateMatchNote(userId: string, id: string, note: string | null): Promise<SavedMatch> {
      await requireBeyond(userId);
      const row = await repo.updateMatchNote(userId, id, note);
      const [saved] = row ? await decorate(userId, [row]) : [];
      if (!saved) throw notFound();
      return saved;
    },

    async savePrompt(userId: string, p: NewPrompt): Promise<SavedPrompt> {
      await requireBeyond(userId);
      return toPrompt(
        roomFor(await repo.savePrompt(userId, { text: p.text, source: p.source, context: p.context ?? null })),
      );
    },

    async updatePrompt(userId: string, id: string, changes: PromptChanges): Promise<SavedPrompt> {
      await requireBeyond(userId);
      const row = await repo.updatePrompt(userId, id, changes);
      if (row === "duplicate")
        throw new DomainError("conflict", ErrorCodes.validation, VaultText.promptExists, {
          text: VaultText.promptExists,
        });
      if (!row) throw notFound();
      return toPrompt(row);
    },

    async addMoment(userId: string, m: NewMoment): Promise<Moment> {
      await requireBeyond(userId);
      if (m.match_id) await requireOwnMatch(userId, m.match_id);
      return toMoment(
        roomFor(
          await repo.addMoment(userId, {
            ...m,
            description: m.description ?? null,
            notes: m.notes ?? null,
            match_id: m.match_id ?? null,
          }),
        ),
      );
    },

    async updateMoment(userId: string, id: string, changes: MomentChanges): Promise<Moment> {
      await requireBeyond(userId);
      if (changes.match_id) await requireOwnMatch(userId, changes.match_id);
      const row = await repo.updateMoment(userId, id, changes);
      if (!row) throw notFound();
      return toMoment(row);
    },

    async remove(userId: string, kind: VaultKind, id: string): Promise<void> {
      await requireBeyond(userId);
      if (!(await repo.remove(userId, tables[kind], id))) throw notFound();
    },
  };
}
export type MemoryVaultService = ReturnType<typeof createMemoryVaultService>;
