import { createReadThroughCache } from "../../platform/cache/read-through.js";
import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createVerificationRepository } from "./verification.repository.js";
import { verificationRoutes } from "./verification.routes.js";
import { createVerificationService, type VerificationService } from "./verification.service.js";

const VerificationJobs = { sweep: "verification.sweep" } as const;

/**
 * Who holds the Verified mark, for the features that show people (profiles, discovery,
 * conversations), and a moderator's answer on a review (moderation): made before them, as the
 * verification feature itself needs profiles' photos and moderation's cases.
 */
export function createVerificationMarks(p: Pick<Platform, "db" | "bus" | "now">) {
  const repo = createVerificationRepository(p.db);
  const atomically = atomicallyWith(p.bus, createVerificationRepository);
  // One member's mark as a profile shows it, read on every profile page and changed rarely: kept
  // per process, forgotten here right after a change commits and in every process when its
  // event arrives (ADR 0329). What decides anything (discovery's projection, moderation) reads
  // the database.
  const shown = createReadThroughCache(async (userId: string) => ({
    verified: (await repo.verifiedAmong([userId])).has(userId),
  }));
  p.bus.onEverywhere("VerificationChanged", ({ userId }) => shown.evict(userId));
  p.bus.onEverywhere("RealtimeResync", () => shown.clear());
  return {
    /** Of these members, those with the mark now (the database). */
    verifiedAmong: repo.verifiedAmong,
    isVerified: async (userId: string) => (await repo.verifiedAmong([userId])).has(userId),
    /** The same for a profile's page: one member's mark is answered from this process's memory. */
    async shownAmong(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length !== 1) return repo.verifiedAmong(ids);
      return (await shown.get(ids[0]!)).verified ? new Set(ids) : new Set();
    },
    /** A change to the member's mark has committed: this process stops showing the old one at once. */
    forget: (userId: string) => shown.evict(userId),
    /**
     * A moderator's answer on a review: "confirmed" gives the mark, matched to the photos the
     * moderator compared. False when the review was answered otherwise already.
     */
    async settleReview(userId: string, checkId: string, outcome: "confirmed" | "refused", photoIds: string[]) {
      const settled = await atomically(async (r, emit) => {
        if (!(await r.settleReview(userId, checkId, outcome, p.now()))) return false;
        if (outcome === "confirmed") {
          await r.markVerified(userId, checkId, p.now(), photoIds);
          emit("VerificationChanged", { userId });
        }
        return true;
      });
      if (settled && outcome === "confirmed") shown.evict(userId);
      return settled;
    },
  };
}
export type VerificationMarks = ReturnType<typeof createVerificationMarks>;

/**
 * Photo verification: a live selfie check read on our own server (platform/face-check), compared
 * with the member's photos; passing earns the Verified mark. Profiles lends the photos.
 */
export function createVerificationFeature(
  p: Platform,
  deps: {
    photosOf: (userId: string) => Promise<{ id: string; data: Buffer }[]>;
    photoFile: (userId: string, photoId: string) => Promise<Buffer | null>;
    openReview: (review: { userId: string; checkId: string; pictures: Buffer[] }) => Promise<void>;
    /** The mark changed (committed): this process's kept copy goes (createVerificationMarks' `forget`). */
    markChanged: (userId: string) => void;
  },
): Feature<VerificationService> {
  const repo = createVerificationRepository(p.db);
  const service = createVerificationService({
    repo,
    atomically: atomicallyWith(p.bus, createVerificationRepository),
    faces: p.faceReader,
    now: p.now,
    ...deps,
  });
  // A check left half-way (the tab closed) holds a face descriptor until it is ended: at most a minute past its time.
  p.jobs.define(VerificationJobs.sweep, async () => void (await service.sweep()));
  p.jobs.schedule(VerificationJobs.sweep, "* * * * *");
  return {
    name: "verification",
    service,
    routes: verificationRoutes(service, p.rateLimit),
    exportOf: repo.exportRows,
    subscribe(bus) {
      // Reading faces takes a moment: after the upload has answered.
      bus.on("PhotoAdded", "verification.photo-added", ({ userId, photoId }) => service.photoAdded(userId, photoId), {
        offPath: true,
      });
      bus.on("PhotoRemoved", "verification.photo-removed", ({ userId, photoId }) =>
        service.photoRemoved(userId, photoId),
      );
    },
  };
}
export type { VerificationService };
