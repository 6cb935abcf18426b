// `npm run dev` for the browser tests in development mode: a fresh data folder (removed again
// when it exits), the API on PORT and Vite (hot reload, React's development build) on VITE_PORT.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "unlocked-e2e-dev-"));
process.env.DATA_DIR = dataDir;
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
await import("../../scripts/dev.mjs");
