/** Types for build-web.mjs (plain JavaScript so `npm start` can run it without a transpiler). */
export declare function buildWeb(options?: { quiet?: boolean }): { ok: true } | { ok: false; reason: string };
