import type { Feature, Platform } from "../../platform/feature.js";
import { createSubscriptionsRepository } from "./subscriptions.repository.js";
import { subscriptionsRoutes } from "./subscriptions.routes.js";
import { createSubscriptionsService, type SubscriptionsService } from "./subscriptions.service.js";

/** The plan each member is on (subscriptions table) and the check every premium gate asks. */
export function createSubscriptionsFeature(p: Platform): Feature<SubscriptionsService> {
  const service = createSubscriptionsService({ repo: createSubscriptionsRepository(p.db), bus: p.bus, now: p.now });
  return { name: "subscriptions", service, routes: subscriptionsRoutes(service) };
}
export type { SubscriptionsService };
