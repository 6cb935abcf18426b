import { ageOn } from "#shared/auth";
import type { ProfileSnapshot, RemovableField } from "#shared/moderation";
import type { Intent } from "#shared/profiles";
import type { Atomically } from "../../platform/events/event-bus.js";
import { lookupZip } from "../../geo/zip-centroids.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import { thumbnail } from "./photo-processing.js";
import type { ProfilesRepository } from "./profiles.repository.js";

type Deps = {
  repo: ProfilesRepository;
  atomically: Atomically<ProfilesRepository>;
  storage: FileStorage;
  now: () => Date;
};

/**
 * What trust and safety may ask of profiles: the profile as it stands (kept with a report as
 * evidence, or with a block for the blocker's list), and a moderator's removals. Each removal is an ordinary profile change
 * (`ProfileChanged`), so discovery and open pages follow it as they follow the member's own edits.
 */
export function createProfileModeration({ repo, atomically, storage, now }: Deps) {
  return {
    /** The profile's words and its photo files now; null when there is no such member. */
    async snapshot(userId: string): Promise<{ profile: ProfileSnapshot; photos: Buffer[] } | null> {
      const row = await repo.find(userId);
      if (!row) return null;
      const place = row.zip_code ? await lookupZip(row.zip_code) : null;
      const photos: Buffer[] = [];
      for (const photo of await repo.listPhotos(userId)) {
        const data = await storage.get(photo.storage_key);
        if (data) photos.push(data);
      }
      return {
        profile: {
          name: row.name,
          age: row.date_of_birth ? ageOn(row.date_of_birth, now()) : null,
          location: place ? `${place.city}, ${place.state}` : row.location,
          bio: row.bio,
          occupation: row.occupation,
          education: row.education,
          looking_for: row.looking_for as Intent | null,
          interests: row.interests,
          prompts: row.prompts,
        },
        photos,
      };
    },

    /**
     * The name and a small copy of the main photo as `viewerId` sees them now (kept with a block);
     * null when the policy hides the member from them, so a block never reveals anyone.
     */
    async likeness(
      viewerId: string,
      userId: string,
    ): Promise<{ name: string | null; photo: Buffer | null; photoId: string | null } | null> {
      const row = await repo.findVisible(viewerId, userId);
      if (!row) return null;
      const photos = await repo.livePhotos(userId);
      const main = photos.find((p) => p.url === row.avatar_url) ?? photos[0];
      const data = main ? await storage.get(main.storage_key) : null;
      const photo = data ? await thumbnail(data).catch(() => null) : null;
      return { name: row.name, photo, photoId: photo ? main!.id : null };
    },

    /** The photos and removable texts the member has now (null once the account is gone). */
    async current(userId: string) {
      const row = await repo.find(userId);
      if (!row) return null;
      const fields: RemovableField[] = [];
      if (row.bio) fields.push("bio");
      if (row.occupation) fields.push("occupation");
      if (row.education) fields.push("education");
      if (row.prompts.length > 0) fields.push("prompts");
      const photos = (await repo.listPhotos(userId)).map((p) => ({ id: p.id, url: p.url, in_review: p.in_review }));
      return { name: row.name, photos, fields };
    },

    /** A moderator takes a photo off; false when it is no longer there. */
    async removePhoto(userId: string, photoId: string): Promise<boolean> {
      const removed = await atomically(async (r, emit) => {
        const row = await r.deletePhoto(userId, photoId);
        if (row) emit("ProfileChanged", { userId });
        if (row) emit("PhotoRemoved", { userId, photoId });
        return row;
      });
      if (removed) await storage.delete(removed.storage_key);
      return Boolean(removed);
    },

    /** A moderator approves a photo in review: it goes live (the main one if there was none). */
    async publishPhoto(userId: string, photoId: string): Promise<boolean> {
      const done = await atomically(async (r, emit) => {
        const published = await r.publishPhoto(userId, photoId);
        if (published) emit("ProfileChanged", { userId });
        return published;
      });
      return done;
    },

    /** A moderator clears a text field (every prompt answer, for prompts). */
    async clearField(userId: string, field: RemovableField): Promise<boolean> {
      return atomically(async (r, emit) => {
        const row = await r.update(userId, field === "prompts" ? { prompts: "[]" } : { [field]: null });
        if (row) emit("ProfileChanged", { userId });
        return Boolean(row);
      });
    },
  };
}
export type ProfileModeration = ReturnType<typeof createProfileModeration>;
