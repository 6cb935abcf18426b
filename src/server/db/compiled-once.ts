import { randomUUID } from "node:crypto";
import { createQueryId, type Compilable, type Kysely } from "kysely";
import type { Database } from "./types.js";

/**
 * A hot read whose SQL is built once: Kysely's builder and compiler cost more per call than the
 * database does for a one-row read (profiled: ~10 % of a signed-in GET /api/profile). The query
 * is compiled with a marker value in its one parameter's place; each call binds the real value
 * there and runs the same SQL text (which the pool also keeps prepared, db/prepared-statements.ts).
 * Only for queries whose shape never depends on the value.
 */
export function compiledOnce<Row>(db: Kysely<Database>, build: (value: string) => Compilable<Row>): (value: string) => Promise<Row[]> {
  const marker = `compiled-once:${randomUUID()}`;
  const compiled = build(marker).compile();
  const slots = compiled.parameters.flatMap((p, i) => (p === marker ? [i] : []));
  if (slots.length === 0) throw new Error("compiledOnce: the query does not use its value as a parameter");
  return async (value) => {
    const parameters = [...compiled.parameters];
    for (const i of slots) parameters[i] = value;
    const result = await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
