import { randomBytes, randomUUID } from "node:crypto";
import { ageOn } from "../../../shared/auth.js";
import { ErrorCodes } from "../../../shared/errors.js";
import { ProfileLimits } from "../../../shared/limits.js";
import { ProfileText } from "../../../shared/messages.js";
import {
  isProfileComplete,
  zipFromLocation,
  type Gender,
  type Intent,
  type InterestedIn,
  type OwnProfile,
  type ProfileUpdate,
  type PublicProfile,
} from "../../../shared/profiles.js";
import { lookupZip } from "../../platform/geo/zip-centroids.js";
import { AppError } from "../../platform/http/errors.js";
import type { Mailer } from "../../platform/mail/mailer.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import { processPhoto } from "./photo-processing.js";
import type { PhotoRow, ProfileChanges, ProfileRow, ProfilesRepository } from "./profiles.repository.js";
import { profileCompletedMail } from "./profiles.mails.js";

type Deps = { repo: ProfilesRepository; storage: FileStorage; mailer: Mailer; appUrl: string; now?: () => Date };

const fieldError = (field: string, message: string, status = 400) =>
  new AppError(status, ErrorCodes.validation, message, { [field]: message });

/**
 * `{userId}/{timestamp}-{random}.{ext}`: the spec's folder-per-user and timestamp, plus random bits
 * so names never collide across server processes and cannot be guessed from the upload time.
 */
function storageKey(userId: string, ext: string): string {
  return `${userId}/${Date.now()}-${randomBytes(9).toString("base64url")}.${ext}`;
}

export function createProfilesService({ repo, storage, mailer, appUrl, now = () => new Date() }: Deps) {
  const ageOf = (row: ProfileRow) => (row.date_of_birth ? ageOn(row.date_of_birth, now()) : null);

  function toOwn(row: ProfileRow, photos: PhotoRow[]): OwnProfile {
    return {
      id: row.id,
      name: row.name,
      bio: row.bio,
      age: ageOf(row),
      date_of_birth: row.date_of_birth,
      gender: row.gender as Gender | null,
      height: row.height,
      location: row.location,
      occupation: row.occupation,
      education: row.education,
      looking_for: row.looking_for as Intent | null,
      interested_in: row.interested_in as InterestedIn[] | null,
      interests: row.interests,
      photos: photos.map((p) => ({ id: p.id, url: p.url, createdAt: p.created_at.toISOString() })),
      avatar_url: row.avatar_url,
      zip_code: row.zip_code,
      distance_preference: row.distance_preference,
      age_preference_min: row.age_preference_min,
      age_preference_max: row.age_preference_max,
      last_online: row.last_online ? new Date(row.last_online).toISOString() : null,
      created_at: row.created_at.toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
    };
  }

  /** City-level only: the zip's city when known, else the typed location unless it is itself a zip. */
  function publicLocation(row: ProfileRow): string | null {
    const place = row.zip_code ? lookupZip(row.zip_code) : null;
    if (place) return `${place.city}, ${place.state}`;
    return row.location && !zipFromLocation(row.location) ? row.location : null;
  }

  /** The stored profile with its photos; callers have made sure the row exists. */
  async function load(userId: string): Promise<OwnProfile> {
    const [row, photos] = await Promise.all([repo.find(userId), repo.listPhotos(userId)]);
    return toOwn(row!, photos);
  }

  async function own(userId: string): Promise<OwnProfile> {
    await repo.ensure(userId);
    return load(userId);
  }

  /** Turns a validated update into column changes, applying the rules that need the stored row. */
  function changesFor(current: ProfileRow, input: ProfileUpdate): ProfileChanges {
    const { age, zip_code, ...fields } = input;
    const changes: ProfileChanges = { ...fields };
    if (zip_code !== undefined) {
      const zip = zip_code?.trim() || null;
      const place = zip ? lookupZip(zip) : null;
      if (zip && !place) throw fieldError("zip_code", ProfileText.zipUnknown);
      Object.assign(changes, { zip_code: zip, lat: place?.lat ?? null, lon: place?.lon ?? null });
    }
    const dob = input.date_of_birth !== undefined ? input.date_of_birth : current.date_of_birth;
    if (age != null && dob && ageOn(dob, now()) !== age) throw fieldError("age", ProfileText.ageMismatch);
    const min = input.age_preference_min ?? current.age_preference_min;
    const max = input.age_preference_max ?? current.age_preference_max;
    if (min > max) throw fieldError("age_preference_min", ProfileText.agePrefOrder);
    return changes;
  }

  return {
    own,

    async update(user: { id: string; email: string }, input: ProfileUpdate): Promise<OwnProfile> {
      await repo.ensure(user.id);
      const current = (await repo.find(user.id))!;
      const updated = await repo.update(user.id, changesFor(current, input));
      if (updated && isProfileComplete(updated) && (await repo.recordProfileCompleted(user.id))) {
        // The journey mail is a courtesy: a mail failure must not undo a saved profile.
        await mailer.send(profileCompletedMail(user.email, updated.name!, appUrl)).catch(() => false);
      }
      return toOwn(updated!, await repo.listPhotos(user.id));
    },

    async touchLastOnline(userId: string): Promise<{ last_online: string }> {
      await repo.ensure(userId);
      const at = await repo.touchLastOnline(userId);
      return { last_online: (at ?? now()).toISOString() };
    },

    async addPhoto(userId: string, data: Buffer, declaredType: string): Promise<OwnProfile> {
      await repo.ensure(userId);
      // Cheap early refusal before decoding; the locked insert below is what actually enforces it.
      if ((await repo.countPhotos(userId)) >= ProfileLimits.photosMax) throw fieldError("photo", ProfileText.photoLimit, 409);
      const photo = await processPhoto(data, declaredType);
      const key = storageKey(userId, photo.ext);
      await storage.put(key, photo.data, photo.contentType);
      const added = await repo.addPhotoWithinLimit(
        { id: randomUUID(), user_id: userId, storage_key: key, url: storage.publicUrl(key) },
        ProfileLimits.photosMax,
      );
      if (!added) {
        await storage.delete(key);
        throw fieldError("photo", ProfileText.photoLimit, 409);
      }
      return load(userId);
    },

    async deletePhoto(userId: string, photoId: string): Promise<OwnProfile> {
      const removed = await repo.deletePhoto(userId, photoId);
      if (!removed) throw new AppError(404, ErrorCodes.notFound, ProfileText.photoNotFound);
      await storage.delete(removed.storage_key);
      return load(userId);
    },

    async setMainPhoto(userId: string, photoId: string): Promise<OwnProfile> {
      const photo = await repo.findPhoto(userId, photoId);
      if (!photo) throw new AppError(404, ErrorCodes.notFound, ProfileText.photoNotFound);
      await repo.update(userId, { avatar_url: photo.url });
      return load(userId);
    },

    async publicView(profileId: string): Promise<PublicProfile> {
      const row = await repo.find(profileId);
      if (!row) throw new AppError(404, ErrorCodes.notFound, ProfileText.profileNotFound);
      const photos = (await repo.listPhotos(profileId)).map((p) => p.url);
      const main = row.avatar_url && photos.includes(row.avatar_url) ? row.avatar_url : null;
      return {
        id: row.id,
        name: row.name,
        age: ageOf(row),
        photos: main ? [main, ...photos.filter((u) => u !== main)] : photos,
        avatar_url: main,
        bio: row.bio,
        interests: row.interests,
        location: publicLocation(row),
        occupation: row.occupation,
        education: row.education,
        looking_for: row.looking_for as Intent | null,
      };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
