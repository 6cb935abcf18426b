import { CompiledQuery, type Kysely } from "kysely";
import type { Database } from "./types.js";

/**
 * Runs `work` in a transaction: `db`'s own when `db` is one already (a repository bound to a
 * caller's transaction, such as the one a domain event is written in), else a new one. A
 * repository's several statements that must stand or fall together then join the caller's
 * transaction instead of failing to nest.
 */
export function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/**
 * A library's own SQL text (pg-boss writing a job) run on `db`: inside a caller's transaction
 * when `db` is one, so what the library writes commits or rolls back with it.
 */
export function sqlOn(db: Kysely<Database>): (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> {
  return (text, values = []) => db.executeQuery(CompiledQuery.raw(text, values));
}
