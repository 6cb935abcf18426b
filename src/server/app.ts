import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { ErrorCodes } from "#shared/errors";
import { IdempotencyLimits } from "#shared/limits";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { migrations } from "./db/migrations/index.js";
import { createAccountFeature } from "./features/account/index.js";
import { createActivityFeature } from "./features/activity/index.js";
import { createAuthFeature, credentialOf } from "./features/auth/index.js";
import { createAiDigestFeature } from "./features/ai-digest/index.js";
import { createConnectionDnaFeature } from "./features/connection-dna/index.js";
import { createDevMailboxFeature } from "./features/dev-mailbox/index.js";
import { createHealthFeature } from "./features/health/index.js";
import { createInvitationsFeature } from "./features/invitations/index.js";
import { createPagesFeature } from "./features/pages/index.js";
import { createProfilesFeature } from "./features/profiles/index.js";
import { createMatchingFeature } from "./features/matching/index.js";
import { createMemoryVaultFeature } from "./features/memory-vault/index.js";
import { createMessagingFeature } from "./features/messaging/index.js";
import { createNotificationsFeature } from "./features/notifications/index.js";
import { createQuizFeature } from "./features/quiz/index.js";
import { createRealtimeFeature } from "./features/realtime/index.js";
import { createSafetyFeature } from "./features/safety/index.js";
import { createSubscriptionsFeature } from "./features/subscriptions/index.js";
import { createVideoCallsFeature } from "./features/video-calls/index.js";
import { createBackgroundTasks } from "./platform/background-tasks.js";
import { registerRequestId, requestIdGenerator } from "./platform/http/request-id.js";
import { createLifecycle, type Lifecycle } from "./platform/lifecycle.js";
import { createMetrics } from "./platform/metrics/metrics.js";
import { registerMetrics } from "./platform/metrics/metrics-route.js";
import { createEventBus, type EventBus } from "./platform/events/event-bus.js";
import { createOutbox } from "./platform/events/outbox.js";
import { createRedisCarrier } from "./platform/events/redis-carrier.js";
import type { Feature, Platform } from "./platform/feature.js";
import { errorBody, registerErrorHandling, serializeError } from "./platform/http/errors.js";
import { trackRoutesWithoutContract } from "./platform/http/contracts.js";
import { registerHttpPolicy } from "./platform/http/http-policy.js";
import { responseSerializerCompiler } from "./platform/http/serializer.js";
import { createRateLimitGuard } from "./platform/http/rate-limit.js";
import { toHeaders } from "./platform/http/request.js";
import { OneLinePerRequest } from "./platform/http/request-log.js";
import { registerWebApp, type WebAppOptions } from "./platform/http/web-app.js";
import { createIdempotencyGuard } from "./platform/idempotency/idempotency.js";
import { createIdempotencyRepository } from "./platform/idempotency/idempotency.repository.js";
import { createJobQueue } from "./platform/jobs/job-queue.js";
import { createLanguageModel } from "./platform/llm/language-model.js";
import { createDevOutboxTransport } from "./platform/mail/dev-outbox-transport.js";
import { createDevOutboxRepository } from "./platform/mail/dev-outbox.repository.js";
import type { MailTransport } from "./platform/mail/mail-transport.js";
import { createMailer } from "./platform/mail/mailer.js";
import { createSmtpTransport } from "./platform/mail/smtp-transport.js";
import { createRateLimitRepository } from "./platform/rate-limit/rate-limit.repository.js";
import { createRateLimiter } from "./platform/rate-limit/rate-limiter.js";
import { createDiskStorage } from "./platform/storage/disk-storage.js";
import { createS3Storage } from "./platform/storage/s3-storage.js";
import { registerMedia } from "./platform/http/media.js";
import type { FileStorage } from "./platform/storage/file-storage.js";

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** The migration applied at start (main.ts and the test app run the migrator before building). */
  migration?: string | null;
  /** The built web app and its server renderer; absent in API tests. */
  web?: Omit<WebAppOptions, "origin"> | undefined;
  /** Replaces local disk storage under DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Replaces the configured mail transport (tests that exercise SMTP failures). */
  mailTransport?: MailTransport;
  now?: () => Date;
  /**
   * The domain-event bus (in-process, or carried by Redis with REDIS_URL) by default. Tests pass
   * their own so an operator's command run beside the app (scripts/grant.ts) reaches its handlers.
   */
  bus?: EventBus;
  /** Where log lines go (stdout by default); tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
  /** Where the process is in its life (main.ts begins the shutdown); a fresh one by default. */
  lifecycle?: Lifecycle;
  /** Filled with the API routes that declare no response schema (the contract test reads it). */
  routesWithoutContract?: string[];
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db } = database;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ["req.headers.cookie", "req.headers.authorization"],
      // Database errors carry the failed query's bound values (user text, tokens): never log those.
      serializers: { err: serializeError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(Boolean(config.trustProxy)),
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
  });
  database.onConnectionError((err) => app.log.warn({ err }, "database connection lost; the pool opens a new one"));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerRequestId(app);
  const metrics = createMetrics({ exposed: Boolean(config.metricsToken) });
  registerMetrics(app, metrics, { token: config.metricsToken, pool: database.poolStats });
  const missingContracts = trackRoutesWithoutContract(app);

  // ---- the platform every feature shares
  const tasks = createBackgroundTasks((err) => app.log.error({ err }, "background task failed"));
  app.addHook("onClose", () => tasks.idle());
  const limiter = createRateLimiter(createRateLimitRepository(db));
  const outbox = createDevOutboxRepository(db);
  const transport =
    deps.mailTransport ??
    (config.smtpUrl
      ? createSmtpTransport(config.smtpUrl, config.mailFrom)
      : createDevOutboxTransport(outbox, { production: config.env === "production" }));
  const uploadsDir = path.join(config.dataDir, "uploads");
  // Photos and exports on S3-compatible storage when configured (S3_BUCKET), else local disk.
  const mediaOnS3 = !deps.storage && config.s3 !== undefined;
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
      deps.bus ??
      createEventBus({
        db,
        carrier: config.redisUrl
          ? createRedisCarrier(config.redisUrl, {
              onError: (err) => app.log.warn({ err }, "realtime: Redis unavailable"),
            })
          : undefined,
        onError: (err, event, handler) => {
          if (handler) metrics.eventFailed(handler);
          app.log.error(
            { err, event, handler },
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
    storage: deps.storage ?? (config.s3 ? createS3Storage(config.s3, "media/") : createDiskStorage(uploadsDir)),
    limiter,
    rateLimit: createRateLimitGuard(limiter, config.rateLimitScale),
    once: createIdempotencyGuard(idempotencyKeys),
    now: deps.now ?? (() => new Date()),
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
      onParked: (delivery) => {
        metrics.eventParked(delivery.handler);
        app.log.error(
          { eventId: delivery.eventId, event: delivery.event, handler: delivery.handler },
          "event delivery parked after its last attempt (npm run events -- failed)",
        );
      },
    }),
    tasks.run,
  );

  // ---- the features, each with the same shape (platform/feature.ts)
  const activity = createActivityFeature(platform, {
    // Called when a journey mail is due, long after every feature below exists.
    wants: (userId, kind) => notifications.service.wants(userId, kind),
    recipientOf: async (userId) => {
      const email = await auth.service.emailOf(userId);
      return email ? { email, name: (await profiles.service.own(userId)).name } : null;
    },
  });
  const auth = createAuthFeature(platform, { quizCompleted: activity.service.quizCompleted });
  const profiles = createProfilesFeature(platform);
  const quiz = createQuizFeature(platform);
  const subscriptions = createSubscriptionsFeature(platform);
  const safety = createSafetyFeature(platform, {
    conversationBetween: async (a, b) => {
      const matchId = await matching.service.matchBetween(a, b);
      return matchId ? messaging.service.transcript(matchId) : [];
    },
  });
  const matching = createMatchingFeature(platform, {
    profileFacts: profiles.service.discoveryFacts,
    memberIdsAfter: profiles.service.memberIdsAfter,
    answersOf: quiz.service.ownAnswers,
    scorer: quiz.service.scorer,
    ageVerified: auth.service.ageVerified,
    sharesLocation: async (userId) => (await safety.service.settings(userId)).location_sharing_enabled,
    priorityUntil: subscriptions.service.priorityUntil,
    unlimitedFilters: async (userId) => (await subscriptions.service.entitlements(userId)).unlimitedFilters,
    expandedMatching: async (userId) => (await subscriptions.service.entitlements(userId)).expandedMatching,
  });
  const messaging = createMessagingFeature(platform, {
    partnerIn: matching.service.partnerIn,
    matchesOf: matching.service.matches,
    isPremium: subscriptions.service.isPremium,
    safetyOf: safety.service.settings,
    ageVerified: auth.service.ageVerified,
    echoEntitled: async (userId) => (await subscriptions.service.entitlements(userId)).echoChats,
    unmatch: matching.service.unmatch,
  });
  // A member as the premium engines read them: quiz answers, interests and intent.
  const personOf = async (userId: string) => {
    const [answers, profile] = await Promise.all([quiz.service.ownAnswers(userId), profiles.service.own(userId)]);
    return {
      answers: new Map(answers.map((a) => [a.question_id, a.answer])),
      interests: profile.interests,
      lookingFor: profile.looking_for,
    };
  };
  const videoCalls = createVideoCallsFeature(platform, {
    partnerIn: matching.service.partnerIn,
    entitled: async (userId) => (await subscriptions.service.entitlements(userId)).videoChat,
  });
  const realtime = createRealtimeFeature(platform, {
    relayCall: videoCalls.service.relay,
    sessionOf: (request) => {
      const headers = toHeaders(request);
      const credential = credentialOf(request.headers.authorization, request.headers.cookie);
      return {
        cached: async () => (await auth.service.signedInUser(credential, () => headers))?.id ?? null,
        fresh: () => auth.service.currentUserId(headers),
      };
    },
  });
  const notifications = createNotificationsFeature(platform, {
    hasOpenPage: realtime.service.presence.isOpen,
    messageText: messaging.service.messageText,
    nameOf: async (userId) => (await profiles.service.own(userId)).name,
  });
  const features: Feature[] = [
    createHealthFeature(platform, {
      databaseKind: database.kind,
      migration: deps.migration ?? null,
      knownMigrations: Object.keys(migrations),
      mail: transport,
      lifecycle: deps.lifecycle ?? createLifecycle(),
    }),
    auth,
    createAccountFeature(platform, {
      credentials: auth.service.credentials,
      stopAllBilling: subscriptions.service.stopAllBilling,
      removePhotoFiles: profiles.service.removePhotoFiles,
      sections: () => features.flatMap((f) => (f.exportOf ? [{ name: f.name, rows: f.exportOf }] : [])),
      photoFiles: profiles.service.photoFiles,
      emailOf: auth.service.emailOf,
      ...(config.s3 ? { exportFiles: createS3Storage(config.s3, "exports/", "") } : {}),
      matchesOf: async (userId) =>
        (await matching.service.matches(userId)).matches.map((m) => ({ matchId: m.id, partnerId: m.user_id })),
      forgetTraces: async (userId, email) => {
        await outbox.forget(email);
        await jobs.purge({ userId });
      },
      forgetCounters: (userId, email) => limiter.forget([email, userId]),
    }),
    activity,
    profiles,
    quiz,
    matching,
    subscriptions,
    messaging,
    createMemoryVaultFeature(platform, {
      entitled: async (userId) => (await subscriptions.service.entitlements(userId)).memoryVault,
      matchesOf: matching.service.matches,
      partnerIn: matching.service.partnerIn,
    }),
    createConnectionDnaFeature(platform, {
      entitled: async (userId) => (await subscriptions.service.entitlements(userId)).connectionDna,
      questions: quiz.service.questions,
      scorer: quiz.service.scorer,
      personOf,
      conversationCounts: messaging.service.conversationCounts,
    }),
    createAiDigestFeature(platform, {
      entitled: async (userId) => (await subscriptions.service.entitlements(userId)).aiDigest,
      holders: (after, limit) => subscriptions.service.holdersOf("aiDigest", after, limit),
      questions: quiz.service.questions,
      scorer: quiz.service.scorer,
      personOf,
      candidates: matching.service.candidates,
      matchesOf: matching.service.matches,
      activitySince: matching.service.activitySince,
      visibleAmong: matching.service.visibleAmong,
      conversationCounts: messaging.service.conversationCounts,
    }),
    videoCalls,
    realtime,
    notifications,
    safety,
    createInvitationsFeature(platform),
    createPagesFeature(platform),
    ...(config.devTools && transport.kind === "dev-outbox" ? [createDevMailboxFeature(platform, outbox)] : []),
  ];

  // ---- HTTP policy that applies to every route, in the order it runs (platform/http/http-policy.ts)
  const credential = (request: FastifyRequest) => credentialOf(request.headers.authorization, request.headers.cookie);
  await registerHttpPolicy(app, {
    appUrl: config.appUrl,
    apiRateLimitPerMinute: config.apiRateLimitPerMinute,
    identity: {
      cached: (request) => auth.service.cachedUser(credential(request)),
      resolve: (request) => auth.service.signedInUser(credential(request), () => toHeaders(request)),
    },
  });

  for (const feature of features) {
    feature.subscribe?.(platform.bus);
    if (feature.routes) await app.register(feature.routes);
  }
  await platform.bus.start();
  app.addHook("onClose", () => platform.bus.close());

  await registerMedia(app, mediaOnS3 ? { storage: platform.storage } : { uploadsDir });

  if (deps.web && fs.existsSync(path.join(deps.web.webRoot, "index.html"))) {
    await registerWebApp(app, { ...deps.web, origin: config.appUrl });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply
        .status(404)
        .send(errorBody(ErrorCodes.notFound, `No route for ${request.method} ${request.url.split("?")[0] ?? ""}`)),
    );
  }

  deps.routesWithoutContract?.push(...missingContracts);
  return app;
}
