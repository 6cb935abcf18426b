import { randomBytes, randomUUID } from "node:crypto";
import { ageOn } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import { ProfileLimits } from "#shared/limits";
import { ProfileText } from "#shared/messages";
import {
  isProfileComplete,
  zipFromLocation,
  type Gender,
  type Intent,
  type InterestedIn,
  type OwnProfile,
  type PublicProfile,
} from "#shared/profiles";
import type { ProfileUpdate } from "#shared/profile-fields";
import { lookupZip } from "../../geo/zip-centroids.js";
import { DomainError, type ErrorKind } from "../../platform/errors.js";
import type { Atomically } from "../../platform/events/event-bus.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import type { PhotoScores } from "../../platform/image-safety/classifier.js";
import { photoVerdict } from "../../platform/image-safety/photo-review.js";
import { ownIdentity, shownIdentity } from "./identity.js";
import { processPhoto, veil } from "./photo-processing.js";
import type { PhotoRow, ProfileChanges, ProfileRow, ProfilesRepository } from "./profiles.repository.js";

type Deps = {
  repo: ProfilesRepository;
  /** The repository in one transaction whose events commit with it (the event outbox). */
  atomically: Atomically<ProfilesRepository>;
  storage: FileStorage;
  /** Explicit-photo classification (platform/image-safety): every upload is looked at. */
  classify: (image: Buffer) => Promise<PhotoScores>;
  /** Of these members, those whose Unlocked Beyond badge shows now (perks feature). */
  badgesAmong: (ids: readonly string[]) => Promise<Set<string>>;
  /** Of these members, those with the Verified mark (verification). */
  verifiedAmong: (ids: readonly string[]) => Promise<Set<string>>;
  now?: () => Date;
};

const fieldError = (field: string, message: string, kind: ErrorKind = "invalid") =>
  new DomainError(kind, ErrorCodes.validation, message, { [field]: message });

/**
 * `{userId}/{timestamp}-{random}.{ext}`: the spec's folder-per-user and timestamp, plus random bits
 * so names never collide across server processes and cannot be guessed from the upload time.
 */
function storageKey(userId: string, ext: string): string {
  return `${userId}/${Date.now()}-${randomBytes(9).toString("base64url")}.${ext}`;
}

