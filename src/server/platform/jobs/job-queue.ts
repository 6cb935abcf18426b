import PgBoss from "pg-boss";
import type { ComponentHealth } from "#shared/health";

/**
 * Work that must survive a restart and run once across every server process (DESIGN: a real
 * queue on the same PostgreSQL, not timers in the web process): pg-boss, on the app's own
 * database (PGlite through `executeSql`, or the PostgreSQL server), in its own `pgboss` schema.
 * Features register their queues while the app is built; the queue starts when the app is ready
 * and stops (letting running jobs finish) when it closes.
 */
export type JobQueue = {
  /** A queue and the handler that works its jobs (one at a time per process). */
  define<T extends object>(name: string, handler: (data: T) => Promise<void>, options?: { singletonPerKey?: boolean }): void;
  /** Sends `name` a job on this cron schedule (UTC); one process sends it, whichever is running. */
  schedule(name: string, cron: string): void;
  /** Queues a job; with a `key`, a job with the same key that is still waiting is not queued twice. */
  send(name: string, data: object, key?: string): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Deletes every job (waiting, done or archived) whose data holds these fields: its member is gone. */
  purge(data: Record<string, string>): Promise<void>;
  /** Jobs waiting in each queue (the metrics); empty while the queue is off. */
  depths(): Promise<Array<[string, number]>>;
  /** Off, or a round trip through pg-boss (GET /api/health). */
  check(): Promise<ComponentHealth>;
  readonly enabled: boolean;
};

type Options = {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  enabled: boolean;
  onError: (err: unknown) => void;
  /** A job's handler failed (pg-boss retries it): counted by the metrics. */
  onJobFailed?: (queue: string) => void;
};

/** How often an idle worker looks for new jobs; a job sent by this process wakes its worker at once. */
const POLL_SECONDS = 2;
/** Shutdown waits this long for running jobs before closing anyway. */
const STOP_TIMEOUT_MS = 10_000;

export function createJobQueue({ executeSql, enabled, onError, onJobFailed = () => {} }: Options): JobQueue {
  const queues = new Map<string, { handler: (data: object) => Promise<void>; policy: PgBoss.QueuePolicy }>();
  const schedules = new Map<string, string>();
  let boss: PgBoss | undefined;

  return {
    enabled,
    define(name, handler, options = {}) {
      queues.set(name, { handler: handler as (data: object) => Promise<void>, policy: options.singletonPerKey ? "short" : "standard" });
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    async send(name, data, key) {
      if (!boss) throw new Error(`job queue not started (job ${name})`);
      await boss.send(name, data, key ? { singletonKey: key } : {});
    },
    async start() {
      if (!enabled || boss) return;
      const b = new PgBoss({
        db: { executeSql: (text, values) => executeSql(text, values) },
        schema: "pgboss",
        // Cron is checked every 30 s (pg-boss's default); finished jobs are kept a week.
        retentionDays: 7,
        deleteAfterDays: 7,
      });
      b.on("error", onError);
      await b.start();
      // Usable for sending from here on: a worker below may run a job that sends others.
      boss = b;
      for (const [name, q] of queues) {
        await b.createQueue(name, { name, policy: q.policy, retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInMinutes: 15 });
        await b.work<object>(name, { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1 }, async (jobs) => {
          for (const job of jobs) {
            await q.handler(job.data).catch((err: unknown) => {
              onJobFailed(name);
              throw err;
            });
          }
        });
      }
      for (const [name, cron] of schedules) await b.schedule(name, cron, {}, { tz: "UTC" });
    },
    async purge(data) {
      // Through SQL, not pg-boss: it has no delete-by-data, and a process with JOBS=off (which
      // never started pg-boss) still purges what other processes queued.
      const { rows } = await executeSql("select to_regclass('pgboss.job') is not null as ready");
      if (!(rows[0] as { ready: boolean } | undefined)?.ready) return;
      const match = JSON.stringify(data);
      await executeSql("delete from pgboss.job where data @> $1::jsonb", [match]);
      await executeSql("delete from pgboss.archive where data @> $1::jsonb", [match]);
    },
    async depths() {
      const b = boss;
      if (!b) return [];
      return Promise.all([...queues.keys()].map(async (name): Promise<[string, number]> => [name, await b.getQueueSize(name)]));
    },
    async check() {
      if (!enabled) return { status: "off", detail: "JOBS=off: daily digests and other background jobs do not run in this process" };
      if (!boss) return { status: "error", detail: "Not started" };
      try {
        const names = await boss.getQueues();
        return { status: "ok", detail: `pg-boss, ${names.length} queues` };
      } catch {
        return { status: "error", detail: "pg-boss cannot read its queues" };
      }
    },
    async stop() {
      // Jobs still running may send more while they finish: the queue stays usable until stopped.
      await boss?.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
      boss = undefined;
    },
  };
}
