import path from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import pretty from "pino-pretty";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { DataDirInUseError, openDatabase } from "./db/database.js";
import { migrateToLatest } from "./db/migrate.js";
import { preloadZipIndex } from "./geo/zip-centroids.js";
import { startStartupResponder } from "./platform/http/startup-responder.js";
import { createLifecycle } from "./platform/lifecycle.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * JSON lines to stdout, written in batches of up to 4 KB (and at least once a second) rather than
 * one write per line: a write per request cost ~40 µs of CPU each (API bench). pino flushes what
 * is left when the process exits, also on a crash.
 */
function bufferedStdout(): ReturnType<typeof pino.destination> {
  const stream = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // Not once pino has closed it on exit: flushing a closed stream throws.
  setInterval(() => (stream as { destroyed?: boolean }).destroyed || stream.flush(), 1000).unref();
  return stream;
}

export async function main(): Promise<void> {
  const config = loadConfig();
  // A person at a terminal reads lines, not JSON; anything else (a log collector, production)
  // gets one JSON object per line.
  const forHumans = process.stdout.isTTY === true && config.env !== "production";
  // "Starting" on the port while the database opens and migrations run (they may wait their turn).
  const startup = await startStartupResponder(config.port, config.host);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    prepare: config.databasePrepare,
    pgliteDir: path.join(config.dataDir, "db"),
  });
  const migration = await migrateToLatest(database.db);
  const buffered = forHumans ? undefined : bufferedStdout();
  const lifecycle = createLifecycle();
  const app = await buildApp({
    config,
    database,
    migration,
    lifecycle,
    web: { webRoot: path.join(root, "dist/web"), rendererPath: path.join(root, "dist/web-ssr/entry-server.js") },
    logStream: buffered ?? pretty({ colorize: true, ignore: "pid,hostname", translateTime: "HH:MM:ss", sync: true }),
  });

  /**
   * SIGTERM (or Ctrl-C): say "not ready" at once, keep serving for SHUTDOWN_DELAY_MS (a load
   * balancer that polls /api/ready stops sending work), then stop accepting connections, tell
   * every socket to reconnect elsewhere (1012), let in-flight requests, background tasks and
   * running jobs finish, and close the pools. All within SHUTDOWN_TIMEOUT_MS, or exit anyway.
   */
  const shutdown = async (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.beginShutdown();
    app.log.info({ signal }, "shutting down");
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdown.timeoutMs }, "shutdown took too long; exiting anyway");
      buffered?.flushSync();
      process.exit(1);
    }, config.shutdown.timeoutMs).unref();
    try {
      if (config.shutdown.delayMs > 0) await new Promise((r) => setTimeout(r, config.shutdown.delayMs));
      await app.close();
      await database.close();
      app.log.info("shut down");
      buffered?.flushSync();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      buffered?.flushSync();
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await startup.close();
  await app.listen({ port: config.port, host: config.host });
  preloadZipIndex();
  const mailbox = config.devTools && !config.smtpUrl ? `${config.appUrl}/dev/mailbox` : undefined;
  // Which mode runs, said loudly: development features must never be a surprise in public.
  const mode =
    config.env === "production"
      ? "production mode"
      : `${config.env.toUpperCase()} MODE (development features on: not for real people)`;
  if (forHumans) {
    console.log(`\n  Unlocked is running at ${config.appUrl} in ${mode}`);
    if (mailbox) console.log(`  Mails go to the dev mailbox: ${mailbox}`);
    console.log(
      `  Database: ${database.kind === "pglite" ? `embedded (${path.join(config.dataDir, "db")})` : "PostgreSQL"}\n`,
    );
  } else {
    app.log.info(
      { mode: config.env, database: database.kind, migration, mail: config.smtpUrl ? "smtp" : "dev-outbox" },
      `Unlocked is running at ${config.appUrl} in ${mode}` + (mailbox ? ` (mailbox: ${mailbox})` : ""),
    );
    // Whoever started us sees that we are up at once, not with the next batch.
    buffered?.flushSync();
  }
}

export function runMain(): void {
  main().catch((err: unknown) => {
    // A known start-up refusal is a sentence for the person, not a stack trace.
    if (err instanceof DataDirInUseError || err instanceof ConfigError) {
      console.error(err.message);
    } else if ((err as { code?: unknown }).code === "EADDRINUSE") {
      const { port } = err as { port?: number };
      console.error(
        `Port ${port ?? ""} is already in use (Unlocked may be running already). Stop that program, or start this one with another PORT.`,
      );
    } else {
      console.error(err);
    }
    process.exit(1);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runMain();
