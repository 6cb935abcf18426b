// `npm start`: build the web app once if there is no build (in a child process, so the server's
// mode comes only from the environment the person gave it), then run the server via tsx.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";
import { buildWeb } from "./build-web.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (!existsSync(path.join(root, "dist/web/index.html"))) {
  console.log("No web build found: building it once (npm run build rebuilds)...");
  const result = buildWeb({ quiet: true });
  if (!result.ok) {
    console.error(result.reason);
    process.exit(1);
  }
}
register();
const { runMain } = await import("../src/server/main.ts");
runMain();
