import type { Metrics } from "./metrics/metrics.js";
import type { FastifyBaseLogger, FastifyPluginAsync } from "fastify";
import type { Kysely } from "kysely";
import type { FaceReader } from "./face-check/face-reader.js";
import type { PhotoClassifier } from "./image-safety/classifier.js";
import type { Config } from "../config.js";
import type { Database } from "../db/types.js";
import type { BackgroundTasks } from "./background-tasks.js";
import type { EventBus } from "./events/event-bus.js";
import type { RateLimitGuard } from "./http/rate-limit.js";
import type { IdempotencyGuard } from "./idempotency/idempotency.js";
import type { JobQueue } from "./jobs/job-queue.js";
import type { LanguageModel } from "./llm/language-model.js";
import type { Mailer } from "./mail/mailer.js";
import type { RateLimiter } from "./rate-limit/rate-limiter.js";
import type { FileStorage } from "./storage/file-storage.js";

/** What every feature may use: the database (through its own repository only) and the adapters. */
export type Platform = {
  db: Kysely<Database>;
  config: Config;
  bus: EventBus;
  tasks: BackgroundTasks;
  /** Work that must survive a restart and run once across processes (pg-boss on the app's database). */
  jobs: JobQueue;
  /** The optional language model (null answers when none is configured). */
  llm: LanguageModel;
  mailer: Mailer;
  storage: FileStorage;
  /** Explicit-photo classification in a worker thread, started on the first photo (image-safety/). */
  photoClassifier: PhotoClassifier;
  /** Faces read for photo verification in a worker thread, started on the first picture (face-check/). */
  faceReader: FaceReader;
  limiter: RateLimiter;
  rateLimit: RateLimitGuard;
  /** Route options for a write a client may repeat with an Idempotency-Key (platform/idempotency). */
  once: IdempotencyGuard;
  now: () => Date;
  /** This process's Prometheus metrics (counts only). */
  metrics: Metrics;
  /** The app's logger (JSON lines; never personal data: ids, not names or emails). */
  log: FastifyBaseLogger;
};

/**
 * The one shape of a server feature (features/<name>/index.ts): its service for other features,
 * its routes, and its reactions to other features' events. app.ts is a list of these.
 */
export type Feature<Service = unknown> = {
  name: string;
  service: Service;
  routes?: FastifyPluginAsync;
  subscribe?: (bus: EventBus) => void;
  /** What the feature holds about a member, table by table, for their data export. */
  exportOf?: (userId: string) => Promise<Record<string, unknown[]>>;
};
