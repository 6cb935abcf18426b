import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

// `npm run dev` passes the API's port; Vite's proxy follows it (PORT is the API's, as for `npm start`).
const api = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: "src/web",
  publicDir: "../../public",
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip twins of every text asset, made once at build time and served by
    // @fastify/static's preCompressed option with content-encoding and vary.
    compression({ algorithms: ["brotliCompress", "gzip"], threshold: 512 }),
  ],
  // No source maps in the build: production never serves them (the source stays readable in `npm run dev`).
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: api, ws: true },
      "/media": api,
      "/dev": api,
    },
  },
});
