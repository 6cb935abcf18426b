import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import type { Tier } from "#shared/subscriptions";

/** The subscriptions feature's table: one row per member who has had a plan. */
export function createSubscriptionsRepository(db: Kysely<Database>) {
  return {
    async find(userId: string) {
      return db.selectFrom("subscriptions").select(["tier", "subscription_end", "echo_addon", "echo_end"]).where("user_id", "=", userId).executeTakeFirst();
    },

    async setTier(userId: string, tier: Tier, end: Date | null): Promise<void> {
      await db
        .insertInto("subscriptions")
        .values({ user_id: userId, tier, subscription_end: end })
        .onConflict((oc) => oc.column("user_id").doUpdateSet({ tier, subscription_end: end, updated_at: sql<Date>`now()` }))
        .execute();
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
