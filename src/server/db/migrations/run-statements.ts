import { sql, type Kysely } from "kysely";

/** Runs a block of DDL one statement at a time (prepared statements take one command each). */
export async function runStatements(db: Kysely<unknown>, block: string): Promise<void> {
  for (const statement of block
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
