// `npm start`: build the web app once if there is no build (in a child process, so the server's
// mode comes only from the environment the person gave it), then run the server: in production
// the compiled one (dist/server, made by `npm run build`, or here once if missing), otherwise the
// TypeScript source through tsx, so a change shows on the next start without a build.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildWeb } from "./build-web.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const fail = (reason) => {
  console.error(reason);
  process.exit(1);
};

if (
  !existsSync(path.join(root, "dist/web/index.html")) ||
  !existsSync(path.join(root, "dist/web-ssr/entry-server.js"))
) {
  console.log("No web build found: building it once (npm run build rebuilds)...");
  const result = buildWeb({ quiet: true });
  if (!result.ok) fail(result.reason);
}

let server;
if (process.env.NODE_ENV === "production") {
  const { buildServer, serverEntry } = await import("./build-server.mjs");
  if (!existsSync(serverEntry)) {
    console.log("No compiled server found: compiling it once (npm run build rebuilds)...");
    const result = await buildServer();
    if (!result.ok) fail(result.reason);
  }
  server = await import(pathToFileURL(serverEntry).href);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  server = await import("../src/server/main.ts");
}
server.runMain();
