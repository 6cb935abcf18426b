import PgBoss from "pg-boss";
import type { ComponentHealth } from "#shared/health";

/**
 * Work that must survive a restart and run once across every server process (DESIGN: a real
 * queue on the same PostgreSQL, not timers in the web process): pg-boss, on the app's own
 * database (PGlite through `executeSql`, or the PostgreSQL server), in its own `pgboss` schema.
 * Features register their queues while the app is built; the queue starts when the app is ready
 * and stops (letting running jobs finish) when it closes.
 */
/** Which attempt of a job this is (a handler may treat its last differently). */
export type JobAttempt = { id: string; retryCount: number; retryLimit: number };
type QueueOptions = {
  singletonPerKey?: boolean;
  /** Retries after the first attempt fails (default 3). */
  retryLimit?: number;
  /** The first retry's delay; each next one doubles (default 30 s). */
  retryDelaySeconds?: number;
};
/** A job that ran out of attempts, as an operator sees it (`npm run events -- failed`). */
export type FailedJob = { id: string; data: unknown; error: string | null; failedAt: Date | null; retryCount: number };
type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export type JobQueue = {
  /** A queue and the handler that works its jobs (one at a time per process). */
  define<T extends object>(
    name: string,
    handler: (data: T, attempt: JobAttempt) => Promise<void>,
    options?: QueueOptions,
  ): void;
  /** Sends `name` a job on this cron schedule (UTC); one process sends it, whichever is running. */
  schedule(name: string, cron: string): void;
  /** Queues a job; with a `key`, a job with the same key that is still waiting is not queued twice. */
  send(name: string, data: object, key?: string): Promise<void>;
  /**
   * Queues jobs with these ids, each to start `startAfterSeconds` from now, through `executeSql`
   * when given (a caller's open transaction: the jobs commit or roll back with it).
   */
  insert(
    name: string,
    jobs: Array<{ id: string; data: object; startAfterSeconds: number }>,
    executeSql?: ExecuteSql,
  ): Promise<void>;
  /** Deletes these jobs, whatever their state (their work was done elsewhere). */
  remove(name: string, ids: string[]): Promise<void>;
  /** The queue's jobs that ran out of attempts, oldest first. */
  failed(name: string): Promise<FailedJob[]>;
  /** Gives these failed jobs another attempt (a worker of any JOBS=on process takes them); how many were failed. */
  retry(name: string, ids: string[]): Promise<number>;
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
  executeSql: ExecuteSql;
  enabled: boolean;
  onError: (err: unknown) => void;
  /** A job's handler failed (pg-boss retries it): counted by the metrics. */
  onJobFailed?: (queue: string) => void;
};

/** How often an idle worker looks for new jobs; a job sent by this process wakes its worker at once. */
const POLL_SECONDS = 2;
/** A start that failed (the database away) is tried again this often. */
const RESTART_SECONDS = 5;
/** Shutdown waits this long for running jobs before closing anyway. */
const STOP_TIMEOUT_MS = 10_000;

