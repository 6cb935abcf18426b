// Compiles the server for production: our TypeScript (src/server and src/shared) bundled into one
// ES module, dist/server/main.js (and the models' worker threads, classifier-worker.js and face-worker.js),
// so nothing is transpiled at run time. Packages stay in
// node_modules (`packages: "external"`), loaded by Node as they are.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverEntry = path.join(root, "dist/server/main.js");

export async function buildServer() {
  let esbuild;
  try {
    esbuild = await import("esbuild");
  } catch {
    return {
      ok: false,
      reason: "Compiling the server needs the dev dependencies: run `npm install`, then `npm run build`.",
    };
  }
  try {
    await esbuild.build({
      // Each model's worker thread is its own file beside main.js
      // (platform/workers/worker-client.ts finds it there).
      entryPoints: {
        main: path.join(root, "src/server/main.ts"),
        "classifier-worker": path.join(root, "src/server/platform/image-safety/classifier-worker.ts"),
        "face-worker": path.join(root, "src/server/platform/face-check/face-worker.ts"),
      },
      outdir: path.dirname(serverEntry),
      bundle: true,
      packages: "external",
      platform: "node",
      format: "esm",
      target: "node20",
      // Stack traces point at the TypeScript source; the map stays on disk beside the server.
      sourcemap: "linked",
      logLevel: "warning",
    });
    return { ok: true };
  } catch {
    return { ok: false, reason: "Compiling the server failed (see above)." };
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await buildServer();
  if (!result.ok) {
    console.error(result.reason);
    process.exit(1);
  }
}
