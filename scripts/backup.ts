/**
 * `npm run backup [-- DIR]`: a consistent backup of this instance (DATABASE_URL, or the embedded
 * database in DATA_DIR, which must be stopped first) and its uploaded photos and secrets, into
 * DIR (default backups/unlocked-<date>). See src/server/ops/backup.ts.
 */
import path from "node:path";
import { loadConfig } from "../src/server/config.js";
import { DataDirInUseError } from "../src/server/db/database.js";
import { backup, BackupError } from "../src/server/ops/backup.js";

const config = loadConfig();
const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const outDir = path.resolve(process.argv[2] ?? `backups/unlocked-${stamp}`);
try {
  const manifest = await backup({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }, outDir);
  console.log(
    `Backed up the ${manifest.database === "postgres" ? "PostgreSQL" : "embedded"} database (migration ${manifest.migration}) and ${manifest.photos} photo files into ${outDir}`,
  );
  if (config.s3)
    console.log("Photos on S3 stay in the bucket: back it up with the provider's versioning or replication.");
  console.log("It holds the members' data and the session secret: keep it as safe as the server.");
} catch (err) {
  // What the person must fix (the app still running on the embedded database, a used folder).
  if (!(err instanceof BackupError) && !(err instanceof DataDirInUseError)) throw err;
  console.error(
    err instanceof DataDirInUseError
      ? `${err.message}\nThe embedded database is backed up with the app stopped: stop it, run npm run backup, start it again.`
      : err.message,
  );
  process.exitCode = 2;
}
// PGlite's runtime can keep the event loop alive after it has closed: the work is done, so end.
process.exit();
