import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import { inTransaction } from "../../db/transaction.js";

/** The auth feature's tables: users, sessions, accounts, verifications (better-auth's), age_verifications. */
export function createAuthRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const [users, age_verifications, sessions, accounts] = await Promise.all([
        db
          .selectFrom("users")
          .select(["id", "email", "email_verified", "created_at", "updated_at"])
          .where("id", "=", userId)
          .execute(),
        db.selectFrom("age_verifications").selectAll().where("user_id", "=", userId).execute(),
        // Never the session tokens or the password hash: those are keys, not data about the member.
        db
          .selectFrom("sessions")
          .select(["id", "created_at", "updated_at", "expires_at", "ip_address", "user_agent"])
          .where("user_id", "=", userId)
          .execute(),
        db
          .selectFrom("accounts")
          .select(["provider_id", "created_at", "updated_at"])
          .where("user_id", "=", userId)
          .execute(),
      ]);
      return { users, age_verifications, sessions, accounts };
    },

    async findUserByEmail(email: string) {
      return db
        .selectFrom("users")
        .select(["id", "email", "email_verified"])
        .where("email", "=", email)
        .executeTakeFirst();
    },

    /** The stored password hash of the account with this address (sign-in's credential row). */
    async passwordHashOf(email: string) {
      return db
        .selectFrom("users")
        .innerJoin("accounts", "accounts.user_id", "users.id")
        .select(["users.id", "accounts.password"])
        .where("users.email", "=", email.trim().toLowerCase())
        .where("accounts.provider_id", "=", "credential")
        .executeTakeFirst();
    },

    async findUserById(userId: string) {
      return db
        .selectFrom("users")
        .select(["id", "email", "email_verified"])
        .where("id", "=", userId)
        .executeTakeFirst();
    },

    /**
     * Deletes the account: its pending verification rows (reset tokens name the user id; email
     * ones the address) and the user row, whose deletion cascades to every table of the member's.
     */
    async deleteUser(userId: string): Promise<string | null> {
      return inTransaction(db, async (trx) => {
        const user = await trx
          .selectFrom("users")
          .select("email")
          .where("id", "=", userId)
          .forUpdate()
          .executeTakeFirst();
        if (!user) return null;
        await trx
          .deleteFrom("verifications")
          .where((eb) =>
            eb.or([eb("value", "=", userId), eb(eb.fn("strpos", ["identifier", eb.val(user.email)]), ">", 0)]),
          )
          .execute();
        await trx.deleteFrom("users").where("id", "=", userId).execute();
        return user.email;
      });
    },

    /** The member's sessions that have not expired, newest activity first. */
    async liveSessions(userId: string, now: Date) {
      return db
        .selectFrom("sessions")
        .select(["id", "created_at", "updated_at", "expires_at", "ip_address", "user_agent"])
        .where("user_id", "=", userId)
        .where("expires_at", ">", now)
        .orderBy("updated_at", "desc")
        .execute();
    },

    /** Ends one of the member's sessions (never someone else's: the owner is part of the match). */
    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      const r = await db
        .deleteFrom("sessions")
        .where("id", "=", sessionId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },

    /**
     * Sessions past their expiry (with their IP address and browser) and used-up or expired mail
     * links: better-auth removes an expired session only when its cookie comes back, so the rest
     * are swept here (the hourly `auth.sweep-expired` job). Answers how many rows went.
     */
    async deleteExpired(now: Date): Promise<number> {
      const sessions = await db.deleteFrom("sessions").where("expires_at", "<", now).executeTakeFirst();
      const links = await db.deleteFrom("verifications").where("expires_at", "<", now).executeTakeFirst();
      return Number(sessions.numDeletedRows) + Number(links.numDeletedRows);
    },

    /** Ends every session of the member but `keepId`; how many ended. */
    async deleteOtherSessions(userId: string, keepId: string): Promise<number> {
      const r = await db
        .deleteFrom("sessions")
        .where("user_id", "=", userId)
        .where("id", "!=", keepId)
        .executeTakeFirst();
      return Number(r.numDeletedRows);
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
            ? oc
                .column("user_id")
                .doUpdateSet({ is_verified: true, date_of_birth: dateOfBirth, verified_at: new Date() })
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