export function createProfilesService({
  repo,
  atomically,
  storage,
  classify,
  badgesAmong,
  verifiedAmong,
  now = () => new Date(),
}: Deps) {
  const ageOf = (row: ProfileRow) => (row.date_of_birth ? ageOn(row.date_of_birth, now()) : null);

  function toOwn(row: ProfileRow, photos: PhotoRow[], verified: boolean): OwnProfile {
    return {
      verified,
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
      prompts: row.prompts,
      photos: photos.map((p) => ({
        id: p.id,
        url: p.url,
        created_at: p.created_at.toISOString(),
        in_review: p.in_review,
      })),
      avatar_url: row.avatar_url,
      zip_code: row.zip_code,
      distance_preference: row.distance_preference,
      age_preference_min: row.age_preference_min,
      age_preference_max: row.age_preference_max,
      ...ownIdentity(row),
      onboarding_step: row.onboarding_step,
      last_online: row.last_online ? new Date(row.last_online).toISOString() : null,
      created_at: row.created_at.toISOString(),
      updated_at: new Date(row.updated_at).toISOString(),
    };
  }

  /** City-level only: the zip's city when known, else the typed location unless it is itself a zip. */
  async function publicLocation(row: ProfileRow): Promise<string | null> {
    const place = row.zip_code ? await lookupZip(row.zip_code) : null;
    if (place) return `${place.city}, ${place.state}`;
    return row.location && !zipFromLocation(row.location) ? row.location : null;
  }

  /** The stored profile with its photos; every account has its row from sign-up on (UserCreated). */
  async function load(userId: string): Promise<OwnProfile> {
    const row = await repo.findWithPhotos(userId);
    if (!row) throw new DomainError("not_found", ErrorCodes.notFound, ProfileText.profileNotFound);
    return toOwn(row, row.photos, (await verifiedAmong([userId])).has(userId));
  }

  /** Turns a validated update into column changes, applying the rules that need the stored row. */
  async function changesFor(current: ProfileRow, input: ProfileUpdate): Promise<ProfileChanges> {
    const { age, zip_code, prompts, onboarding_step, ...fields } = input;
    const changes: ProfileChanges = { ...fields };
    // Setup, once done (the quiz submitted), stays done: a late save from an old tab cannot reopen it.
    if (onboarding_step !== undefined && current.onboarding_step !== null) changes.onboarding_step = onboarding_step;
    if (prompts !== undefined) changes.prompts = JSON.stringify(prompts);
    if (zip_code !== undefined) {
      const zip = zip_code?.trim() || null;
      const place = zip ? await lookupZip(zip) : null;
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
    own: load,

    /** Every account gets its profile row when it is created (again: nothing changes). */
    create: (userId: string) => repo.create(userId),

    /** Creates the row first when missing, so it holds whichever of the two events comes first. */
    async fillDateOfBirth(userId: string, dateOfBirth: string): Promise<void> {
      await atomically(async (r, emit) => {
        await r.create(userId);
        await r.fillDateOfBirth(userId, dateOfBirth);
        emit("ProfileChanged", { userId });
      });
    },

    /** Setup ends with the quiz: submitted, onboarding is done on every device (again: nothing changes). */
    finishOnboarding: (userId: string) => repo.finishOnboarding(userId),
    onboardingStep: async (userId: string) => (await repo.find(userId))?.onboarding_step ?? null,

    memberIdsAfter: (afterId: string | null, limit: number) => repo.idsAfter(afterId, limit),

    /**
     * What discovery filters, ranks and shows about a member (the matching feature keeps its own
     * copy from ProfileChanged; its MemberFacts type is the contract, checked where app.ts wires
     * the two); null until the two-way rules can be applied to them.
     */
    async discoveryFacts(userId: string) {
      const row = await repo.findWithPhotos(userId);
      if (!row?.name || !row.gender || !row.date_of_birth) return null;
      const place = row.zip_code ? await lookupZip(row.zip_code) : null;
      const main = row.avatar_url && row.photos.some((p) => p.url === row.avatar_url) ? row.avatar_url : null;
      return {
        name: row.name,
        gender: row.gender as Gender,
        interestedIn: (row.interested_in ?? []) as InterestedIn[],
        dateOfBirth: row.date_of_birth,
        ageMin: row.age_preference_min,
        ageMax: row.age_preference_max,
        distancePreference: row.distance_preference,
        place: place ? { lat: place.lat, lon: place.lon } : null,
        city: await publicLocation(row),
        lookingFor: row.looking_for as Intent | null,
        avatarUrl: main,
        hasPhoto: row.photos.some((p) => !p.in_review),
        interests: row.interests,
        // What a card quotes of the member: their first prompt's answer, else their bio.
        ownWords: row.prompts[0]
          ? { prompt: row.prompts[0].prompt, text: row.prompts[0].answer }
          : row.bio
            ? { prompt: null, text: row.bio }
            : null,
        // Interests, location, occupation, bio, prompt answers and the zip's city, for the free-text search.
        searchText: [
          row.interests.join(" "),
          row.location,
          row.occupation,
          row.bio,
          ...row.prompts.map((p) => p.answer),
          place?.city,
        ]
          .filter(Boolean)
          .join(" "),
        pronouns: shownIdentity(row).pronouns,
      };
    },

    async update(user: { id: string; email: string }, input: ProfileUpdate): Promise<OwnProfile> {
      const current = await repo.find(user.id);
      if (!current) throw new DomainError("not_found", ErrorCodes.notFound, ProfileText.profileNotFound);
      const changes = await changesFor(current, input);
      const updated = await atomically(async (r, emit) => {
        const row = (await r.update(user.id, changes))!;
        if (isProfileComplete(row) && (await r.markCompleted(user.id))) emit("ProfileCompleted", { userId: user.id });
        emit("ProfileChanged", { userId: user.id });
        return row;
      });
      const [photos, verified] = await Promise.all([repo.listPhotos(user.id), verifiedAmong([user.id])]);
      return toOwn(updated, photos, verified.has(user.id));
    },

    async touchLastOnline(userId: string): Promise<{ last_online: string }> {
      const at = await repo.touchLastOnline(userId);
      return { last_online: (at ?? now()).toISOString() };
    },

    async addPhoto(userId: string, data: Buffer, declaredType: string): Promise<OwnProfile> {
      // Cheap early refusal before decoding; the locked insert below is what actually enforces it.
      if ((await repo.countPhotos(userId)) >= ProfileLimits.photosMax)
        throw fieldError("photo", ProfileText.photoLimit, "conflict");
      const photo = await processPhoto(data, declaredType);
      // Looked at before it is stored: clearly explicit is refused, borderline waits for a
      // moderator, visible to its owner only (ADR 0324).
      const verdict = photoVerdict(await classify(photo.data));
      if (verdict === "refused")
        throw new DomainError("unprocessable", ErrorCodes.photoRefused, ProfileText.photoRefused, {
          photo: ProfileText.photoRefused,
        });
      const key = storageKey(userId, photo.ext);
      await storage.put(key, photo.data, photo.contentType);
      const id = randomUUID();
      const held = verdict === "held";
      const added = await atomically(async (r, emit) => {
        const stored = await r.addPhotoWithinLimit(
          { id, user_id: userId, storage_key: key, url: storage.publicUrl(key), in_review: held },
          ProfileLimits.photosMax,
        );
        if (stored && !held) emit("ProfileChanged", { userId });
        if (stored && held) emit("PhotoHeld", { userId, photoId: id });
        if (stored) emit("PhotoAdded", { userId, photoId: id });
        return stored;
      });
      if (!added) {
        await storage.delete(key);
        throw fieldError("photo", ProfileText.photoLimit, "conflict");
      }
      return load(userId);
    },

    /** One of the member's photos as stored, live or held (null when it is not theirs or gone). */
    async photoFile(userId: string, photoId: string): Promise<Buffer | null> {
      const photo = await repo.findPhoto(userId, photoId);
      return photo ? storage.get(photo.storage_key) : null;
    },

    /** The member's photos others can see, as stored (photo verification compares a selfie with them). */
    async visiblePhotoFiles(userId: string): Promise<{ id: string; data: Buffer }[]> {
      const files: { id: string; data: Buffer }[] = [];
      for (const photo of await repo.listPhotos(userId)) {
        if (photo.in_review) continue;
        const data = await storage.get(photo.storage_key);
        if (data) files.push({ id: photo.id, data });
      }
      return files;
    },

    /** The member's photo files as we store them (the data export), named by their photo id. */
    async photoFiles(userId: string): Promise<{ name: string; data: Buffer }[]> {
      const files: { name: string; data: Buffer }[] = [];
      for (const photo of await repo.listPhotos(userId)) {
        const data = await storage.get(photo.storage_key);
        if (data)
          files.push({ name: `${photo.id}${photo.storage_key.slice(photo.storage_key.lastIndexOf("."))}`, data });
      }
      return files;
    },

    /**
     * These members' main photos as veils (a few pixels; see photo-processing's `veil`), in the
     * order given, null for a member without one. Made from the stored file on demand: asked
     * only by a free member's "Likes you", for a handful of people.
     */
    async veilsOf(userIds: readonly string[]): Promise<(string | null)[]> {
      const keys = new Map((await repo.mainPhotoKeys(userIds)).map((r) => [r.user_id, r.storage_key]));
      return Promise.all(
        userIds.map(async (id) => {
          const key = keys.get(id);
          // A file that cannot be read (or a seeded portrait, which has none) is a plain shape.
          const data = key ? await storage.get(key).catch(() => null) : null;
          return data ? veil(data).catch(() => null) : null;
        }),
      );
    },

    /** Before the account is deleted: every photo file goes (the rows go with the account). */
    async removePhotoFiles(userId: string): Promise<void> {
      for (const photo of await repo.listPhotos(userId)) await storage.delete(photo.storage_key);
    },

    async deletePhoto(userId: string, photoId: string): Promise<OwnProfile> {
      const removed = await atomically(async (r, emit) => {
        const row = await r.deletePhoto(userId, photoId);
        if (row) emit("ProfileChanged", { userId });
        if (row) emit("PhotoRemoved", { userId, photoId });
        return row;
      });
      if (!removed) throw new DomainError("not_found", ErrorCodes.notFound, ProfileText.photoNotFound);
      await storage.delete(removed.storage_key);
      return load(userId);
    },

    async setMainPhoto(userId: string, photoId: string): Promise<OwnProfile> {
      const photo = await repo.findPhoto(userId, photoId);
      if (!photo) throw new DomainError("not_found", ErrorCodes.notFound, ProfileText.photoNotFound);
      if (photo.in_review) throw fieldError("photo", ProfileText.photoInReview, "conflict");
      await atomically(async (r, emit) => {
        await r.update(userId, { avatar_url: photo.url });
        emit("ProfileChanged", { userId });
      });
      return load(userId);
    },

    /** Another member's profile as `viewerId` may see it (the visibility policy decides). */
    async publicView(viewerId: string, profileId: string): Promise<PublicProfile> {
      const row = await repo.findVisible(viewerId, profileId);
      if (!row) throw new DomainError("not_found", ErrorCodes.notFound, ProfileText.profileNotFound);
      const [photoRows, badges, verified] = await Promise.all([
        repo.livePhotos(profileId),
        badgesAmong([profileId]),
        verifiedAmong([profileId]),
      ]);
      const photos = photoRows.map((p) => p.url);
      const main = row.avatar_url && photos.includes(row.avatar_url) ? row.avatar_url : null;
      return {
        id: row.id,
        name: row.name,
        age: ageOf(row),
        photos: main ? [main, ...photos.filter((u) => u !== main)] : photos,
        avatar_url: main,
        bio: row.bio,
        interests: row.interests,
        prompts: row.prompts,
        location: await publicLocation(row),
        occupation: row.occupation,
        education: row.education,
        looking_for: row.looking_for as Intent | null,
        ...shownIdentity(row),
        beyond_badge: badges.has(profileId),
        verified: verified.has(profileId),
      };
    },
  };
}
export type ProfilesService = ReturnType<typeof createProfilesService>;
