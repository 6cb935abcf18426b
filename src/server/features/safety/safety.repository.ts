import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";

/** The safety feature's tables: safety_settings (reports and blocks join in the safety issue). */
export function createSafetyRepository(db: Kysely<Database>) {
  return {
    /** The defaults of part 2 §3, for a new account. */
    async createDefaults(userId: string): Promise<void> {
      await db.insertInto("safety_settings").values({ user_id: userId }).onConflict((oc) => oc.column("user_id").doNothing()).execute();
    },
  };
}
