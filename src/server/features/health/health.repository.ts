import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/types.js";

export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** One real round trip to the database. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}
