import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";

export function createAuthRepository(db: Kysely<Database>) {
  return {
    async findUserByEmail(email: string) {
      return db
        .selectFrom("users")
        .select(["id", "email", "email_verified"])
        .where("email", "=", email)
        .executeTakeFirst();
    },

    /** Records a verified date of birth; the first record for a user wins unless `overwrite`. */
    async saveAgeVerification(userId: string, dateOfBirth: string, overwrite: boolean) {
      await db
        .insertInto("age_verifications")
        .values({ user_id: userId, is_verified: true, date_of_birth: dateOfBirth })
        .onConflict((oc) =>
          overwrite
            ? oc.column("user_id").doUpdateSet({ is_verified: true, date_of_birth: dateOfBirth, verified_at: new Date() })
            : oc.column("user_id").doNothing(),
        )
        .execute();
    },

    async isAgeVerified(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("age_verifications")
        .select("is_verified")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.is_verified ?? false;
    },

    async hasEvent(userId: string, eventType: string): Promise<boolean> {
      const row = await db
        .selectFrom("user_events")
        .select("id")
        .where("user_id", "=", userId)
        .where("event_type", "=", eventType)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
