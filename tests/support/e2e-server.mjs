// The real app for Playwright: a fresh data folder each run (removed again when the server
// exits), the web app built if needed.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "unlocked-e2e-"));
process.env.DATA_DIR = dataDir;
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
await import("../../scripts/start.mjs");
