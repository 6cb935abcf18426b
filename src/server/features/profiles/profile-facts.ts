import type { ProfilesService } from "./profiles.service.js";

/**
 * What other features read of a member's profile, each the shape its reader asks for: a mail's
 * greeting (activity, notifications), what the premium engines weigh besides quiz answers (quiz),
 * the parts of a profile a like may name (matching). Built on the service's own reads, so the
 * visibility policy and the photos in review are decided in one place.
 */
export function createProfileFacts(service: Pick<ProfilesService, "own" | "publicView">) {
  return {
    /** The name the member gave (null before onboarding sets one). */
    nameOf: async (userId: string) => (await service.own(userId)).name,

    /** Interests and intent, as the compatibility engines read a person. */
    async intentOf(userId: string) {
      const own = await service.own(userId);
      return { interests: own.interests, lookingFor: own.looking_for };
    },

    /**
     * Someone's photos and prompts as `viewerId` saw them: another member's public profile; the
     * member's own as they are now, photos in review left out (nobody else saw those).
     */
    async partsOf(viewerId: string, userId: string) {
      if (viewerId !== userId) return service.publicView(viewerId, userId);
      const own = await service.own(userId);
      return { photos: own.photos.filter((p) => !p.in_review).map((p) => p.url), prompts: own.prompts };
    },
  };
}
export type ProfileFacts = ReturnType<typeof createProfileFacts>;
