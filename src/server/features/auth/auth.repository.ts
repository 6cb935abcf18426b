import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";

/** The auth feature's tables: users, sessions, accounts, verifications (better-auth's), age_verifications. */
export function createAuthRepository(db: Kysely<Database>) {
  return {
    async findUserByEmail(email: string) {
      return db
        .selectFrom("users")
        .select(["id", "email", "email_verified"])
        .where("email", "=", email)
        .executeTakeFirst();
    },

    async findUserById(userId: string) {
      return db.selectFrom("users").select(["id", "email", "email_verified"]).where("id", "=", userId).executeTakeFirst();
    },

    /** The account a live password-reset token belongs to (better-auth keeps it as a verification row). */
    async userOfResetToken(token: string): Promise<string | undefined> {
      const row = await db
        .selectFrom("verifications")
        .select("value")
        .where("identifier", "=", `reset-password:${token}`)
        .where("expires_at", ">", new Date())
        .executeTakeFirst();
      return row?.value;
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

    async ageVerification(userId: string) {
      return db
        .selectFrom("age_verifications")
        .select(["is_verified", "verified_at"])
        .where("user_id", "=", userId)
        .executeTakeFirst();
    },

    async isAgeVerified(userId: string): Promise<boolean> {
      const row = await db
        .selectFrom("age_verifications")
        .select("is_verified")
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return row?.is_verified ?? false;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