export function createJobQueue({ executeSql, enabled, onError, onJobFailed = () => {} }: Options): JobQueue {
  const queues = new Map<
    string,
    { handler: (data: object, attempt: JobAttempt) => Promise<void>; options: QueueOptions }
  >();
  const schedules = new Map<string, string>();
  let boss: PgBoss | undefined;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Why the last start failed: a request that needs the queue meanwhile fails with it as its cause (a 503). */
  let startFailure: unknown;
  const started = (what: string): PgBoss => {
    if (!boss) throw new Error(`job queue not started (${what})`, { cause: startFailure });
    return boss;
  };

  async function startBoss(): Promise<void> {
    if (boss) return;
    // Every process starts pg-boss, so every process can queue jobs (the event outbox is written
    // by whichever process serves the request); only JOBS=on processes work them, keep their
    // schedules and do pg-boss's upkeep.
    const b = new PgBoss({
      db: { executeSql: (text, values) => executeSql(text, values) },
      schema: "pgboss",
      supervise: enabled,
      schedule: enabled,
      // Cron is checked every 30 s (pg-boss's default); finished jobs are kept a week, and a job
      // that ran out of attempts stays where `failed` and `retry` see it for a week too.
      retentionDays: 7,
      deleteAfterDays: 7,
      archiveFailedAfterSeconds: 7 * 24 * 3600,
    });
    b.on("error", onError);
    await b.start();
    for (const [name, q] of queues) {
      const options = {
        name,
        policy: q.options.singletonPerKey ? "short" : "standard",
        retryLimit: q.options.retryLimit ?? 3,
        retryDelay: q.options.retryDelaySeconds ?? 30,
        retryBackoff: true,
        expireInMinutes: 15,
      } as const;
      // Creating keeps an existing queue as it was; updating applies today's settings to it.
      await b.createQueue(name, options);
      await b.updateQueue(name, options);
    }
    // Usable for sending from here on: a worker below may run a job that sends others.
    boss = b;
    if (!enabled) return;
    for (const [name, q] of queues) {
      await b.work<object>(
        name,
        { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1, includeMetadata: true },
        async (jobs) => {
          for (const job of jobs) {
            await q
              .handler(job.data, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit })
              .catch((err: unknown) => {
                onJobFailed(name);
                throw err;
              });
          }
        },
      );
    }
    for (const [name, cron] of schedules) await b.schedule(name, cron, {}, { tz: "UTC" });
  }

  const queue: JobQueue = {
    enabled,
    define(name, handler, options = {}) {
      queues.set(name, { handler: handler as (data: object, attempt: JobAttempt) => Promise<void>, options });
    },
    schedule(name, cron) {
      schedules.set(name, cron);
    },
    async send(name, data, key) {
      await started(`job ${name}`).send(name, data, key ? { singletonKey: key } : {});
    },
    async insert(name, jobs, sqlOf) {
      // Before start the queue may not exist yet, and pg-boss would insert nothing without a word.
      const b = started(`jobs ${name}`);
      const rows = jobs.map((j) => ({ id: j.id, name, data: j.data, startAfter: String(j.startAfterSeconds) }));
      await b.insert(rows, sqlOf ? { db: { executeSql: sqlOf } } : {});
    },
    async remove(name, ids) {
      if (ids.length) await started(`jobs ${name}`).deleteJob(name, ids);
    },
    async failed(name) {
      const { rows } = await executeSql(
        "select id, data, output->>'message' as error, completed_on, retry_count from pgboss.job where name = $1 and state = 'failed' order by created_on",
        [name],
      );
      type Row = { id: string; data: unknown; error: string | null; completed_on: Date | null; retry_count: number };
      return (rows as Row[]).map((r) => ({
        id: r.id,
        data: r.data,
        error: r.error,
        failedAt: r.completed_on,
        retryCount: r.retry_count,
      }));
    },
    async retry(name, ids) {
      const count = (await queue.failed(name)).filter((j) => ids.includes(j.id)).length;
      // An operator's command beside the app has no started queue: pg-boss's own statement, on the database.
      if (count)
        await (
          boss ?? new PgBoss({ db: { executeSql: (text, values) => executeSql(text, values) }, schema: "pgboss" })
        ).retry(name, ids);
      return count;
    },
    async start() {
      stopped = false;
      try {
        await startBoss();
        startFailure = undefined;
      } catch (err) {
        startFailure = err;
        // The database is away (it restarts, or the network to it is down): the process stays up
        // and tries again, as its requests do; until then nothing can be queued (/api/ready says so).
        onError(err);
        if (!stopped) retryTimer = setTimeout(() => void queue.start(), RESTART_SECONDS * 1000).unref();
      }
    },
    async purge(data) {
      // Through SQL, not pg-boss: it has no delete-by-data (and the queue may not have started).
      const { rows } = await executeSql("select to_regclass('pgboss.job') is not null as ready");
      if (!(rows[0] as { ready: boolean } | undefined)?.ready) return;
      const match = JSON.stringify(data);
      await executeSql("delete from pgboss.job where data @> $1::jsonb", [match]);
      await executeSql("delete from pgboss.archive where data @> $1::jsonb", [match]);
    },
    async depths() {
      const b = boss;
      if (!b || !enabled) return [];
      return Promise.all(
        [...queues.keys()].map(async (name): Promise<[string, number]> => [name, await b.getQueueSize(name)]),
      );
    },
    async check() {
      if (!boss) return { status: "error", detail: "Not started: nothing can be queued" };
      if (!enabled)
        return {
          status: "off",
          detail: "JOBS=off: daily digests and other background jobs do not run in this process",
        };
      try {
        const names = await boss.getQueues();
        return { status: "ok", detail: `pg-boss, ${names.length} queues` };
      } catch {
        return { status: "error", detail: "pg-boss cannot read its queues" };
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      // Jobs still running may send more while they finish: the queue stays usable until stopped.
      await boss?.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS, close: false });
      boss = undefined;
    },
  };
  return queue;
}
