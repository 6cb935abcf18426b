import { CompiledQuery, type Compilable } from "kysely";

/**
 * A query whose shape never depends on its arguments, built and compiled by Kysely once: each
 * later call only puts its arguments where the first build's markers landed among the
 * parameters. For the hottest reads, whose builders are long (the visibility policy on both
 * sides of a conversation): building one was ~0.5 ms of a message send's CPU, and its SQL a new
 * string each time, which the prepared-statement cache then had to hash again
 * (npm run bench -- realtime, ADR 0220).
 *
 * Only for builders that use their arguments as values (never in a condition or a branch of
 * their own): a marker that does not come out as a parameter is refused at the first build.
 */
export function compiledOnce<A extends string[], R>(build: (...args: A) => Compilable<R>) {
  let template: { sql: string; parameters: readonly unknown[]; slots: number[] } | undefined;
  return (...args: A): CompiledQuery<R> => {
    if (!template) {
      const markers = args.map((_, i) => `\u0000argument-${i}\u0000`) as A;
      const compiled = build(...markers).compile();
      const slots = compiled.parameters.map((p) => markers.indexOf(p as string));
      markers.forEach((_, i) => {
        if (!slots.includes(i)) throw new Error(`compiledOnce: argument ${i} is not used as a value`);
      });
      template = { sql: compiled.sql, parameters: compiled.parameters, slots };
    }
    const { sql, parameters, slots } = template;
    return CompiledQuery.raw(
      sql,
      parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p)),
    ) as CompiledQuery<R>;
  };
}
