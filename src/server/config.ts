import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { RateLimits } from "#shared/limits";

/**
 * Every environment variable the server reads, parsed once. Development needs none of them:
 * the defaults give an embedded database under ./data and a dev mailbox.
 */
const iceServersSchema = z.array(
  z
    .object({
      urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
      username: z.string().optional(),
      credential: z.string().optional(),
    })
    .strict(),
);
export type IceServer = z.infer<typeof iceServersSchema>[number];

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  /**
   * "off": PostgreSQL queries run unnamed, not as prepared statements (db/prepared-statements.ts):
   * for a pooler in transaction mode (PgBouncer before 1.21), where a prepared statement does not
   * follow its connection. The bench compares the two.
   */
  DATABASE_PREPARE: z.enum(["on", "off"]).default("on"),
  APP_URL: z.string().url().optional(),
  /**
   * "on": development features (the dev mailbox, the test checkout) on a public APP_URL, on
   * purpose (a staging host). Without it, a public APP_URL needs NODE_ENV=production.
   */
  DEV_FEATURES: z.enum(["on"]).optional(),
  /**
   * Comma-separated addresses whose accounts become moderators when they sign in: the first
   * moderators of a deployment without a shell (`npm run moderators` is the operator's tool).
   */
  MODERATOR_EMAILS: z.string().optional(),
  /** redis://…: carries realtime events between server processes (one process needs none). */
  REDIS_URL: z.string().url().optional(),
  /** Web push: the VAPID key pair (shared by every process); made once under DATA_DIR when unset. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  /** Photos and data exports on S3-compatible storage when set (else local disk under DATA_DIR). */
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Unlocked <hello@unlocked.local>"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Bearer token for GET /api/metrics (Prometheus); without one the route does not exist. */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  /** On SIGTERM: how long to keep serving while /api/ready says no (for load balancers that poll it). */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** On SIGTERM: the most the whole shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  MAIL_THROTTLE_SECONDS: z.coerce.number().int().min(0).default(RateLimits.mailPerAddressSeconds),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(RateLimits.apiPerUserPerMinute),
  /**
   * Not in production: multiplies every route-level limit (sign-ups per address and the like), so
   * the browser tests, which all come from 127.0.0.1, can make more accounts than one person may.
   */
  RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).default(1),
  /** Tests only (refused otherwise): a cheap scrypt cost so a test can make hundreds of accounts. */
  TEST_PASSWORD_HASH_N: z.coerce.number().int().min(1024).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** PayPal's REST API (ADR 0308). Without the id and secret, the built-in test checkout. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_BASE: z.string().url().default("https://api-m.sandbox.paypal.com"),
  /** The webhook's id in PayPal's dashboard: every notification is verified against it. */
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  /** Billing plan ids for the recurring plans (`npm run paypal:setup` creates them and prints these). */
  PAYPAL_PLAN_UNLOCKED_PLUS: z.string().min(1).optional(),
  PAYPAL_PLAN_UNLOCKED_BEYOND: z.string().min(1).optional(),
  PAYPAL_PLAN_ECHO_MONTHLY: z.string().min(1).optional(),
  /**
   * The job queue (pg-boss on the app's database: daily digests). On by default; API tests turn it
   * on only where they test jobs, so the rest don't poll the database in the background.
   */
  JOBS: z.enum(["on", "off"]).optional(),
  /** When the daily AI digests are made for every subscriber (cron, UTC). */
  DIGEST_CRON: z.string().default("0 6 * * *"),
  /**
   * Domain events' outbox (ADR 0428, 0429): how long the emitting process has to
   * deliver an event before a worker may, and the first retry's delay (doubling after).
   */
  EVENT_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  EVENT_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Retries after the worker's first attempt, before a delivery is parked (`npm run events -- failed`). */
  EVENT_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
  /** An OpenAI-compatible API that may phrase the digest's analysis; optional, never required. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).default("gpt-4o-mini"),
  /** STUN/TURN servers for video calls, as RTCIceServer JSON (none needed on one machine or one network). */
  ICE_SERVERS: z
    .string()
    .default("[]")
    .transform((text, ctx) => {
      try {
        return iceServersSchema.parse(JSON.parse(text));
      } catch {
        ctx.addIssue({
          code: "custom",
          message: 'ICE_SERVERS must be a JSON list like [{"urls":"stun:stun.example.org:3478"}]',
        });
        return z.NEVER;
      }
    }),
});

