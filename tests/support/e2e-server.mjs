// The real app for Playwright: a fresh data folder each run, the web app built if needed.
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "unlocked-e2e-"));
await import("../../scripts/start.mjs");
