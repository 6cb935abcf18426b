/**
 * `npm run restore -- DIR`: brings a backup made by `npm run backup` into an empty instance: a
 * new DATA_DIR, and for a PostgreSQL backup an empty database at DATABASE_URL. Start the app
 * afterwards; its migrations bring an older backup up to date.
 */
import path from "node:path";
import { loadConfig } from "../src/server/config.js";
import { DataDirInUseError } from "../src/server/db/database.js";
import { BackupError, restore } from "../src/server/ops/backup.js";

const from = process.argv[2];
if (!from) {
  console.error("Usage: npm run restore -- DIR   (a folder made by npm run backup)");
  process.exit(2);
}
const config = loadConfig();
try {
  const manifest = await restore(path.resolve(from), { dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  console.log(
    `Restored the backup of ${manifest.created_at} (${manifest.photos} photo files) into ${config.databaseUrl ? "DATABASE_URL" : config.dataDir}. Start the app with npm start.`,
  );
} catch (err) {
  // What the person must fix (the app still running on the embedded database, a used folder).
  if (!(err instanceof BackupError) && !(err instanceof DataDirInUseError)) throw err;
  console.error(err.message);
  process.exitCode = 2;
}
// PGlite's runtime can keep the event loop alive after it has closed: the work is done, so end.
process.exit();
