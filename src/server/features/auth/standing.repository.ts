import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";

/** An account's standing (migration 0037): its suspensions and bans, and the banned addresses' hashes. */
export function createStandingRepository(db: Kysely<Database>) {
  /** In force now: not lifted, and a ban or a suspension not yet ended. */
  const inForce = (eb: ExpressionBuilder<Database, "account_restrictions">) =>
    eb.and([eb("lifted_at", "is", null), eb.or([eb("ends_at", "is", null), eb("ends_at", ">", sql<Date>`now()`)])]);
  const active = () =>
    db.selectFrom("account_restrictions").select(["id", "kind", "reason", "starts_at", "ends_at"]).where(inForce);
  return {
    /** The restriction in force now, a ban before a suspension (a member may hold both). */
    async activeRestriction(userId: string) {
      return active()
        .where("user_id", "=", userId)
        .orderBy(sql`kind = 'ban'`, "desc")
        .orderBy("ends_at", "desc")
        .executeTakeFirst();
    },

    async restrictionById(id: string) {
      return db
        .selectFrom("account_restrictions")
        .select(["id", "user_id", "kind", "reason", "starts_at", "ends_at", "lifted_at"])
        .where("id", "=", id)
        .executeTakeFirst();
    },

    /** Suspends or bans, ending every session of the account in the same transaction. */
    async restrict(r: { userId: string; kind: "suspension" | "ban"; reason: string; days?: number }) {
      const row = await db
        .insertInto("account_restrictions")
        .values({
          user_id: r.userId,
          kind: r.kind,
          reason: r.reason,
          ends_at: r.kind === "suspension" ? sql<Date>`now() + make_interval(days => ${r.days ?? 1})` : null,
        })
        .returning(["id", "kind", "reason", "starts_at", "ends_at"])
        .executeTakeFirstOrThrow();
      await db.deleteFrom("sessions").where("user_id", "=", r.userId).execute();
      return row;
    },

    async endSessions(userId: string): Promise<void> {
      await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
    },

    /** Lifts every restriction in force; how many were. */
    async lift(userId: string): Promise<number> {
      const lifted = await db
        .updateTable("account_restrictions")
        .set({ lifted_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .where(inForce)
        .executeTakeFirst();
      return Number(lifted.numUpdatedRows);
    },

    async banEmail(hash: string): Promise<void> {
      await db
        .insertInto("banned_emails")
        .values({ email_hash: hash })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },

    async unbanEmail(hash: string): Promise<void> {
      await db.deleteFrom("banned_emails").where("email_hash", "=", hash).execute();
    },

    async isBannedEmail(hash: string): Promise<boolean> {
      return Boolean(
        await db.selectFrom("banned_emails").select("email_hash").where("email_hash", "=", hash).executeTakeFirst(),
      );
    },

    /**
     * Which of these members count as established reporters: confirmed, age-verified, and older
     * than the given number of days (ADR 0323).
     */
    async establishedAmong(userIds: string[], days: number): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectFrom("users")
        .innerJoin("age_verifications", "age_verifications.user_id", "users.id")
        .select("users.id")
        .where("users.id", "in", userIds)
        .where("users.email_verified", "=", true)
        .where("age_verifications.is_verified", "=", true)
        .where("users.created_at", "<", sql<Date>`now() - make_interval(days => ${days})`)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    async exportRows(userId: string) {
      return db.selectFrom("account_restrictions").selectAll().where("user_id", "=", userId).execute();
    },
  };
}
export type StandingRepository = ReturnType<typeof createStandingRepository>;
