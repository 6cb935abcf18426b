/**
 * `npm run events -- failed`: domain-event deliveries parked after their last attempt (the
 * outbox, ADR 0429), oldest first: the job id, the event and its id, the
 * handlers that failed, when it gave up.
 * `npm run events -- retry [JOB_ID...]`: gives those deliveries (all parked ones without ids)
 * another attempt; a running app with JOBS=on delivers them within seconds.
 * Uses the same database as `npm start` (DATABASE_URL, else the embedded one under DATA_DIR,
 * which only one process may open: stop the app first).
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { DatabaseHandle } from "../src/server/db/database.js";
import type { Delivery } from "../src/server/platform/events/outbox.js";
import { EVENTS_QUEUE } from "../src/server/platform/events/outbox.js";
import { createJobQueue } from "../src/server/platform/jobs/job-queue.js";
import { CommandError, runOnAppDatabase } from "./plan-commands.js";

const queueOn = (database: DatabaseHandle) =>
  createJobQueue({ executeSql: database.executeSql, enabled: false, onError: () => {} });

/** `retries`: the worker's retries after its first attempt (the emitting process tried before it). */
export type ParkedDelivery = {
  jobId: string;
  eventId: string;
  event: string;
  /** The event's handlers; `error` names those that failed the last time. */
  handlers: string[];
  error: string | null;
  failedAt: Date | null;
  retries: number;
};

/** The parked deliveries, oldest first. */
export async function failedDeliveries(database: DatabaseHandle): Promise<ParkedDelivery[]> {
  return (await queueOn(database).failed(EVENTS_QUEUE)).map((job) => {
    const d = job.data as Delivery;
    return {
      jobId: job.id,
      eventId: d.eventId,
      event: d.event,
      handlers: d.handlers,
      error: job.error,
      failedAt: job.failedAt,
      retries: job.retryCount,
    };
  });
}

/** Gives these parked deliveries (all of them without ids) another attempt; how many. */
export async function retryDeliveries(database: DatabaseHandle, jobIds: string[] = []): Promise<number> {
  const parked = await failedDeliveries(database);
  const unknown = jobIds.filter((id) => !parked.some((p) => p.jobId === id));
  if (unknown.length)
    throw new CommandError(`Not a parked delivery: ${unknown.join(", ")} (npm run events -- failed lists them).`);
  return queueOn(database).retry(EVENTS_QUEUE, jobIds.length ? jobIds : parked.map((p) => p.jobId));
}

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, ...ids] = positionals;
  if (command !== "failed" && command !== "retry") {
    console.error("Usage: npm run events -- failed | retry [JOB_ID...]");
    process.exit(2);
  }
  await runOnAppDatabase(async (database) => {
    if (command === "retry") return `${await retryDeliveries(database, ids)} deliveries queued again.`;
    const parked = await failedDeliveries(database);
    if (!parked.length) return "No parked deliveries.";
    return parked
      .map(
        (p) =>
          `${p.jobId}  ${p.error ?? `${p.event} (event ${p.eventId})`}  parked ${p.failedAt?.toISOString() ?? "?"} after ${p.retries} retries`,
      )
      .join("\n");
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
