import type { Feature, Platform } from "../../platform/feature.js";
import { createMessagingRepository } from "./messaging.repository.js";
import { messagingRoutes } from "./messaging.routes.js";
import { createMessagingService, type MessagingService } from "./messaging.service.js";

type Deps = Pick<Parameters<typeof createMessagingService>[0], "partnerIn" | "matchesOf" | "isPremium" | "safetyOf" | "ageVerified">;

/** Conversations inside a match, the free daily allowance, and read receipts. */
export function createMessagingFeature(p: Platform, deps: Deps): Feature<MessagingService> {
  const service = createMessagingService({ repo: createMessagingRepository(p.db), bus: p.bus, now: p.now, ...deps });
  return { name: "messaging", service, routes: messagingRoutes(service) };
}
export type { MessagingService };
