import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // scrypt at N=2^17 is deliberately slow and memory-hungry: two files at a time fit two cores.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts"],
          environment: "node",
          // The schema is migrated once per run; each file's database is a copy of it.
          globalSetup: ["tests/support/migrated-once.ts"],
          // The files a worker runs share its imported modules; each still builds its own app (ADR 0001).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "web", include: ["src/web/**/*.test.tsx", "src/web/**/*.test.ts"], environment: "happy-dom" },
      },
      { extends: true, test: { name: "smoke", include: ["tests/smoke/**/*.test.ts"], environment: "node" } },
    ],
  },
});
