import fs from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Import boundaries (docs/ARCHITECTURE.md, ADR 0002), on resolved file paths (import-x's `no-restricted-paths`, so
 * `../../features/x/...` and `#shared/...` are judged by where they lead, not by how they are
 * spelled): shared → server/web; the platform, db/ and the policy below the features; a feature
 * meets another only through what app.ts injects (server); a web feature imports no other; no import cycles.
 * Packages a side must not use stay in `no-restricted-imports` (they are names, not paths).
 */
/** A web feature's `*.lazy.ts` files: what the app shell loads on demand, each in a chunk of its own. */
const lazyFacesOf = (feature) =>
  fs
    .readdirSync(`src/web/features/${feature}`)
    .filter((f) => f.endsWith(".lazy.ts"))
    .map((f) => `./${f}`);
const featuresOf = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const serverFeatures = featuresOf("src/server/features");
const webFeatures = featuresOf("src/web/features");

const zones = [
  {
    target: "./src/shared",
    from: ["./src/server", "./src/web"],
    message: "src/shared imports nothing from server or web.",
  },
  { target: "./src/server", from: "./src/web", message: "The server never imports the web app." },
  { target: "./src/web", from: "./src/server", message: "The web app never imports server code." },
  {
    target: ["./src/server/platform", "./src/server/db", "./src/server/geo", "./src/server/policy"],
    from: "./src/server/features",
    message: "platform/, db/, geo/ and the policy sit below the features.",
  },
  {
    target: ["./src/server/db", "./src/server/geo"],
    from: ["./src/server/platform", "./src/server/policy"],
    message: "db/ and geo/ are the floor: they import neither platform/ nor the policy.",
  },
  { target: "./src/server/platform", from: "./src/server/policy", message: "platform/ knows no policy." },
  // A server feature meets another through app.ts's injection and domain events, never its files.
  ...serverFeatures.map((f) => ({
    target: `./src/server/features/${f}`,
    from: "./src/server/features",
    except: [`./${f}`],
    message: "Features meet through injected services and domain events, not each other's files.",
  })),
  // A web feature imports no other (bulletproof-react's rule): what several share sits below them
  // (components/, lib/), and pages that show several features are put together in app/routes.
  // The app uses a feature through its index.ts and the two faces a feature may have for it:
  // realtime.ts (its reactions to the tab's socket) and *.lazy.ts (what the app loads on demand,
  // in a chunk of its own).
  ...webFeatures.map((f) => ({
    target: `./src/web/features/${f}`,
    from: "./src/web/features",
    except: [`./${f}`],
    message: "A feature imports no other feature: share it from components/ or lib/, or compose them in app/routes.",
  })),
  ...webFeatures.map((g) => ({
    target: "./src/web/app",
    from: `./src/web/features/${g}`,
    except: ["./index.ts", "./realtime.ts", ...lazyFacesOf(g)],
    message: "The app shell uses a feature through its index.ts (or its realtime.ts, *.lazy.ts).",
  })),
  {
    target: ["./src/web/components", "./src/web/lib"],
    from: ["./src/web/features", "./src/web/app"],
    message: "Components and lib sit below features and the app shell.",
  },
];

const restrictPackages = (...groups) => ["error", { patterns: groups }];
const noSql = {
  group: ["kysely", "kysely/*"],
  allowTypeImports: true,
  message: "SQL lives in repositories (and db/, policy/): call a repository.",
};
const noReact = { group: ["react", "react-*"], message: "The server never imports the web app." };

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", ".tmp", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["tsconfig.server.json", "tsconfig.web.json"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["src/shared/**"],
    rules: {
      "no-restricted-imports": restrictPackages({
        group: ["node:*", "react", "react-*", "fastify*", "kysely*"],
        message: "src/shared runs on both sides: no Node, DOM or framework imports.",
      }),
    },
  },
  {
    // src/shared has one name everywhere (package.json "imports"), never a ../../../ path.
    files: ["src/server/**", "src/web/**", "tests/**", "bench/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportDeclaration[source.value=/(^|\\/)shared\\//], ImportExpression[source.value=/(^|\\/)shared\\//]",
          message: "Import src/shared as #shared/<name>.",
        },
      ],
    },
  },
  {
    files: ["src/server/**"],
    ignores: [
      "src/server/features/*/*.repository.ts",
      "src/server/platform/**/*.repository.ts",
      "src/server/db/**",
      "src/server/policy/**",
      "src/server/**/*.test.ts",
    ],
    rules: { "no-restricted-imports": restrictPackages(noReact, noSql) },
  },
  {
    files: [
      "src/server/features/*/*.repository.ts",
      "src/server/platform/**/*.repository.ts",
      "src/server/db/**",
      "src/server/policy/**",
      "src/server/**/*.test.ts",
    ],
    rules: { "no-restricted-imports": restrictPackages(noReact) },
  },
  {
    // Routes translate HTTP: they call their service, never a repository or SQL.
    files: ["src/server/features/*/*.routes.ts"],
    rules: {
      "no-restricted-imports": restrictPackages(
        { group: ["kysely", "kysely/*"], message: "Routes never touch SQL: call the service." },
        { regex: "^\\./[^/]+\\.repository\\.js$", message: "Routes call their own service, never a repository." },
      ),
    },
  },
  {
    files: ["src/web/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "no-restricted-imports": restrictPackages({
        group: ["node:*", "kysely*", "fastify*"],
        message: "The web app never imports server code.",
      }),
    },
  },
  {
    files: ["**/*.test.ts", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
