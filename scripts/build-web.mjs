// Builds the web app (for the browser, and its server renderer) in its own process, always as a production build: Vite takes React's build
// from NODE_ENV, so a shell with NODE_ENV=development would otherwise ship React's development
// build, and running Vite inside the server's process would change the server's mode.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function buildWeb({ quiet = false } = {}) {
  let viteBin;
  try {
    viteBin = path.join(path.dirname(createRequire(import.meta.url).resolve("vite/package.json")), "bin/vite.js");
  } catch {
    return {
      ok: false,
      reason: "Building the web app needs the dev dependencies: run `npm install`, then `npm run build`.",
    };
  }
  // The browser's build, then the server renderer's (dist/web-ssr), which renders every page.
  for (const args of [["build"], ["build", "--ssr", "entry-server.tsx"]]) {
    const result = spawnSync(process.execPath, [viteBin, ...args, ...(quiet ? ["--logLevel", "warn"] : [])], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) return { ok: false, reason: "The web build failed (see above)." };
  }
  return { ok: true };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = buildWeb();
  if (!result.ok) {
    console.error(result.reason);
    process.exit(1);
  }
}
