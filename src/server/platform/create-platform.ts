import path from "node:path";
import type { FastifyInstance } from "fastify";
import { IdempotencyLimits } from "#shared/limits";
import type { Config } from "../config.js";
import type { DatabaseHandle } from "../db/database.js";
import { createBackgroundTasks } from "./background-tasks.js";
import { createEventBus, type EventBus } from "./events/event-bus.js";
import { createOutbox } from "./events/outbox.js";
import { createRedisCarrier } from "./events/redis-carrier.js";
import type { Platform } from "./feature.js";
import { createRateLimitGuard } from "./http/rate-limit.js";
import { createIdempotencyGuard } from "./idempotency/idempotency.js";
import { createIdempotencyRepository } from "./idempotency/idempotency.repository.js";
import { createJobQueue } from "./jobs/job-queue.js";
import { createLanguageModel } from "./llm/language-model.js";
import { createDevOutboxTransport } from "./mail/dev-outbox-transport.js";
import { createDevOutboxRepository } from "./mail/dev-outbox.repository.js";
import type { MailTransport } from "./mail/mail-transport.js";
import { createMailer } from "./mail/mailer.js";
import { createSmtpTransport } from "./mail/smtp-transport.js";
import type { Metrics } from "./metrics/metrics.js";
import { createRateLimitRepository } from "./rate-limit/rate-limit.repository.js";
import { createRateLimiter } from "./rate-limit/rate-limiter.js";
import { createFaceReader } from "./face-check/face-reader.js";
import { createPhotoClassifier } from "./image-safety/classifier.js";
import { createDiskStorage } from "./storage/disk-storage.js";
import type { FileStorage } from "./storage/file-storage.js";
import { createS3Storage } from "./storage/s3-storage.js";

type Options = {
  config: Config;
  database: DatabaseHandle;
  metrics: Metrics;
  /** Replaces local disk storage under DATA_DIR/uploads. */
  storage?: FileStorage | undefined;
  /** Replaces the configured mail transport. */
  mailTransport?: MailTransport | undefined;
  /** Replaces the bus app.ts would build (tests share theirs with an operator's command). */
  bus?: EventBus | undefined;
  now?: (() => Date) | undefined;
};

/**
 * What every feature shares (platform/feature.ts): the database, the event bus and its outbox,
 * the job queue, background tasks, mail, storage, rate limits and idempotency keys, the language
 * model, metrics and the logger, each configured from `config`, with the hooks that start and
 * stop them on `app`. Answers the platform and what app.ts still needs of its parts.
 */
export function createPlatform(app: FastifyInstance, options: Options) {
  const { config, database, metrics } = options;
  const { db } = database;
  const tasks = createBackgroundTasks((err) => app.log.error({ err }, "background task failed"));
  app.addHook("onClose", () => tasks.idle());
  const photoClassifier = createPhotoClassifier();
  app.addHook("onClose", () => photoClassifier.close());
  const faceReader = createFaceReader();
  app.addHook("onClose", () => faceReader.close());
  const limiter = createRateLimiter(createRateLimitRepository(db));
  const devOutbox = createDevOutboxRepository(db);
  const transport =
    options.mailTransport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.mailFrom)
      : createDevOutboxTransport(devOutbox, { production: config.env === "production" }));
  const uploadsDir = path.join(config.dataDir, "uploads");
  // Photos and exports on S3-compatible storage when configured (S3_BUCKET), else local disk.
  const mediaOnS3 = !options.storage && config.s3 !== undefined;
  const idempotencyKeys = createIdempotencyRepository(db);
  const jobs = createJobQueue({
    executeSql: database.executeSql,
    enabled: config.jobs.enabled,
    onError: (err) => app.log.error({ err }, "job queue error"),
    onJobFailed: metrics.jobFailed,
  });
  metrics.gaugeByLabel("jobs_queue_depth", "Jobs waiting in each queue", "queue", () => jobs.depths());
  // Started once every feature has defined its queues; stopped (running jobs finish) on close.
  app.addHook("onReady", () => jobs.start());
  app.addHook("onClose", () => jobs.stop());
  const platform: Platform = {
    db,
    config,
    // One process needs no carrier; with REDIS_URL, realtime events reach every process.
    bus:
      options.bus ??
      createEventBus({
        db,
        carrier: config.redisUrl
          ? createRedisCarrier(config.redisUrl, {
              onError: (err) => app.log.warn({ err }, "realtime: Redis unavailable"),
            })
          : undefined,
        onError: (err, event, handler, eventId) => {
          if (handler) metrics.eventFailed(handler);
          app.log.error(
            { err, event, handler, eventId },
            handler ? "event handler failed; its delivery is retried" : "event fan-out failed",
          );
        },
      }),
    tasks,
    jobs,
    llm: createLanguageModel(config.llm, (err) =>
      app.log.warn({ err }, "language model unavailable; the engine's words stand"),
    ),
    mailer: createMailer(transport, limiter, config.mailThrottleSeconds),
    storage: options.storage ?? (config.s3 ? createS3Storage(config.s3, "media/") : createDiskStorage(uploadsDir)),
    photoClassifier,
    faceReader,
    limiter,
    rateLimit: createRateLimitGuard(limiter, config.rateLimitScale),
    once: createIdempotencyGuard(idempotencyKeys),
    now: options.now ?? (() => new Date()),
    metrics,
    log: app.log,
  };
  // Idempotency-Keys' first answers are kept a day (platform/idempotency).
  jobs.define("idempotency-keys.sweep", async () => void (await idempotencyKeys.sweep(IdempotencyLimits.keepHours)));
  jobs.schedule("idempotency-keys.sweep", "41 * * * *");
  // Durable event delivery: the outbox is written in the emitting transaction, worked by pg-boss.
  platform.bus.attach(
    createOutbox({
      jobs,
      ...config.events,
      redeliver: (delivery) => platform.bus.redeliver(delivery),
      onParked: (delivery, err) => {
        metrics.eventParked(delivery.event);
        app.log.error(
          { err, eventId: delivery.eventId, event: delivery.event, handlers: delivery.handlers },
          "event delivery parked after its last attempt (npm run events -- failed)",
        );
      },
      onError: (err) => app.log.warn({ err }, "delivered events could not be marked so; they are delivered again"),
    }),
    tasks.run,
  );

  return { platform, transport, devOutbox, uploadsDir, mediaOnS3 };
}
