import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";

export function createPagesRepository(db: Kysely<Database>) {
  return {
    async listFaqs() {
      return db.selectFrom("faqs").select(["id", "topic", "question", "answer"]).orderBy("id").execute();
    },
  };
}
export type PagesRepository = ReturnType<typeof createPagesRepository>;
