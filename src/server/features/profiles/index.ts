import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createProfileFacts, type ProfileFacts } from "./profile-facts.js";
import { createProfileModeration, type ProfileModeration } from "./profile-moderation.js";
import { createProfilesRepository } from "./profiles.repository.js";
import { profilesRoutes } from "./profiles.routes.js";
import { createProfilesService, type ProfilesService } from "./profiles.service.js";

/** Profiles and photos: the editor, quick setup, last online, the public view. */
export function createProfilesFeature(
  p: Platform,
  deps: Pick<Parameters<typeof createProfilesService>[0], "badgesAmong" | "verifiedAmong">,
): Feature<ProfilesService & ProfileFacts & { moderation: ProfileModeration }> {
  const repo = createProfilesRepository(p.db);
  const atomically = atomicallyWith(p.bus, createProfilesRepository);
  const service = createProfilesService({
    repo,
    atomically,
    storage: p.storage,
    classify: p.photoClassifier.classify,
    now: p.now,
    ...deps,
  });
  const moderation = createProfileModeration({ repo, atomically, storage: p.storage, now: p.now });
  return {
    exportOf: repo.exportRows,
    name: "profiles",
    service: { ...service, ...createProfileFacts(service), moderation },
    routes: profilesRoutes(service),
    subscribe(bus) {
      // Each is idempotent: an existing row stays, a birth date fills only an empty one, a
      // sign-in delivered again sets "last online" to now again.
      bus.on("UserCreated", "profiles.create", ({ userId }) => service.create(userId));
      bus.on("AgeVerified", "profiles.date-of-birth", ({ userId, dateOfBirth }) =>
        service.fillDateOfBirth(userId, dateOfBirth),
      );
      bus.on("QuizCompleted", "profiles.onboarding-done", ({ userId }) => service.finishOnboarding(userId));
      bus.on("SignedIn", "profiles.last-online", async ({ userId }) => void (await service.touchLastOnline(userId)));
    },
  };
}
export type { ProfilesService };
