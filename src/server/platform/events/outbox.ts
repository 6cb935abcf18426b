import type { Kysely } from "kysely";
import { sqlOn } from "../../db/transaction.js";
import type { Database } from "../../db/types.js";
import type { JobQueue } from "../jobs/job-queue.js";
import type { DomainEventName } from "./domain-events.js";

/**
 * One event's delivery to its durable handlers (named): a pg-boss job until every one of them has
 * succeeded. One job per event, not per handler: a message's three handlers cost one row written
 * with it and one deleted after, which the send's throughput feels (ADR 0428).
 */
export type Delivery = { id: string; eventId: string; event: DomainEventName; handlers: string[]; payload: unknown };

/**
 * The transactional outbox (ADR 0428, 0429). A delivery is written as a pg-boss job
 * in the same transaction as the change that causes its event, so the event exists exactly when
 * the change does. The emitting process delivers it right after the commit and deletes the job;
 * the job only starts after a lease, so a worker (any process with JOBS=on) picks it up when the
 * emitting process failed or died first, and pg-boss retries it with backoff until its attempts
 * run out: it is then parked as a failed job (`npm run events -- failed|retry`).
 */
export type Outbox = {
  /** Written inside `trx` when given (committed with it), else on its own. */
  write(deliveries: Delivery[], trx?: Kysely<Database>): Promise<void>;
  /** Delivered: their jobs go (in batches: one that is delivered again meanwhile changes nothing). */
  done(ids: string[]): void;
};

export const EVENTS_QUEUE = "domain-events";
/** Deliveries done are deleted together at most this long after (one statement for many sends). */
const DONE_BATCH_MS = 50;

type Options = {
  jobs: JobQueue;
  /** How long the emitting process has to deliver before a worker may (seconds). */
  leaseSeconds: number;
  /** The first retry's delay; each next one doubles (pg-boss's backoff). */
  retryDelaySeconds: number;
  retryLimit: number;
  /** Delivers the event to its handlers again (the bus); throws naming those that failed. */
  redeliver: (delivery: Delivery) => Promise<void>;
  /** A delivery ran out of attempts: the operator is told (a log line with ids, a metric). */
  onParked: (delivery: Delivery, err: unknown) => void;
  /** Deleting delivered jobs failed (they are then delivered again after the lease). */
  onError: (err: unknown) => void;
};

export function createOutbox({
  jobs,
  leaseSeconds,
  retryDelaySeconds,
  retryLimit,
  redeliver,
  onParked,
  onError,
}: Options): Outbox {
  jobs.define<Delivery>(
    EVENTS_QUEUE,
    async (delivery, job) => {
      try {
        await redeliver(delivery);
      } catch (err) {
        if (job.retryCount >= job.retryLimit) onParked(delivery, err);
        throw err;
      }
    },
    { retryLimit, retryDelaySeconds },
  );
  let delivered: string[] = [];
  let flush: ReturnType<typeof setTimeout> | undefined;
  const deleteDelivered = () => {
    const ids = delivered;
    delivered = [];
    flush = undefined;
    jobs.remove(EVENTS_QUEUE, ids).catch(onError);
  };
  return {
    async write(deliveries, trx) {
      const rows = deliveries.map((d) => ({ id: d.id, data: d, startAfterSeconds: leaseSeconds }));
      // pg-boss runs its own statement on the transaction's connection (its `db` option).
      await jobs.insert(EVENTS_QUEUE, rows, trx ? sqlOn(trx) : undefined);
    },
    done(ids) {
      delivered.push(...ids);
      flush ??= setTimeout(deleteDelivered, DONE_BATCH_MS).unref();
    },
  };
}
