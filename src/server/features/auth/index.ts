import type { Feature, Platform } from "../../platform/feature.js";
import { createAuth } from "./auth.js";
import { createAuthRepository } from "./auth.repository.js";
import { authRoutes } from "./auth.routes.js";
import { createAuthService, credentialOf, type AuthService } from "./auth.service.js";
import { createSessionCache } from "./session-cache.js";

/** Accounts: sign-up/in/out, confirmation, reset, age verification, sessions. */
export function createAuthFeature(p: Platform, deps: { quizCompleted: (userId: string) => Promise<boolean> }): Feature<AuthService> {
  const auth = createAuth({ db: p.db, config: p.config, mailer: p.mailer, tasks: p.tasks });
  const service = createAuthService({
    auth,
    repo: createAuthRepository(p.db),
    limiter: p.limiter,
    bus: p.bus,
    tasks: p.tasks,
    sessions: createSessionCache(),
    quizCompleted: deps.quizCompleted,
    now: p.now,
  });
  return { name: "auth", service, routes: authRoutes({ auth, service, rateLimit: p.rateLimit, appUrl: p.config.appUrl }) };
}
export { credentialOf };
export type { AuthService };
