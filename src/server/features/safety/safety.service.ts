import { ErrorCodes } from "#shared/errors";
import { SafetyText } from "#shared/messages";
import {
  defaultSafetySettings,
  type BlockedMember,
  type SafetySettings,
  type SafetySettingsUpdate,
} from "#shared/safety";
import type { Atomically, EventBus } from "../../platform/events/event-bus.js";
import { createReadThroughCache } from "../../platform/cache/read-through.js";
import { DomainError } from "../../platform/errors.js";
import type { SafetyRepository } from "./safety.repository.js";

type Deps = {
  repo: SafetyRepository;
  /** Profiles: the member's name and a small photo as the blocker sees them now (null when hidden). */
  likeness: (
    viewerId: string,
    userId: string,
  ) => Promise<{ name: string | null; photo: Buffer | null; photoId: string | null } | null>;
  /** The repository in one transaction whose events commit with it (the event outbox). */
  atomically: Atomically<SafetyRepository>;
  bus: EventBus;
};

const notYourself = () => new DomainError("invalid", ErrorCodes.validation, SafetyText.notYourself);
const notFound = () => new DomainError("not_found", ErrorCodes.notFound, SafetyText.userNotFound);

export function createSafetyService({ repo, atomically, bus, likeness }: Deps) {
  // Asked for the recipient of every message: kept in memory, evicted in every process when they
  // change (SafetySettingsChanged, subscribed in index.ts), else after ten seconds.
  const settings = createReadThroughCache(
    async (userId: string): Promise<SafetySettings> => (await repo.settings(userId)) ?? defaultSafetySettings,
  );
  return {
    /** A member's own settings; other features ask this to enforce them (messaging, for one). */
    settings: (userId: string): Promise<SafetySettings> => settings.get(userId),

    /** Whether the member lets their distance be shown and used (discovery). */
    sharesLocation: async (userId: string): Promise<boolean> => (await settings.get(userId)).location_sharing_enabled,

    /** Settings changed (here or in another process): the next read asks the database. */
    forgetSettings: (userId: string): void => settings.evict(userId),

    /** Changes may have been missed (the event carrier was away): every next read asks the database. */
    forgetAllSettings: (): void => settings.clear(),

    async updateSettings(userId: string, changes: SafetySettingsUpdate): Promise<SafetySettings> {
      const saved = await atomically(async (r, emit) => {
        const row = await r.updateSettings(userId, changes);
        emit("SafetySettingsChanged", { userId });
        return row;
      });
      settings.evict(userId);
      return saved;
    },

    /**
     * Blocks the member: from now on neither sees the other anywhere, and neither can message.
     * Their name and photo as the blocker saw them are kept for the blocker's list (Unblock).
     */
    async block(blockerId: string, blockedId: string): Promise<void> {
      if (blockedId === blockerId) throw notYourself();
      const result = await repo.block(blockerId, blockedId, await likeness(blockerId, blockedId));
      if (result === "missing") throw notFound();
      if (result === "already")
        throw new DomainError("conflict", ErrorCodes.alreadyBlocked, SafetyText.alreadyBlocked.description);
      await bus.emit("UserBlocked", { blockerId, blockedId });
    },

    async blocked(blockerId: string): Promise<{ blocks: BlockedMember[] }> {
      return {
        blocks: (await repo.blocked(blockerId)).map((b) => ({
          user_id: b.blocked_user_id,
          name: b.blocked_name,
          photo_url: b.has_photo ? `/api/blocks/${encodeURIComponent(b.blocked_user_id)}/photo` : null,
          blocked_at: new Date(b.created_at).toISOString(),
        })),
      };
    },

    blockedPhoto: repo.blockedPhoto,

    /**
     * Lifts a block and nothing else: the two are strangers again (matching forgets their likes
     * and match on `UserUnblocked`), so no match or conversation comes back.
     */
    async unblock(blockerId: string, blockedId: string): Promise<void> {
      const lifted = await atomically(async (r, emit) => {
        const done = await r.unblock(blockerId, blockedId);
        if (done) emit("UserUnblocked", { blockerId, blockedId });
        return done;
      });
      if (!lifted) throw notFound();
    },
  };
}
export type SafetyService = ReturnType<typeof createSafetyService>;
