import { sql, type Kysely, type Selectable, type Updateable } from "kysely";
import type { Database, PhotosTable, ProfilesTable } from "../../db/types.js";
import { visibleTo } from "../../policy/visibility.js";
import { compiledOnce } from "../../db/compiled-once.js";
import { inTransaction } from "../../db/transaction.js";

export type ProfileRow = Selectable<ProfilesTable>;
export type PhotoRow = Selectable<PhotosTable>;
/** A row as json hands it over: timestamps as ISO text. */
type Dated<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

export type ProfileChanges = Omit<Updateable<ProfilesTable>, "id" | "created_at" | "updated_at">;

export function createProfilesRepository(db: Kysely<Database>) {
  // The row as one json value instead of ~25 columns: pg re-reads a result's column list on every
  // execution (the row description), at a cost that grows per column; one column and one
  // JSON.parse cost less (profiled: ~8 % of a signed-in GET /api/profile's CPU). json, not jsonb:
  // PostgreSQL builds it without converting to jsonb first (pgbench: ~20 % more of these a second).
  // Every signed-in page reads the member's own profile: its query is built and compiled once.
  const profileWithPhotosQuery = compiledOnce((userId: string) =>
    db
      .selectFrom("profiles")
      .select([
        sql<Dated<ProfileRow>>`row_to_json(profiles.*)`.as("profile"),
        sql<
          Dated<PhotoRow>[] | null
        >`(select json_agg(photos.* order by photos.created_at, photos.id) from photos where photos.user_id = profiles.id)`.as(
          "photos",
        ),
      ])
      .where("profiles.id", "=", userId),
  );

  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const [profiles, photos] = await Promise.all([
        db.selectFrom("profiles").selectAll().where("id", "=", userId).execute(),
        db.selectFrom("photos").select(["id", "url", "created_at"]).where("user_id", "=", userId).execute(),
      ]);
      return { profiles, photos };
    },

    /** The profile row every account has from the start (UserCreated). */
    async create(userId: string): Promise<void> {
      // From the account row: a delivery that arrives after the account was deleted adds nothing.
      await db
        .insertInto("profiles")
        .columns(["id", "updated_at"])
        .expression((eb) =>
          eb
            .selectFrom("users")
            .select(["id", sql<Date>`now()`.as("updated_at")])
            .where("id", "=", userId),
        )
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
    },

    /** A verified birth date fills the profile's, unless the member has already set one. */
    async fillDateOfBirth(userId: string, dateOfBirth: string): Promise<void> {
      await db
        .updateTable("profiles")
        .set({ date_of_birth: dateOfBirth })
        .where("id", "=", userId)
        .where("date_of_birth", "is", null)
        .execute();
    },

    /** True only the first time: marks the profile complete if it was not already. */
    async finishOnboarding(userId: string): Promise<void> {
      await db
        .updateTable("profiles")
        .set({ onboarding_step: null })
        .where("id", "=", userId)
        .where("onboarding_step", "is not", null)
        .execute();
    },

    async markCompleted(userId: string): Promise<boolean> {
      const row = await db
        .updateTable("profiles")
        .set({ completed_at: sql<Date>`now()` })
        .where("id", "=", userId)
        .where("completed_at", "is", null)
        .returning("id")
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Another member's profile, only if the visibility policy lets `viewerId` see it. */
    async findVisible(viewerId: string, profileId: string): Promise<ProfileRow | undefined> {
      return db
        .selectFrom("profiles")
        .selectAll()
        .where("id", "=", profileId)
        .where(visibleTo(viewerId, "profiles.id"))
        .executeTakeFirst();
    },

    /** The profile and its photos in one round trip (the most frequent read of the app). */
    async findWithPhotos(userId: string): Promise<(ProfileRow & { photos: PhotoRow[] }) | undefined> {
      const [row] = (await db.executeQuery(profileWithPhotosQuery(userId))).rows;
      if (!row) return undefined;
      // JSON carries timestamps as text; the row carries Dates like every other read.
      const p = row.profile;
      return {
        ...p,
        last_online: p.last_online === null ? null : new Date(p.last_online),
        completed_at: p.completed_at === null ? null : new Date(p.completed_at),
        created_at: new Date(p.created_at),
        updated_at: new Date(p.updated_at),
        photos: (row.photos ?? []).map((photo) => ({ ...photo, created_at: new Date(photo.created_at) })),
      };
    },

    /** Profile ids in id order, a page at a time (discovery's one-time backfill walks them). */
    async idsAfter(afterId: string | null, limit: number): Promise<string[]> {
      let q = db.selectFrom("profiles").select("id").orderBy("id").limit(limit);
      if (afterId !== null) q = q.where("id", ">", afterId);
      return (await q.execute()).map((r) => r.id);
    },

    async find(userId: string): Promise<ProfileRow | undefined> {
      return db.selectFrom("profiles").selectAll().where("id", "=", userId).executeTakeFirst();
    },

    async update(userId: string, changes: ProfileChanges): Promise<ProfileRow | undefined> {
      return db
        .updateTable("profiles")
        .set({ ...changes, updated_at: sql<Date>`now()` })
        .where("id", "=", userId)
        .returningAll()
        .executeTakeFirst();
    },

    async touchLastOnline(userId: string): Promise<Date | undefined> {
      const row = await db
        .updateTable("profiles")
        .set({ last_online: sql<Date>`now()` })
        .where("id", "=", userId)
        .returning("last_online")
        .executeTakeFirst();
      return row?.last_online ?? undefined;
    },

    async listPhotos(userId: string): Promise<PhotoRow[]> {
      return db
        .selectFrom("photos")
        .selectAll()
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
    },

    /** The photos others may see (none in review), oldest first. */
    async livePhotos(userId: string): Promise<PhotoRow[]> {
      return db
        .selectFrom("photos")
        .selectAll()
        .where("user_id", "=", userId)
        .where("in_review", "=", false)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
    },

    /** Each member's main photo as stored (never one in review), for those who have one. */
    async mainPhotoKeys(userIds: readonly string[]): Promise<{ user_id: string; storage_key: string }[]> {
      if (userIds.length === 0) return [];
      return db
        .selectFrom("profiles as p")
        .innerJoin("photos as ph", (join) =>
          join.onRef("ph.user_id", "=", "p.id").onRef("ph.url", "=", "p.avatar_url").on("ph.in_review", "=", false),
        )
        .select(["p.id as user_id", "ph.storage_key"])
        .where("p.id", "in", [...userIds])
        .execute();
    },

    /** A moderator approved a photo in review: it is live, and the main one if there was none. */
    async publishPhoto(userId: string, photoId: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const photo = await trx
          .updateTable("photos")
          .set({ in_review: false })
          .where("id", "=", photoId)
          .where("user_id", "=", userId)
          .where("in_review", "=", true)
          .returning("url")
          .executeTakeFirst();
        if (!photo) return false;
        await trx
          .updateTable("profiles")
          .set({ avatar_url: photo.url, updated_at: sql<Date>`now()` })
          .where("id", "=", userId)
          .where("avatar_url", "is", null)
          .execute();
        return true;
      });
    },

    async countPhotos(userId: string): Promise<number> {
      const row = await db
        .selectFrom("photos")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Inserts the photo only while the user has fewer than `max`: the profile row is locked
     * first, so concurrent uploads are counted one after another.
     */
    async addPhotoWithinLimit(photo: Omit<PhotoRow, "created_at">, max: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        await trx.selectFrom("profiles").select("id").where("id", "=", photo.user_id).forUpdate().executeTakeFirst();
        const { n } = await trx
          .selectFrom("photos")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("user_id", "=", photo.user_id)
          .executeTakeFirstOrThrow();
        if (Number(n) >= max) return false;
        await trx.insertInto("photos").values(photo).execute();
        // The first photo is the main one until the member picks another; never one in review.
        if (!photo.in_review)
          await trx
            .updateTable("profiles")
            .set({ avatar_url: photo.url })
            .where("id", "=", photo.user_id)
            .where("avatar_url", "is", null)
            .execute();
        return true;
      });
    },

    async findPhoto(userId: string, photoId: string): Promise<PhotoRow | undefined> {
      return db
        .selectFrom("photos")
        .selectAll()
        .where("id", "=", photoId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    /** Removes the photo and, if it was the main one, passes "main" to the oldest remaining photo. */
    async deletePhoto(userId: string, photoId: string): Promise<PhotoRow | undefined> {
      return inTransaction(db, async (trx) => {
        const removed = await trx
          .deleteFrom("photos")
          .where("id", "=", photoId)
          .where("user_id", "=", userId)
          .returningAll()
          .executeTakeFirst();
        if (removed) {
          const next = trx
            .selectFrom("photos")
            .select("url")
            .where("user_id", "=", userId)
            .where("in_review", "=", false)
            .orderBy("created_at")
            .orderBy("id")
            .limit(1);
          await trx
            .updateTable("profiles")
            .set({ avatar_url: next, updated_at: sql<Date>`now()` })
            .where("id", "=", userId)
            .where("avatar_url", "=", removed.url)
            .execute();
        }
        return removed;
      });
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