export type PayPalConfig = {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  webhookId: string | undefined;
  /** PayPal's billing plan id for each recurring plan of ours. */
  planIds: Partial<Record<"unlocked-plus" | "unlocked-beyond" | "unlocked-echo-monthly", string>>;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Named prepared statements on PostgreSQL (DATABASE_PREPARE). */
  databasePrepare: boolean;
  redisUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  /** Web push signing keys from the environment; generated under DATA_DIR when absent. */
  vapid: { publicKey: string; privateKey: string; subject: string | undefined } | undefined;
  /** S3-compatible storage for photos and exports; local disk when absent. */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
      }
    | undefined;
  mailFrom: string;
  sessionSecret: string;
  trustProxy: boolean;
  shutdown: { delayMs: number; timeoutMs: number };
  metricsToken: string | undefined;
  logLevel: string;
  /** Seconds between two mails to one address (60 by default; the e2e server shortens it). */
  mailThrottleSeconds: number;
  /** The per-process flood guard on /api/*, per signed-in user or per anonymous address. */
  apiRateLimitPerMinute: number;
  /** Multiplier on route-level limits; 1 in production. */
  rateLimitScale: number;
  /** A lower scrypt N for new password hashes, allowed only under NODE_ENV=test; otherwise auth uses OWASP's 2^17. */
  passwordHashN: number | undefined;
  /** PayPal, when configured; otherwise (outside production) the test checkout takes payments. */
  paypal: PayPalConfig | undefined;
  /** The dev mailbox and other development conveniences are only mounted when this is true. */
  devTools: boolean;
  /** Accounts with these addresses become moderators at sign-in (MODERATOR_EMAILS), lower-cased. */
  moderatorEmails: string[];
  jobs: { enabled: boolean; digestCron: string };
  /** Domain events' outbox: the emitting process's lease, then the worker's retries (delay doubling). */
  events: { leaseSeconds: number; retryDelaySeconds: number; retryLimit: number };
  /** The optional language model that phrases the digest's facts (the engine writes them without it). */
  llm: { baseUrl: string; apiKey: string; model: string } | undefined;
  iceServers: IceServer[];
};

/**
 * Without SESSION_SECRET (development), each install makes its own random secret and keeps it
 * under DATA_DIR, so sessions survive restarts and no secret is ever shared through the source.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
    return secret;
  }
}

/** https anywhere, or any host but this machine's own names: where people other than the developer reach it. */
export function isPublicUrl(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  const local =
    hostname === "localhost" || hostname.endsWith(".localhost") || hostname === "127.0.0.1" || hostname === "[::1]";
  return protocol === "https:" || !local;
}

/** The environment cannot run the server; the message says what to set. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  if (production && !e.SESSION_SECRET) {
    throw new ConfigError("SESSION_SECRET is required in production (at least 32 characters).");
  }
  // Production has no dev mailbox: without a real transport nobody could confirm an account.
  if (production && !e.SMTP_URL) {
    throw new ConfigError(
      "SMTP_URL is required in production (smtp://user:pass@host:587): confirmation and reset mails must reach people.",
    );
  }
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  // A deployment that forgot NODE_ENV would otherwise run the dev mailbox (anyone reads every
  // mail, reset links included) and the test checkout (anyone buys a plan for free) in public.
  if (!production && isPublicUrl(appUrl) && e.DEV_FEATURES !== "on") {
    throw new ConfigError(
      `APP_URL (${appUrl}) is a public address, but NODE_ENV is ${e.NODE_ENV}: the dev mailbox and the test checkout would be open to anyone. ` +
        "Set NODE_ENV=production, or DEV_FEATURES=on if this address is meant for development.",
    );
  }
  if (e.TEST_PASSWORD_HASH_N !== undefined && e.NODE_ENV !== "test") {
    throw new ConfigError("TEST_PASSWORD_HASH_N is for tests only (NODE_ENV=test).");
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePrepare: e.DATABASE_PREPARE === "on",
    redisUrl: e.REDIS_URL,
    appUrl,
    smtpUrl: e.SMTP_URL,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    mailFrom: e.MAIL_FROM,
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir),
    trustProxy: e.TRUST_PROXY,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    mailThrottleSeconds: e.MAIL_THROTTLE_SECONDS,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    rateLimitScale: production ? 1 : e.RATE_LIMIT_SCALE,
    passwordHashN: e.TEST_PASSWORD_HASH_N,
    devTools: !production,
    moderatorEmails: (e.MODERATOR_EMAILS ?? "")
      .split(",")
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
    iceServers: e.ICE_SERVERS,
    jobs: { enabled: e.JOBS ? e.JOBS === "on" : e.NODE_ENV !== "test", digestCron: e.DIGEST_CRON },
    events: {
      leaseSeconds: e.EVENT_LEASE_SECONDS,
      retryDelaySeconds: e.EVENT_RETRY_SECONDS,
      retryLimit: e.EVENT_RETRIES,
    },
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY
        ? { baseUrl: e.LLM_BASE_URL.replace(/\/$/, ""), apiKey: e.LLM_API_KEY, model: e.LLM_MODEL }
        : undefined,
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiBase: e.PAYPAL_API_BASE.replace(/\/$/, ""),
            webhookId: e.PAYPAL_WEBHOOK_ID,
            planIds: {
              ...(e.PAYPAL_PLAN_UNLOCKED_PLUS ? { "unlocked-plus": e.PAYPAL_PLAN_UNLOCKED_PLUS } : {}),
              ...(e.PAYPAL_PLAN_UNLOCKED_BEYOND ? { "unlocked-beyond": e.PAYPAL_PLAN_UNLOCKED_BEYOND } : {}),
              ...(e.PAYPAL_PLAN_ECHO_MONTHLY ? { "unlocked-echo-monthly": e.PAYPAL_PLAN_ECHO_MONTHLY } : {}),
            },
          }
        : undefined,
  };
}
