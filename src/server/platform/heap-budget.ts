import v8 from "node:v8";

/**
 * How far V8 lets the old generation grow past what survived its last full collection before it
 * collects again: 25 %, instead of V8's own factor of up to 4×, which it picks when collections
 * are fast and which let one process with 2,000 open sockets peak at 261–263 MB under 500
 * messages a second, against a budget of 250 (garbage from the sockets' handshakes sat in the
 * heap until the first full collection). With 25 %: 199–204 MB, with the same delivery latency
 * and CPU per API request (`npm run bench -- realtime`, `-- api`; DECISIONS.md, Realtime).
 * V8's memory-saving mode (`--optimize-for-size`) reached 160 MB but cost 60 % more CPU a request.
 *
 * Set at run time so it travels with the program, whatever command starts it; V8 reads it at each
 * full collection. Imported first by main.ts so it holds from the first collection on.
 */
v8.setFlagsFromString("--heap-growing-percent=25");
