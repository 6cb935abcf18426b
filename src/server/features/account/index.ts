import type { Feature, Platform } from "../../platform/feature.js";
import { accountRoutes } from "./account.routes.js";
import { createAccountService, type AccountService } from "./account.service.js";

type Deps = Omit<Parameters<typeof createAccountService>[0], "bus" | "mailer" | "log">;

/** The member's account as a whole: password, email and sessions (auth's), and deleting it. */
export function createAccountFeature(p: Platform, deps: Deps): Feature<AccountService> {
  const service = createAccountService({ ...deps, bus: p.bus, mailer: p.mailer, log: (event, details) => p.log.warn({ event, ...details }, "account") });
  return { name: "account", service, routes: accountRoutes({ account: service, rateLimit: p.rateLimit }) };
}
export type { AccountService };
