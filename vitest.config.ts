import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // scrypt at N=2^17 is deliberately slow and memory-hungry: two files at a time fit two cores.
    maxWorkers: 2,
  },
});
