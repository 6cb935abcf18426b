import { sql, type Kysely, type Selectable, type Updateable } from "kysely";
import type { Database, PhotosTable, ProfilesTable } from "../../db/types.js";

export type ProfileRow = Selectable<ProfilesTable>;
export type PhotoRow = Selectable<PhotosTable>;
export type ProfileChanges = Omit<Updateable<ProfilesTable>, "id" | "created_at" | "updated_at">;

export function createProfilesRepository(db: Kysely<Database>) {
  return {
    /** Creates the row on first use, starting from the date of birth verified at sign-up. */
    async ensure(userId: string): Promise<void> {
      await db
        .insertInto("profiles")
        .columns(["id", "date_of_birth", "updated_at"])
        .expression(
          db.selectNoFrom([
            sql<string>`${userId}`.as("id"),
            sql<string | null>`(select date_of_birth from age_verifications where user_id = ${userId} and is_verified)`.as("date_of_birth"),
            sql<Date>`now()`.as("updated_at"),
          ]),
        )
        .onConflict((oc) => oc.column("id").doNothing())
        .execute();
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
      return db.selectFrom("photos").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
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
      return db.transaction().execute(async (trx) => {
        await trx.selectFrom("profiles").select("id").where("id", "=", photo.user_id).forUpdate().executeTakeFirst();
        const { n } = await trx
          .selectFrom("photos")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .where("user_id", "=", photo.user_id)
          .executeTakeFirstOrThrow();
        if (Number(n) >= max) return false;
        await trx.insertInto("photos").values(photo).execute();
        return true;
      });
    },

    async findPhoto(userId: string, photoId: string): Promise<PhotoRow | undefined> {
      return db.selectFrom("photos").selectAll().where("id", "=", photoId).where("user_id", "=", userId).executeTakeFirst();
    },

    /** Removes the photo and, if it was the main one, clears avatar_url, in one transaction. */
    async deletePhoto(userId: string, photoId: string): Promise<PhotoRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom("photos")
          .where("id", "=", photoId)
          .where("user_id", "=", userId)
          .returningAll()
          .executeTakeFirst();
        if (removed) {
          await trx
            .updateTable("profiles")
            .set({ avatar_url: null, updated_at: sql<Date>`now()` })
            .where("id", "=", userId)
            .where("avatar_url", "=", removed.url)
            .execute();
        }
        return removed;
      });
    },

    /** True only the first time: a partial unique index keeps one profile_completed per user. */
    async recordProfileCompleted(userId: string): Promise<boolean> {
      const inserted = await db
        .insertInto("user_events")
        .values({ user_id: userId, event_type: "profile_completed", event_data: JSON.stringify({}) })
        .onConflict((oc) => oc.column("user_id").where("event_type", "=", "profile_completed").doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}
export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
