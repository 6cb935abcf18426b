import type { Feature, Platform } from "../../platform/feature.js";
import { earlyAccessRoutes } from "./early-access.routes.js";
import { createEarlyAccessRepository } from "./early-access.repository.js";
import { createEarlyAccessService, type EarlyAccessService } from "./early-access.service.js";

const FLAGS_REREAD_MS = 10_000;

/**
 * Early access (Unlocked+ and Beyond): feature flags with stages, evaluated on the server through
 * OpenFeature (`enabled`, asked by the features that ship behind a flag), each member's switches,
 * and the operator's `npm run flags` (scripts/flags.ts), announced to every process.
 */
export function createEarlyAccessFeature(
  p: Platform,
  deps: { entitled: (userId: string) => Promise<boolean> },
): Feature<EarlyAccessService> {
  const repo = createEarlyAccessRepository(p.db);
  const service = createEarlyAccessService({
    repo,
    ...deps,
    log: (err, message) => p.log.error({ err }, message),
  });
  // An operator's change reaches every process at once over Redis (FeatureFlagsChanged); without
  // Redis (one process, or a command run beside it) the stages are also read again every 10 s.
  const refresh = setInterval(() => void service.reload(), FLAGS_REREAD_MS);
  refresh.unref();
  return {
    name: "early-access",
    service,
    routes: async (app) => {
      app.addHook("onClose", async () => clearInterval(refresh));
      await app.register(earlyAccessRoutes(service));
    },
    exportOf: repo.exportRows,
    subscribe(bus) {
      bus.onEverywhere("FeatureFlagsChanged", () => service.reload());
      bus.onEverywhere("RealtimeResync", () => service.reload());
    },
  };
}
export type { EarlyAccessService };
export { createEarlyAccessRepository };
