import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createAuth } from "./auth.js";
import { createAuthRepository } from "./auth.repository.js";
import { authRoutes } from "./auth.routes.js";
import { createAuthService, type AuthService } from "./auth.service.js";
import { createCredentialsService, type CredentialsService } from "./credentials.service.js";
import { createRequestIdentity, type RequestIdentity } from "./request-identity.js";
import { createSessionCache } from "./session-cache.js";
import { createStandingRepository } from "./standing.repository.js";
import { createStandingService, type StandingService } from "./standing.service.js";

/**
 * Accounts: sign-up/in/out, confirmation, reset, age verification, sessions; and the credentials
 * behind the account feature's settings (password, email, sessions, deleting the user row).
 */
/** Hourly: expired sessions and mail links are deleted (the privacy policy promises within an hour). */
const AuthJobs = { sweepExpired: "auth.sweep-expired" } as const;

export function createAuthFeature(
  p: Platform,
  deps: {
    quizCompleted: (userId: string) => Promise<boolean>;
    onboardingStep: (userId: string) => Promise<number | null>;
  },
): Feature<
  AuthService & {
    credentials: CredentialsService;
    standing: StandingService;
    sweepExpired: () => Promise<number>;
    /** Who an HTTP request or a socket's session is (the identity hook, pages, realtime). */
    requests: RequestIdentity;
  }
> {
  const repo = createAuthRepository(p.db);
  const standingRepo = createStandingRepository(p.db);
  const standing = createStandingService({
    repo: standingRepo,
    atomically: atomicallyWith(p.bus, createStandingRepository),
    secret: p.config.sessionSecret,
    emailOf: async (userId) => (await repo.findUserById(userId))?.email ?? null,
  });
  const auth = createAuth({
    db: p.db,
    config: p.config,
    mailer: p.mailer,
    tasks: p.tasks,
    mayHoldSession: async (userId) => !(await standingRepo.activeRestriction(userId)),
  });
  const sessions = createSessionCache();
  const atomically = atomicallyWith(p.bus, createAuthRepository);
  const service = createAuthService({
    auth,
    repo,
    atomically,
    limiter: p.limiter,
    bus: p.bus,
    tasks: p.tasks,
    sessions,
    standing,
    quizCompleted: deps.quizCompleted,
    onboardingStep: deps.onboardingStep,
    now: p.now,
  });
  const credentials = createCredentialsService({
    auth,
    repo,
    atomically,
    bus: p.bus,
    mailer: p.mailer,
    tasks: p.tasks,
    appUrl: p.config.appUrl,
    now: p.now,
  });
  const sweepExpired = () => repo.deleteExpired(p.now());
  p.jobs.define(AuthJobs.sweepExpired, async () => void (await sweepExpired()));
  p.jobs.schedule(AuthJobs.sweepExpired, "17 * * * *");
  return {
    name: "auth",
    service: { ...service, credentials, standing, sweepExpired, requests: createRequestIdentity(service) },
    exportOf: async (userId) => ({
      ...(await repo.exportRows(userId)),
      account_restrictions: await standingRepo.exportRows(userId),
    }),
    routes: authRoutes({ auth, service, rateLimit: p.rateLimit, appUrl: p.config.appUrl }),
    subscribe(bus) {
      // Ended sessions are forgotten by every process's cache at once, not after its few seconds.
      bus.onEverywhere("SessionsRevoked", ({ userId }) => sessions.evictUser(userId));
      // Announcements may have been missed while Redis was away: ask the session store again.
      bus.onEverywhere("RealtimeResync", () => sessions.clear());
      bus.onEverywhere("AccountDeleted", ({ userId }) => service.forgetAccount(userId));
    },
  };
}
export type { AuthService, CredentialsService, StandingService };
