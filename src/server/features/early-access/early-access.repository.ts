import type { Kysely } from "kysely";
import type { FlagStage } from "#shared/early-access";
import type { Database } from "../../db/types.js";

/** feature_flags (an operator's) and feature_flag_optins (each member's own switches). */
export function createEarlyAccessRepository(db: Kysely<Database>) {
  return {
    /** What this feature holds about the member, table by table (the data export). */
    async exportRows(userId: string) {
      const feature_flag_optins = await db
        .selectFrom("feature_flag_optins")
        .select(["flag_name", "created_at"])
        .where("user_id", "=", userId)
        .execute();
      return { feature_flag_optins };
    },

    async stages(): Promise<{ name: string; stage: FlagStage; updated_at: Date }[]> {
      return db.selectFrom("feature_flags").select(["name", "stage", "updated_at"]).orderBy("name").execute();
    },

    /** Sets a flag's stage; false when there is no such flag. */
    async setStage(name: string, stage: FlagStage): Promise<boolean> {
      const res = await db
        .updateTable("feature_flags")
        .set({ stage, updated_at: new Date() })
        .where("name", "=", name)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    async optedIn(userId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom("feature_flag_optins")
        .select("flag_name")
        .where("user_id", "=", userId)
        .execute();
      return new Set(rows.map((r) => r.flag_name));
    },

    async optIn(userId: string, name: string): Promise<void> {
      await db
        .insertInto("feature_flag_optins")
        .values({ user_id: userId, flag_name: name })
        .onConflict((oc) => oc.columns(["user_id", "flag_name"]).doNothing())
        .execute();
    },

    async optOut(userId: string, name: string): Promise<void> {
      await db.deleteFrom("feature_flag_optins").where("user_id", "=", userId).where("flag_name", "=", name).execute();
    },
  };
}
export type EarlyAccessRepository = ReturnType<typeof createEarlyAccessRepository>;
