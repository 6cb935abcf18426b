import { createHmac } from "node:crypto";
import { canonicalEmail } from "./canonical-email.js";
import { ErrorCodes } from "#shared/errors";
import { ModerationText, type Restriction } from "#shared/moderation";
import { DomainError } from "../../platform/errors.js";
import type { Atomically } from "../../platform/events/event-bus.js";
import type { StandingRepository } from "./standing.repository.js";

type Deps = {
  repo: StandingRepository;
  atomically: Atomically<StandingRepository>;
  /** The server's secret: the key of the banned addresses' hashes. */
  secret: string;
  emailOf: (userId: string) => Promise<string | null>;
};

type Row = {
  id: string;
  kind: "suspension" | "ban";
  reason: string;
  starts_at: Date | string;
  ends_at: Date | string | null;
};
const iso = (d: Date | string) => new Date(d).toISOString();
export const toRestriction = (r: Row): Restriction => ({
  id: r.id,
  kind: r.kind,
  reason: r.reason,
  starts_at: iso(r.starts_at),
  ends_at: r.ends_at ? iso(r.ends_at) : null,
});

/**
 * An account's standing, decided by moderators and enforced here, where sessions are made:
 * a suspended or banned account holds no session (each ends in the same transaction as the
 * decision, and every process forgets it: `SessionsRevoked`) and cannot sign in again until the
 * suspension ends or is lifted. A banned address is kept only as a keyed hash (HMAC-SHA256 with
 * the server's secret), so the ban outlives the account without keeping the address.
 */
export function createStandingService({ repo, atomically, secret, emailOf }: Deps) {
  const hmac = (text: string) => createHmac("sha256", secret).update(text).digest("hex");
  // A ban is kept under the mailbox the address reaches (canonical-email.ts); bans made before
  // that were kept under the address in lower case, and are still read (and lifted) as such.
  const hashOf = (email: string) => hmac(canonicalEmail(email));
  const legacyHashOf = (email: string) => hmac(email.trim().toLowerCase());

  return {
    async restriction(userId: string): Promise<Restriction | null> {
      const row = await repo.activeRestriction(userId);
      return row ? toRestriction(row) : null;
    },

    async restrictionById(id: string) {
      const row = await repo.restrictionById(id);
      return row ? { ...toRestriction(row), userId: row.user_id, lifted: row.lifted_at !== null } : null;
    },

    /** The refusal a restricted account meets at sign-in: why, and until when. */
    refusal(r: Restriction): DomainError {
      return r.kind === "ban"
        ? new DomainError("forbidden", ErrorCodes.accountBanned, ModerationText.banned(r))
        : new DomainError(
            "forbidden",
            ErrorCodes.accountSuspended,
            ModerationText.suspended({ ...r, ends_at: r.ends_at! }),
          );
    },

    /** Every session of the account, deleted (again, after a decision's commit: see restrict). */
    endSessions: (userId: string) => repo.endSessions(userId),

    async suspend(userId: string, reason: string, days: number): Promise<Restriction> {
      const restriction = await atomically(async (r, emit) => {
        const row = await r.restrict({ userId, kind: "suspension", reason, days });
        const restriction = toRestriction(row);
        emit("AccountRestricted", { userId, kind: "suspension", reason, endsAt: restriction.ends_at });
        emit("SessionsRevoked", { userId });
        return restriction;
      });
      // A session whose creation checked standing just before this commit is deleted now.
      await repo.endSessions(userId);
      return restriction;
    },

    async ban(userId: string, reason: string): Promise<Restriction> {
      const email = await emailOf(userId);
      const restriction = await atomically(async (r, emit) => {
        const row = await r.restrict({ userId, kind: "ban", reason });
        if (email) await r.banEmail(hashOf(email));
        emit("AccountRestricted", { userId, kind: "ban", reason, endsAt: null });
        emit("SessionsRevoked", { userId });
        return toRestriction(row);
      });
      await repo.endSessions(userId);
      return restriction;
    },

    /** Lifts the suspension or ban in force (and frees the address); false when there was none. */
    async lift(userId: string): Promise<boolean> {
      const email = await emailOf(userId);
      return atomically(async (r) => {
        const lifted = await r.lift(userId);
        if (lifted === 0) return false;
        if (email) for (const hash of new Set([hashOf(email), legacyHashOf(email)])) await r.unbanEmail(hash);
        return true;
      });
    },

    isBannedEmail: async (email: string) =>
      (await repo.isBannedEmail(hashOf(email))) || (await repo.isBannedEmail(legacyHashOf(email))),

    establishedAmong: repo.establishedAmong,
  };
}
export type StandingService = ReturnType<typeof createStandingService>;
