import type { Feature, Platform } from "../../platform/feature.js";
import { createProfilesRepository } from "./profiles.repository.js";
import { profilesRoutes } from "./profiles.routes.js";
import { createProfilesService, type ProfilesService } from "./profiles.service.js";

/** Profiles and photos: the editor, quick setup, last online, the public view. */
export function createProfilesFeature(p: Platform): Feature<ProfilesService> {
  const repo = createProfilesRepository(p.db);
  const service = createProfilesService({ repo, storage: p.storage, bus: p.bus, now: p.now });
  return {
    exportOf: repo.exportRows,
    name: "profiles",
    service,
    routes: profilesRoutes(service),
    subscribe(bus) {
      bus.on("UserCreated", ({ userId }) => service.create(userId));
      bus.on("AgeVerified", ({ userId, dateOfBirth }) => service.fillDateOfBirth(userId, dateOfBirth));
      bus.on("SignedIn", async ({ userId }) => void (await service.touchLastOnline(userId)));
    },
  };
}
export type { ProfilesService };
