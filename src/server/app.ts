import fs from "node:fs";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import { ErrorCodes } from "#shared/errors";
import { RateLimits } from "#shared/limits";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { migrations } from "./db/migrations/index.js";
import { createAccountFeature } from "./features/account/index.js";
import { createActivityFeature } from "./features/activity/index.js";
import { createAuthFeature } from "./features/auth/index.js";
import { createAiDigestFeature } from "./features/ai-digest/index.js";
import { createConnectionDnaFeature } from "./features/connection-dna/index.js";
import { createDevMailboxFeature } from "./features/dev-mailbox/index.js";
import { createEarlyAccessFeature } from "./features/early-access/index.js";
import { createHealthFeature } from "./features/health/index.js";
import { createInvitationsFeature } from "./features/invitations/index.js";
import { createPagesFeature } from "./features/pages/index.js";
import { createProfilesFeature } from "./features/profiles/index.js";
import { createMatchingFeature } from "./features/matching/index.js";
import { createModerationFeature } from "./features/moderation/index.js";
import { createMatchMemoryFeature } from "./features/match-memory/index.js";
import { createVerificationFeature, createVerificationMarks } from "./features/verification/index.js";
import { createMemoryVaultFeature } from "./features/memory-vault/index.js";
import { createMessagingFeature } from "./features/messaging/index.js";
import { createNotificationsFeature } from "./features/notifications/index.js";
import { createPerksFeature } from "./features/perks/index.js";
import { createQuizFeature } from "./features/quiz/index.js";
import { createRealtimeFeature } from "./features/realtime/index.js";
import { createSafetyFeature } from "./features/safety/index.js";
import { createSubscriptionsFeature } from "./features/subscriptions/index.js";
import { createVideoCallsFeature } from "./features/video-calls/index.js";
import { registerRequestId, requestIdGenerator } from "./platform/http/request-id.js";
import { createPlatform } from "./platform/create-platform.js";
import { createLifecycle, type Lifecycle } from "./platform/lifecycle.js";
import { createMetrics } from "./platform/metrics/metrics.js";
import { registerMetrics } from "./platform/metrics/metrics-route.js";
import { type EventBus } from "./platform/events/event-bus.js";
import type { Feature } from "./platform/feature.js";
import { errorBody, registerErrorHandling, serializeError } from "./platform/http/errors.js";
import { trackRoutesWithoutContract } from "./platform/http/contracts.js";
import { registerHttpPolicy } from "./platform/http/http-policy.js";
import { registerPageReads } from "./platform/http/page-reads.js";
import { responseSerializerCompiler } from "./platform/http/serializer.js";
import { OneLinePerRequest } from "./platform/http/request-log.js";
import { registerWebApp, type WebAppOptions } from "./platform/http/web-app.js";
import type { MailTransport } from "./platform/mail/mail-transport.js";
import { createS3Storage } from "./platform/storage/s3-storage.js";
import { registerMedia } from "./platform/http/media.js";
import type { FileStorage } from "./platform/storage/file-storage.js";

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** The migration applied at start (main.ts and the test app run the migrator before building). */
  migration?: string | null;
  /** The built web app and its server renderer; absent in API tests. */
  web?: Pick<WebAppOptions, "webRoot" | "rendererPath"> | undefined;
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
  // The GETs a page rendered on the server reads, declared by the features' routes (ADR 0201).
  const pageReads = registerPageReads(app);

  // ---- the platform every feature shares (platform/create-platform.ts)
  const { platform, transport, devOutbox, uploadsDir, mediaOnS3 } = createPlatform(app, {
    config,
    database,
    metrics,
    storage: deps.storage,
    mailTransport: deps.mailTransport,
    bus: deps.bus,
    now: deps.now,
  });

  // ---- the features, each with the same shape (platform/feature.ts), each after those it needs
  const health = createHealthFeature(platform, {
    databaseKind: database.kind,
    migration: deps.migration ?? null,
    knownMigrations: Object.keys(migrations),
    mail: transport,
    lifecycle: deps.lifecycle ?? createLifecycle(),
  });
  // Plans first: most features ask what a member's plan unlocks, and who shows a badge.
  const subscriptions = createSubscriptionsFeature(platform);
  const plans = subscriptions.service;
  const perks = createPerksFeature(platform, {
    entitlements: plans.entitlements,
    badgeHolders: (ids) => plans.holdingAmong("beyondBadge", ids),
  });
  const earlyAccess = createEarlyAccessFeature(platform, { entitled: plans.entitledTo("earlyAccess") });
  const marks = createVerificationMarks(platform);
  const profiles = createProfilesFeature(platform, {
    badgesAmong: perks.service.badgesAmong,
    // A profile page shows one member's mark: kept per process (what decides anything reads the database).
    verifiedAmong: marks.shownAmong,
  });
  const quiz = createQuizFeature(platform, {
    entitled: plans.entitledTo("deeperQuizzes"),
    intentOf: profiles.service.intentOf,
  });
  const auth = createAuthFeature(platform, {
    quizCompleted: quiz.service.completed,
    onboardingStep: profiles.service.onboardingStep,
  });
  const safety = createSafetyFeature(platform, { likeness: profiles.service.moderation.likeness });
  const moderation = createModerationFeature(platform, {
    verifiedAmong: marks.verifiedAmong,
    settleReview: marks.settleReview,
    profiles: profiles.service.moderation,
    standing: auth.service.standing,
    confirmPassword: auth.service.credentials.confirmPassword,
    accountOf: auth.service.accountOf,
    emailOf: auth.service.emailOf,
    restriction: auth.service.standing.restriction,
    ...(config.s3 ? { evidenceFiles: createS3Storage(config.s3, "evidence/", "") } : {}),
  });
  const matching = createMatchingFeature(platform, {
    profileFacts: profiles.service.discoveryFacts,
    memberIdsAfter: profiles.service.memberIdsAfter,
    answersOf: quiz.service.answersOf,
    scorer: quiz.service.scorer,
    ranker: quiz.service.ranker,
    ageVerified: auth.service.ageVerified,
    sharesLocation: safety.service.sharesLocation,
    priorityUntil: plans.priorityUntil,
    unlimitedFilters: plans.entitledTo("unlimitedFilters"),
    expandedMatching: plans.entitledTo("expandedMatching"),
    badgesAmong: perks.service.badgesAmong,
    isVerified: marks.isVerified,
    veilsOf: profiles.service.veilsOf,
    partsOf: profiles.service.partsOf,
  });
  const messaging = createMessagingFeature(platform, {
    partnerIn: matching.service.partnerIn,
    matchesOf: matching.service.matches,
    isPremium: plans.isPremium,
    safetyOf: safety.service.settings,
    ageVerified: auth.service.ageVerified,
    echoEntitled: plans.entitledTo("echoChats"),
    badgesAmong: perks.service.badgesAmong,
    verifiedAmong: marks.verifiedAmong,
    cardsOf: matching.service.cardsOf,
    unmatch: matching.service.unmatch,
  });
  const videoCalls = createVideoCallsFeature(platform, {
    partnerIn: matching.service.partnerIn,
    entitled: plans.entitledTo("videoChat"),
  });
  const realtime = createRealtimeFeature(platform, {
    relayCall: videoCalls.service.relay,
    sessionOf: auth.service.requests.sessionOf,
    messageAsSeenBy: messaging.service.asSeenBy,
  });
  const notifications = createNotificationsFeature(platform, {
    hasOpenPage: realtime.service.presence.isOpen,
    messageText: messaging.service.messageText,
    nameOf: profiles.service.nameOf,
  });
  const activity = createActivityFeature(platform, {
    wants: notifications.service.wants,
    emailOf: auth.service.emailOf,
    nameOf: profiles.service.nameOf,
  });
  const memoryVault = createMemoryVaultFeature(platform, {
    entitled: plans.entitledTo("memoryVault"),
    matchesOf: matching.service.matches,
    partnerIn: matching.service.partnerIn,
  });
  const matchMemory = createMatchMemoryFeature(platform, {
    entitled: plans.entitledTo("matchMemory"),
    partnerIn: matching.service.partnerIn,
  });
  const verification = createVerificationFeature(platform, {
    photosOf: profiles.service.visiblePhotoFiles,
    photoFile: profiles.service.photoFile,
    openReview: moderation.service.openReview,
    markChanged: marks.forget,
  });
  const connectionDna = createConnectionDnaFeature(platform, {
    entitled: plans.entitledTo("connectionDna"),
    questions: quiz.service.questions,
    scorer: quiz.service.scorer,
    personOf: quiz.service.personOf,
    conversationCounts: messaging.service.conversationCounts,
  });
  const aiDigest = createAiDigestFeature(platform, {
    entitled: plans.entitledTo("aiDigest"),
    holders: (after, limit) => plans.holdersOf("aiDigest", after, limit),
    questions: quiz.service.questions,
    scorer: quiz.service.scorer,
    personOf: quiz.service.personOf,
    candidates: matching.service.candidates,
    matchesOf: matching.service.matches,
    activitySince: matching.service.activitySince,
    visibleAmong: matching.service.visibleAmong,
    conversationCounts: messaging.service.conversationCounts,
    conversationBegun: messaging.service.conversationBegun,
    icebreakersEnabled: (userId) => earlyAccess.service.enabled(userId, "icebreakers"),
  });
  const invitations = createInvitationsFeature(platform);
  const members: Feature[] = [
    auth,
    profiles,
    quiz,
    subscriptions,
    perks,
    earlyAccess,
    safety,
    moderation,
    matching,
    messaging,
    videoCalls,
    realtime,
    notifications,
    activity,
    memoryVault,
    matchMemory,
    connectionDna,
    aiDigest,
    invitations,
    verification,
  ];
  // Last: a member's data export and deletion reach every feature above.
  const account = createAccountFeature(platform, {
    credentials: auth.service.credentials,
    stopAllBilling: plans.stopAllBilling,
    removePhotoFiles: profiles.service.removePhotoFiles,
    sections: members.flatMap((f) => (f.exportOf ? [{ name: f.name, rows: f.exportOf }] : [])),
    photoFiles: profiles.service.photoFiles,
    emailOf: auth.service.emailOf,
    ...(config.s3 ? { exportFiles: createS3Storage(config.s3, "exports/", "") } : {}),
    matchesOf: matching.service.partners,
    forgetAddress: [devOutbox.forget, invitations.service.forgetRecipient],
  });
  const features: Feature[] = [
    health,
    ...members,
    account,
    createPagesFeature(platform),
    ...(config.devTools && transport.kind === "dev-outbox" ? [createDevMailboxFeature(platform, devOutbox)] : []),
  ];

  // ---- HTTP policy that applies to every route, in the order it runs (platform/http/http-policy.ts)
  const { identity } = auth.service.requests;
  await registerHttpPolicy(app, {
    appUrl: config.appUrl,
    apiRateLimitPerMinute: config.apiRateLimitPerMinute,
    identity,
  });

  for (const feature of features) {
    feature.subscribe?.(platform.bus);
    if (feature.routes) await app.register(feature.routes);
  }
  await platform.bus.start();
  app.addHook("onClose", () => platform.bus.close());

  await registerMedia(app, mediaOnS3 ? { storage: platform.storage } : { uploadsDir });

  if (deps.web && fs.existsSync(path.join(deps.web.webRoot, "index.html"))) {
    const renders = { ...RateLimits.pageRendersPerIp, max: RateLimits.pageRendersPerIp.max * config.rateLimitScale };
    await registerWebApp(app, {
      ...deps.web,
      origin: config.appUrl,
      reads: pageReads,
      identity,
      mayRender: (who) => platform.limiter.consume(`page-render:${who}`, renders),
    });
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
