/** Types for build-server.mjs (plain JavaScript so `npm start` can run it without a transpiler). */
export declare const serverEntry: string;
export declare function buildServer(): Promise<{ ok: true } | { ok: false; reason: string }>;
