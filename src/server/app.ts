import fs from "node:fs";
import path from "node:path";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyInstance } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { ErrorCodes } from "../shared/errors.js";
import { ProfileLimits } from "../shared/limits.js";
import { GeneralText } from "../shared/messages.js";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { currentMigration } from "./db/migrate.js";
import { createAuth } from "./features/auth/auth.js";
import { createAuthRepository } from "./features/auth/auth.repository.js";
import { authRoutes } from "./features/auth/auth.routes.js";
import { createAuthService } from "./features/auth/auth.service.js";
import { devMailboxRoutes } from "./features/dev-mailbox/dev-mailbox.routes.js";
import { healthRoutes } from "./features/health/health.routes.js";
import { createInvitationsRepository } from "./features/invitations/invitations.repository.js";
import { invitationsRoutes } from "./features/invitations/invitations.routes.js";
import { createInvitationsService } from "./features/invitations/invitations.service.js";
import { pagesRoutes } from "./features/pages/pages.routes.js";
import { createProfilesRepository } from "./features/profiles/profiles.repository.js";
import { profilesRoutes } from "./features/profiles/profiles.routes.js";
import { createProfilesService } from "./features/profiles/profiles.service.js";
import { createBackgroundTasks } from "./platform/background-tasks.js";
import { AppError, errorBody, registerErrorHandling, serializeError } from "./platform/http/errors.js";
import { OneLinePerRequest } from "./platform/http/request-log.js";
import { createRequireUser } from "./platform/http/require-user.js";
import { createDevOutboxTransport } from "./platform/mail/dev-outbox-transport.js";
import { createDevOutboxRepository } from "./platform/mail/dev-outbox.repository.js";
import type { MailTransport } from "./platform/mail/mail-transport.js";
import { createMailer } from "./platform/mail/mailer.js";
import { createSmtpTransport } from "./platform/mail/smtp-transport.js";
import { createDiskStorage } from "./platform/storage/disk-storage.js";
import type { FileStorage } from "./platform/storage/file-storage.js";
import { createRateLimitRepository } from "./platform/rate-limit/rate-limit.repository.js";
import { createRateLimiter } from "./platform/rate-limit/rate-limiter.js";

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** The built web app (index.html and assets); absent in API tests. */
  webRoot?: string | undefined;
  /** Replaces local disk storage under DATA_DIR/uploads. */
  storage?: FileStorage;
  /** Replaces the configured mail transport (tests that exercise SMTP failures). */
  mailTransport?: MailTransport;
  now?: () => Date;
  /** Where log lines go (stdout by default); tests read them to prove what is never logged. */
  logStream?: { write(line: string): void };
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
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
  });
  database.onConnectionError((err) => app.log.warn({ err }, "database connection lost; the pool opens a new one"));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner set inline style attributes; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        // 'self' also covers same-origin ws:/wss: for the realtime socket.
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.appUrl.startsWith("https://") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: true,
    max: 1000,
    timeWindow: "1 minute",
    errorResponseBuilder: () => new AppError(429, ErrorCodes.rateLimited, GeneralText.rateLimited),
  });
  await app.register(websocket);
  await app.register(multipart, { limits: { fileSize: ProfileLimits.photoBytesMax, files: 1, fields: 5 } });
  await app.register(swagger, {
    openapi: { info: { title: "Unlocked API", version: "1.0.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs" });

  const tasks = createBackgroundTasks((err) => app.log.error({ err }, "background task failed"));
  app.addHook("onClose", () => tasks.idle());
  const limiter = createRateLimiter(createRateLimitRepository(db));
  const outbox = createDevOutboxRepository(db);
  const transport =
    deps.mailTransport ??
    (config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : createDevOutboxTransport(outbox));
  const mailer = createMailer(transport, limiter, config.mailThrottleSeconds);

  const auth = createAuth({ db, config, mailer, tasks });
  const uploadsDir = path.join(config.dataDir, "uploads");
  const storage = deps.storage ?? createDiskStorage(uploadsDir);
  const profilesService = createProfilesService({
    repo: createProfilesRepository(db),
    storage,
    mailer,
    appUrl: config.appUrl,
    now: deps.now,
  });
  const authService = createAuthService({
    auth,
    repo: createAuthRepository(db),
    limiter,
    onSignedIn: (userId) => profilesService.touchLastOnline(userId),
    now: deps.now,
  });
  const requireUser = createRequireUser((headers) => authService.signedInUser(headers));

  await app.register(healthRoutes, { databaseKind: database.kind, migration: () => currentMigration(db) });
  await app.register(authRoutes, { auth, service: authService, requireUser, appUrl: config.appUrl });
  await app.register(pagesRoutes, { db });
  await app.register(invitationsRoutes, {
    service: createInvitationsService({ repo: createInvitationsRepository(db), mailer, limiter, appUrl: config.appUrl }),
    requireUser,
  });
  await app.register(profilesRoutes, { service: profilesService, requireUser });
  if (config.devTools && transport.kind === "dev-outbox") await app.register(devMailboxRoutes, { outbox, tasks });

  // Photos are re-encoded WebP under unguessable-enough keys; served with a long cache and no sniffing.
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: "365d",
  });

  const webRoot = deps.webRoot && fs.existsSync(path.join(deps.webRoot, "index.html")) ? deps.webRoot : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz twins; the client's accept-encoding picks one (vary is set).
      preCompressed: true,
      // Vite's hashed bundles never change under a name; everything else is revalidated.
      setHeaders: (res, file) =>
        res.header("cache-control", file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache"),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const read = request.method === "GET" || request.method === "HEAD";
    if (pathname.startsWith("/api/") || pathname === "/api" || !read || !webRoot) {
      return reply.status(404).send(errorBody(ErrorCodes.notFound, `No route for ${request.method} ${pathname}`));
    }
    // Every other path belongs to the web app, whose router shows the 404 page for unknown ones.
    return reply.header("cache-control", "no-cache").sendFile("index.html", webRoot);
  });

  return app;
}
