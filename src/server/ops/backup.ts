/**
 * `npm run backup` and `npm run restore`: everything an instance holds, in one folder.
 * - the database: pg_dump's custom format (one consistent snapshot, taken while the app runs) for
 *   PostgreSQL; for the embedded database, PGlite's own dump of its data folder (the app must be
 *   stopped first: only one process may open it, and the lock says so);
 * - the uploaded photos (DATA_DIR/uploads), copied after the database: a photo's file is written
 *   before its row, so every photo in the dump has its file in the copy;
 * - the secrets in DATA_DIR (session signing, web push keys): sessions and browsers' push
 *   subscriptions keep working after a restore. The backup is therefore as sensitive as the
 *   data itself: its folder is made readable by its owner only.
 * Data exports (DATA_DIR/exports) expire within a week and are made again on request: not kept.
 * Photos on S3 (S3_BUCKET) stay in the bucket; back it up with the provider's versioning.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { openDatabase } from "../db/database.js";
import { currentMigration } from "../db/migrate.js";

const run = promisify(execFile);

export type Instance = { dataDir: string; databaseUrl?: string | undefined };
export type BackupManifest = {
  format: 1;
  created_at: string;
  database: "postgres" | "pglite";
  migration: string | null;
  photos: number;
};

const SECRETS = ["session-secret", "vapid.json"] as const;
const MANIFEST = "manifest.json";

/** Thrown for what the person must fix (an occupied target, a missing backup): printed, exit 2. */
export class BackupError extends Error {}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
const countFiles = (dir: string): number =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .reduce((n, e) => n + (e.isDirectory() ? countFiles(path.join(dir, e.name)) : 1), 0)
    : 0;

export async function backup(source: Instance, outDir: string): Promise<BackupManifest> {
  if (!isEmptyDir(outDir)) throw new BackupError(`${outDir} is not empty: a backup goes into a new folder.`);
  fs.mkdirSync(outDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(outDir, 0o700);

  let migration: string | null;
  if (source.databaseUrl) {
    // --no-owner/--no-privileges: the restore may run as another role on another server.
    await run("pg_dump", [
      "--format=custom",
      "--no-owner",
      "--no-privileges",
      `--file=${path.join(outDir, "database.dump")}`,
      source.databaseUrl,
    ]);
    const db = await openDatabase({ databaseUrl: source.databaseUrl });
    migration = await currentMigration(db.db).finally(() => db.close());
  } else {
    const db = await openDatabase({ pgliteDir: path.join(source.dataDir, "db") });
    try {
      migration = await currentMigration(db.db);
      const tarball = await db.dumpDataDir!();
      fs.writeFileSync(path.join(outDir, "database.tar.gz"), Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.close();
    }
  }

  const uploads = path.join(source.dataDir, "uploads");
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(outDir, "uploads"), { recursive: true });
  fs.mkdirSync(path.join(outDir, "secrets"), { mode: 0o700 });
  for (const name of SECRETS) {
    const file = path.join(source.dataDir, name);
    if (fs.existsSync(file)) fs.copyFileSync(file, path.join(outDir, "secrets", name));
  }
  const manifest: BackupManifest = {
    format: 1,
    created_at: new Date().toISOString(),
    database: source.databaseUrl ? "postgres" : "pglite",
    migration,
    photos: countFiles(path.join(outDir, "uploads")),
  };
  fs.writeFileSync(path.join(outDir, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Brings a backup back into an empty instance: a new data folder, and an empty database for PostgreSQL. */
export async function restore(fromDir: string, target: Instance): Promise<BackupManifest> {
  const manifestFile = path.join(fromDir, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new BackupError(`${fromDir} holds no backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
  if (manifest.database === "postgres" && !target.databaseUrl)
    throw new BackupError(
      "This backup is of a PostgreSQL database: set DATABASE_URL to an empty database to restore it into.",
    );
  if (manifest.database === "pglite" && target.databaseUrl)
    throw new BackupError("This backup is of the embedded database: unset DATABASE_URL to restore it into DATA_DIR.");
  for (const sub of ["db", "uploads"]) {
    if (!isEmptyDir(path.join(target.dataDir, sub)))
      throw new BackupError(`${path.join(target.dataDir, sub)} is not empty: restore into a new data folder.`);
  }

  if (manifest.database === "postgres") {
    const db = await openDatabase({ databaseUrl: target.databaseUrl });
    try {
      const tables = await db.executeSql(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
      );
      if ((tables.rows[0] as { n: number }).n > 0)
        throw new BackupError("The target database is not empty: restore into a new, empty database.");
    } finally {
      await db.close();
    }
    await run("pg_restore", [
      "--no-owner",
      "--no-privileges",
      "--exit-on-error",
      `--dbname=${target.databaseUrl}`,
      path.join(fromDir, "database.dump"),
    ]);
  } else {
    const tarball = new Blob([fs.readFileSync(path.join(fromDir, "database.tar.gz"))]);
    const db = await openDatabase({ pgliteDir: path.join(target.dataDir, "db"), loadDataDir: tarball });
    await db.close();
  }

  fs.mkdirSync(target.dataDir, { recursive: true });
  if (fs.existsSync(path.join(fromDir, "uploads")))
    fs.cpSync(path.join(fromDir, "uploads"), path.join(target.dataDir, "uploads"), { recursive: true });
  for (const name of SECRETS) {
    const from = path.join(fromDir, "secrets", name);
    const to = path.join(target.dataDir, name);
    if (fs.existsSync(from) && !fs.existsSync(to)) fs.copyFileSync(from, to);
  }
  return manifest;
}
