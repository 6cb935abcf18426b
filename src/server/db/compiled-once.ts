import { randomUUID } from "node:crypto";
import { createQueryId, type Compilable, type Kysely } from "kysely";
import type { Database } from "./types.js";

/**
 * A hot query whose SQL is built once: Kysely's builder and compiler cost more per call than the
 * database does for a one-row read (profiled: ~10 % of a signed-in GET /api/profile; building the
 * visibility policy's expression was ~4 % of a message send). The query is compiled with a marker
 * value in each of its values' places; each call binds the real values there and runs the same SQL
 * text (which the pool also keeps prepared, db/prepared-statements.ts). Only for queries whose
 * shape never depends on the values; `build` declares one plain parameter per value (no defaults).
 */
export function compiledOnce<Row, Values extends string[] = [string]>(db: Kysely<Database>, build: (...values: Values) => Compilable<Row>): (...values: Values) => Promise<Row[]> {
  const markers = Array.from({ length: build.length }, () => `compiled-once:${randomUUID()}`) as Values;
  const compiled = build(...markers).compile();
  const slots = markers.map((marker) => compiled.parameters.flatMap((p, i) => (p === marker ? [i] : [])));
  if (markers.length === 0 || slots.some((s) => s.length === 0)) throw new Error("compiledOnce: the query does not use each of its values as a parameter");
  // A value used inside a larger parameter (`%${value}`) would keep the marker for good.
  if (compiled.parameters.some((p) => typeof p === "string" && !markers.includes(p) && markers.some((m) => p.includes(m)))) {
    throw new Error("compiledOnce: a value is used inside another parameter; bind it as a parameter of its own");
  }
  return async (...values) => {
    // `build.length` counts parameters up to the first default: a value past it would be dropped.
    if (values.length !== markers.length) throw new Error(`compiledOnce: expected ${markers.length} values, got ${values.length}`);
    const parameters = [...compiled.parameters];
    slots.forEach((indexes, k) => {
      for (const i of indexes) parameters[i] = values[k];
    });
    const result = await db.executeQuery<Row>({ ...compiled, parameters, queryId: createQueryId() });
    return result.rows;
  };
}
