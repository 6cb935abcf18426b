import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Import boundaries from DESIGN.md: shared → server/web; a feature uses another only through its public face. */
const restrict = (...groups) => ["error", { patterns: groups }];
const otherWebFeatureInternals = {
  regex: "^\\.\\./\\.\\./(?!\\.\\.)[^/]+/(api|components|pages|lib)(/|$)",
  message: "Use the other feature's index.ts, not its files.",
};

export default tseslint.config(
  { ignores: ["dist", "node_modules", "data", ".tmp", "test-results", "playwright-report"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["src/shared/**"],
    rules: {
      "no-restricted-imports": restrict(
        { group: ["node:*", "react", "react-*", "fastify*", "kysely*"], message: "src/shared runs on both sides: no Node, DOM or framework imports." },
        { group: ["**/server/**", "**/web/**"], message: "src/shared imports nothing from server or web." },
      ),
    },
  },
  {
    // src/shared has one name everywhere (package.json "imports"), never a ../../../ path.
    files: ["src/server/**", "src/web/**", "tests/**", "bench/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value=/(^|\\/)shared\\//], ImportExpression[source.value=/(^|\\/)shared\\//]",
          message: "Import src/shared as #shared/<name>.",
        },
      ],
    },
  },
  {
    files: ["src/server/**"],
    rules: {
      "no-restricted-imports": restrict(
        { group: ["**/web/**", "react", "react-*"], message: "The server never imports the web app." },
        { group: ["kysely", "kysely/*"], allowTypeImports: true, message: "SQL lives in repositories (and db/, policy/): call a repository." },
      ),
    },
  },
  {
    // A feature meets another only through what app.ts injects (its service) or through events:
    // no feature file imports another feature's files, index.ts included.
    files: ["src/server/features/**"],
    rules: {
      "no-restricted-imports": restrict(
        { group: ["**/web/**", "react", "react-*"], message: "The server never imports the web app." },
        { group: ["kysely", "kysely/*"], allowTypeImports: true, message: "SQL lives in repositories (and db/, policy/): call a repository." },
        { regex: "^\\.\\./(?!\\.\\.)[^/]+/", message: "Features meet through injected services and domain events, not each other's files." },
      ),
    },
  },
  {
    // Routes translate HTTP: they call their service, never a repository or SQL.
    files: ["src/server/features/*/*.routes.ts"],
    rules: {
      "no-restricted-imports": restrict(
        { group: ["kysely", "kysely/*"], message: "Routes never touch SQL: call the service." },
        { regex: "^\\./[^/]+\\.repository\\.js$", message: "Routes call their own service, never a repository." },
        { regex: "^\\.\\./(?!\\.\\.)[^/]+/", message: "Routes call their own service, never another feature." },
      ),
    },
  },
  {
    files: ["src/server/features/*/*.repository.ts", "src/server/platform/**/*.repository.ts", "src/server/db/**", "src/server/policy/**", "src/server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict(
        { group: ["**/web/**", "react", "react-*"], message: "The server never imports the web app." },
        { group: ["**/features/**", "../features/*"], message: "Repositories, db/ and the policy sit below the features." },
      ),
    },
  },
  {
    // The platform is the features' foundation: adapters and HTTP policy that know no feature.
    files: ["src/server/platform/**"],
    ignores: ["src/server/platform/**/*.repository.ts", "src/server/**/*.test.ts"],
    rules: {
      "no-restricted-imports": restrict(
        { group: ["**/web/**", "react", "react-*"], message: "The server never imports the web app." },
        { group: ["kysely", "kysely/*"], allowTypeImports: true, message: "SQL lives in repositories." },
        { group: ["**/features/**", "**/policy/**"], message: "platform/ never imports a feature or the policy." },
      ),
    },
  },
  {
    files: ["src/web/**"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "no-restricted-imports": restrict(
        { group: ["**/server/**", "node:*", "kysely*", "fastify*"], message: "The web app never imports server code." },
      ),
    },
  },
  {
    files: ["src/web/features/*/*/**"],
    rules: {
      "no-restricted-imports": restrict(
        { group: ["**/server/**", "node:*", "kysely*", "fastify*"], message: "The web app never imports server code." },
        otherWebFeatureInternals,
      ),
    },
  },
  {
    files: ["src/web/components/**", "src/web/lib/**"],
    rules: {
      "no-restricted-imports": restrict(
        { group: ["**/features/**", "**/app/**"], message: "Components and lib sit below features and the app shell." },
      ),
    },
  },
  {
    files: ["**/*.test.ts", "tests/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
