// `npm start`: build the web app once if there is no build, then run the server (TypeScript via tsx).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
if (!existsSync(path.join(root, "dist/web/index.html"))) {
  console.log("No web build found: building it once (npm run build rebuilds)...");
  const { build } = await import("vite").catch(() => {
    console.error("Building the web app needs the dev dependencies: run `npm install`, then `npm run build`.");
    process.exit(1);
  });
  await build({ configFile: path.join(root, "vite.config.ts"), logLevel: "warn" });
}
register();
const { main } = await import("../src/server/main.ts");
await main();
