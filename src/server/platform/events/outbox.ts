import type { Kysely } from "kysely";
import { sqlOn } from "../../db/transaction.js";
import type { Database } from "../../db/types.js";
import type { JobQueue } from "../jobs/job-queue.js";
import type { DomainEventName } from "./domain-events.js";

/** One durable handler's delivery of one event: a pg-boss job until it has succeeded. */
export type Delivery = { id: string; eventId: string; event: DomainEventName; handler: string; payload: unknown };

/**
 * The transactional outbox (DECISIONS: "Domain events"). A delivery is written as a pg-boss job
 * in the same transaction as the change that causes its event, so the event exists exactly when
 * the change does. The emitting process delivers it right after the commit and deletes the job;
 * the job only starts after a lease, so a worker (any process with JOBS=on) picks it up when the
 * emitting process failed or died first, and pg-boss retries it with backoff until its attempts
 * run out: it is then parked as a failed job (`npm run events -- failed|retry`).
 */
export type Outbox = {
  /** Written inside `trx` when given (committed with it), else on its own. */
  write(deliveries: Delivery[], trx?: Kysely<Database>): Promise<void>;
  /** Delivered: their jobs are gone. */
  done(ids: string[]): Promise<void>;
};

export const EVENTS_QUEUE = "domain-events";

type Options = {
  jobs: JobQueue;
  /** How long the emitting process has to deliver before a worker may (seconds). */
  leaseSeconds: number;
  /** The first retry's delay; each next one doubles (pg-boss's backoff). */
  retryDelaySeconds: number;
  retryLimit: number;
  /** Delivers one delivery (the bus); throws when its handler failed. */
  redeliver: (delivery: Delivery) => Promise<void>;
  /** A delivery ran out of attempts: the operator is told (a log line with ids, a metric). */
  onParked: (delivery: Delivery) => void;
};

export function createOutbox({
  jobs,
  leaseSeconds,
  retryDelaySeconds,
  retryLimit,
  redeliver,
  onParked,
}: Options): Outbox {
  jobs.define<Delivery>(
    EVENTS_QUEUE,
    async (delivery, job) => {
      try {
        await redeliver(delivery);
      } catch (err) {
        if (job.retryCount >= job.retryLimit) onParked(delivery);
        throw err;
      }
    },
    { retryLimit, retryDelaySeconds },
  );
  return {
    async write(deliveries, trx) {
      const rows = deliveries.map((d) => ({ id: d.id, data: d, startAfterSeconds: leaseSeconds }));
      // pg-boss runs its own statement on the transaction's connection (its `db` option).
      await jobs.insert(EVENTS_QUEUE, rows, trx ? sqlOn(trx) : undefined);
    },
    async done(ids) {
      await jobs.remove(EVENTS_QUEUE, ids);
    },
  };
}
