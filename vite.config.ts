import path from "node:path";
import { VitePWA } from "vite-plugin-pwa";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";
import { routePreloads } from "./scripts/vite-route-preloads.js";
import { firstPaintOrder } from "./scripts/vite-first-paint-order.js";

// `npm run dev` passes the API's port; Vite's proxy follows it (PORT is the API's, as for `npm start`).
const api = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * The server renderer (`vite build --ssr`, scripts/build-web.mjs): src/web/entry-server.tsx into
 * dist/web-ssr, for Node. React and every library it renders are bundled in, as their production
 * builds: the server's own NODE_ENV (development under `npm start`) never picks React's slower
 * development build for rendering, and the renderer is the same code whichever mode serves it.
 * None of the browser build's plugins apply.
 */
const serverRendererBuild = defineConfig({
  root: "src/web",
  publicDir: false,
  plugins: [react()],
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  ssr: { noExternal: true },
  build: {
    ssr: "entry-server.tsx",
    outDir: "../../dist/web-ssr",
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});

const browserBuild = defineConfig({
  root: "src/web",
  publicDir: "../../public",
  plugins: [
    react(),
    tailwindcss(),
    // Each route's scripts, for the HTML the server sends for it (see the plugin).
    routePreloads(path.resolve(import.meta.dirname, "src/web")),
    firstPaintOrder(),
    // Brotli and gzip twins of every text asset, made once at build time and served by
    // @fastify/static's preCompressed option with content-encoding and vary.
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 512 }),
    // The service worker (src/web/service-worker/sw.ts) with the build's file list injected: the
    // app installs and opens offline. The manifest is public/manifest.webmanifest; the page
    // registers the worker itself (main.tsx), so no extra script loads with the first page.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "service-worker",
      filename: "sw.ts",
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,woff2,png,svg,webmanifest}"],
        // The sample people's art is for visitors browsing samples, and the crowd's portraits are
        // seeded members' photos (npm run seed): neither is the app shell.
        globIgnores: ["samples/**", "crowd/**"],
        maximumFileSizeToCacheInBytes: 1_000_000,
      },
    }),
  ],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    // No source maps in the build: production never serves them (the source stays readable in `npm run dev`).
    sourcemap: false,
    // Every browser we support (baseline: Chromium, Safari 17+, Firefox 115+) knows
    // <link rel="modulepreload">, so Vite's polyfill for it would only weigh on the first load.
    // The HTML keeps its preloads (the server adds each route's own); the lists Vite would embed
    // for every lazy page are dropped: after the first load the service worker has every chunk
    // cached, and the lists (file names with hashes, barely compressible) cost the landing 2 kB.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
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
    // VITE_PORT: the browser tests' development server runs beside a developer's own.
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      "/api": { target: api, ws: true },
      "/media": api,
      "/dev": api,
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererBuild : browserBuild));
