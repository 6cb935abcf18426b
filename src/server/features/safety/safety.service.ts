import { ErrorCodes } from "#shared/errors";
import { SafetyText } from "#shared/messages";
import {
  defaultSafetySettings,
  type ReportReason,
  type SafetySettings,
  type SafetySettingsUpdate,
} from "#shared/safety";
import type { Atomically, EventBus } from "../../platform/events/event-bus.js";
import { createReadThroughCache } from "../../platform/cache/read-through.js";
import { DomainError } from "../../platform/errors.js";
import type { SafetyRepository } from "./safety.repository.js";

type Deps = {
  repo: SafetyRepository;
  /** The repository in one transaction whose events commit with it (the event outbox). */
  atomically: Atomically<SafetyRepository>;
  bus: EventBus;
};

const notYourself = () => new DomainError("invalid", ErrorCodes.validation, SafetyText.notYourself);
const notFound = () => new DomainError("not_found", ErrorCodes.notFound, SafetyText.userNotFound);

export function createSafetyService({ repo, atomically, bus }: Deps) {
  // Asked for the recipient of every message: kept in memory, evicted in every process when they
  // change (SafetySettingsChanged, subscribed in index.ts), else after ten seconds.
  const settings = createReadThroughCache(
    async (userId: string): Promise<SafetySettings> => (await repo.settings(userId)) ?? defaultSafetySettings,
  );
  return {
    /** A member's own settings; other features ask this to enforce them (messaging, for one). */
    settings: (userId: string): Promise<SafetySettings> => settings.get(userId),

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

    async report(
      reporterId: string,
      input: { reported_user_id: string; reason: ReportReason; description?: string | undefined },
    ): Promise<void> {
      if (input.reported_user_id === reporterId) throw notYourself();
      const description = input.description?.trim() ? input.description.trim() : null;
      // The conversation goes with the report, so neither side's unmatch can take the evidence away.
      const filed = await repo.report({
        reporterId,
        reportedId: input.reported_user_id,
        reason: input.reason,
        description,
      });
      if (!filed) throw notFound();
    },

    /** Blocks the member: from now on neither sees the other anywhere, and neither can message. */
    async block(blockerId: string, blockedId: string): Promise<void> {
      if (blockedId === blockerId) throw notYourself();
      const result = await repo.block(blockerId, blockedId);
      if (result === "missing") throw notFound();
      if (result === "already")
        throw new DomainError("conflict", ErrorCodes.alreadyBlocked, SafetyText.alreadyBlocked.description);
      await bus.emit("UserBlocked", { blockerId, blockedId });
    },
  };
}
export type SafetyService = ReturnType<typeof createSafetyService>;
