import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from "kysely";
import { RENEWAL_GRACE_HOURS, type PlanCode } from "#shared/plans";
import type { Database, MembershipsTable } from "../../db/types.js";

type Provider = MembershipsTable["provider"];

const RENEWAL_GRACE_MS = RENEWAL_GRACE_HOURS * 60 * 60 * 1000;

/**
 * Whether a plan still gives access at `at`: the rule `active` asks PostgreSQL, for a row already
 * read (the subscriptions service keeps a member's plans in memory and asks this at each use).
 */
export function givesAccessAt(row: { period_end: Date | null; renews: boolean }, at: Date): boolean {
  if (row.period_end === null || row.period_end > at) return true;
  return row.renews && row.period_end.getTime() > at.getTime() - RENEWAL_GRACE_MS;
}

/** The rule of `givesAccessAt` in SQL: a row gives access at `at` (the renewal grace included). */
const accessAt =
  (at: Date) =>
  (eb: ExpressionBuilder<Database, "memberships">): Expression<SqlBool> => {
    const grace = new Date(at.getTime() - RENEWAL_GRACE_MS);
    return eb.or([
      eb("period_end", "is", null),
      eb("period_end", ">", at),
      eb.and([eb("renews", "=", true), eb("period_end", ">", grace)]),
    ]);
  };

/** The plans members hold (memberships): one row per member and plan. */
export function createMembershipsRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      return { memberships: await db.selectFrom("memberships").selectAll().where("user_id", "=", userId).execute() };
    },

    /**
     * The member's plans whose access has not ended at `at`. A plan that renews keeps access for
     * a day past its period's end: the provider's renewal charge (and its notice) can arrive hours
     * after it, and a paying member should not drop to free meanwhile. (`givesAccessAt` is the
     * same rule for a row in hand: change both together.)
     */
    async active(userId: string, at: Date) {
      return db
        .selectFrom("memberships")
        .select(["plan", "period_end", "renews", "provider", "provider_subscription_id"])
        .where("user_id", "=", userId)
        .where(accessAt(at))
        .execute();
    },

    /** Every plan of the member still set to renew, whatever its period (a provider may still bill it). */
    async renewing(userId: string) {
      return db
        .selectFrom("memberships")
        .select(["plan", "provider", "provider_subscription_id"])
        .where("user_id", "=", userId)
        .where("renews", "=", true)
        .execute();
    },

    /** Members holding any of these plans at `at` (with the renewal grace), a page at a time by id. */
    async holders(plans: readonly PlanCode[], at: Date, after: string | null, limit: number): Promise<string[]> {
      let q = db
        .selectFrom("memberships")
        .select("user_id")
        .distinct()
        .where("plan", "in", [...plans])
        .where(accessAt(at))
        .orderBy("user_id")
        .limit(limit);
      if (after) q = q.where("user_id", ">", after);
      return (await q.execute()).map((r) => r.user_id);
    },

    /** Of these members, those holding one of `plans` at `at` (one query for a page of people). */
    async holdingAmong(plans: readonly PlanCode[], userIds: readonly string[], at: Date): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .selectFrom("memberships")
        .select("user_id")
        .distinct()
        .where("user_id", "in", [...userIds])
        .where("plan", "in", [...plans])
        .where(accessAt(at))
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** The member's row for a plan; `lock` holds it to the end of the transaction (for update). */
    async find(userId: string, plan: PlanCode, options: { lock?: boolean } = {}) {
      const q = db.selectFrom("memberships").selectAll().where("user_id", "=", userId).where("plan", "=", plan);
      return (options.lock ? q.forUpdate() : q).executeTakeFirst();
    },

    async findBySubscription(provider: Provider, subscriptionId: string) {
      return db
        .selectFrom("memberships")
        .selectAll()
        .where("provider", "=", provider)
        .where("provider_subscription_id", "=", subscriptionId)
        .executeTakeFirst();
    },

    /** Sets a plan's paid period (a purchase, a renewal, an operator's grant). */
    async upsert(m: {
      userId: string;
      plan: PlanCode;
      periodEnd: Date | null;
      renews: boolean;
      provider: Provider;
      subscriptionId: string | null;
    }): Promise<void> {
      const values = {
        period_end: m.periodEnd,
        renews: m.renews,
        provider: m.provider,
        provider_subscription_id: m.subscriptionId,
        updated_at: sql<Date>`now()`,
      };
      await db
        .insertInto("memberships")
        .values({ user_id: m.userId, plan: m.plan, ...values })
        .onConflict((oc) => oc.columns(["user_id", "plan"]).doUpdateSet(values))
        .execute();
    },

    /** Stops renewal; access stays to period_end. False when there was nothing renewing. */
    async stopRenewal(userId: string, plan: PlanCode): Promise<boolean> {
      const r = await db
        .updateTable("memberships")
        .set({ renews: false, updated_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .where("plan", "=", plan)
        .where("renews", "=", true)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Ends access now (a refund, an expiry, an operator setting a member free). */
    async end(userId: string, plan: PlanCode, at: Date): Promise<void> {
      await db
        .updateTable("memberships")
        .set({ period_end: at, renews: false, updated_at: sql<Date>`now()` })
        .where("user_id", "=", userId)
        .where("plan", "=", plan)
        .execute();
    },
  };
}
export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
