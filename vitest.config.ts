import { defineConfig } from "vitest/config";
import { preactAliases } from "./vite.config.js";

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // scrypt at N=2^17 is deliberately slow and memory-hungry: two files at a time fit two cores.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "api", include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts"], environment: "node" } },
      {
        extends: true,
        // Libraries are bundled into the tests (not loaded by Node) so that their `react` imports
        // meet the same Preact aliases as the build's.
        resolve: {
          alias: [
            // Its package has no `exports`, so Node would pick the CommonJS build, which no alias reaches.
            { find: /^@testing-library\/react$/, replacement: "@testing-library/react/dist/@testing-library/react.esm.js" },
            ...preactAliases,
          ],
          // Libraries' ES module builds, as the browser gets: their CommonJS builds `require("react")` past the aliases.
          conditions: ["module", "browser", "import"],
        },
        test: { name: "web", include: ["src/web/**/*.test.tsx", "src/web/**/*.test.ts"], environment: "happy-dom", server: { deps: { inline: true } } },
      },
      { extends: true, test: { name: "smoke", include: ["tests/smoke/**/*.test.ts"], environment: "node" } },
    ],
  },
});
