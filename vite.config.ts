import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { routePreloads } from "./scripts/vite-route-preloads.js";

/**
 * React's API, run by Preact (preact/compat): react-dom alone was 64 kB of gzip, two thirds of the
 * landing's JavaScript budget. Every `react` import, ours and our libraries', resolves here; the
 * web component tests use the same list so they exercise what ships. See docs/DECISIONS.md.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];

// `npm run dev` passes the API's port; Vite's proxy follows it (PORT is the API's, as for `npm start`).
const api = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: "src/web",
  publicDir: "../../public",
  resolve: { alias: preactAliases },
  plugins: [
    react(),
    tailwindcss(),
    // Each route's scripts, for the HTML the server sends for it (see the plugin).
    routePreloads(path.resolve(import.meta.dirname, "src/web")),
    // Brotli and gzip twins of every text asset, made once at build time and served by
    // @fastify/static's preCompressed option with content-encoding and vary.
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 512 }),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // No source maps in the build: production never serves them (the source stays readable in `npm run dev`).
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // Our own modules only declare things (components, hooks, schemas); none acts on import.
        // Saying so lets a barrel like features/auth/index.ts hand out useSession without also
        // pulling every component it re-exports (dialogs, forms, zod schemas) into the first chunk.
        moduleSideEffects: [{ test: /\/src\/(web|shared)\/.+\.tsx?$/, sideEffects: false }],
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: api, ws: true },
      "/media": api,
      "/dev": api,
    },
  },
});
