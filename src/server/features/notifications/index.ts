import type { Feature, Platform } from "../../platform/feature.js";
import { createPushSender, loadVapidKeys } from "../../platform/push/push-sender.js";
import { createNotificationsRepository } from "./notifications.repository.js";
import { notificationsRoutes } from "./notifications.routes.js";
import { createNotificationsService, type NotificationsService } from "./notifications.service.js";

type Deps = Pick<Parameters<typeof createNotificationsService>[0], "hasOpenPage" | "messageText" | "nameOf">;

/** Web push for new matches and messages, and the member's notification choices (push and mail). */
export function createNotificationsFeature(p: Platform, deps: Deps): Feature<NotificationsService> {
  const repo = createNotificationsRepository(p.db);
  const service = createNotificationsService({
    repo,
    push: createPushSender(loadVapidKeys(p.config)),
    ...deps,
    log: (event, details) => p.log.warn({ event, ...details }, "notifications"),
    anyPushService: p.config.env !== "production",
  });
  return {
    name: "notifications",
    service,
    routes: notificationsRoutes(service),
    exportOf: repo.exportRows,
    subscribe(bus) {
      // After the answer: a push service's round trip never delays the request that caused it.
      // A redelivered push carries the same tag, which replaces the first on the device.
      const offPath = { offPath: true };
      bus.on(
        "MatchCreated",
        "notifications.new-match",
        ({ matchId, userIds }) => service.newMatch(matchId, userIds),
        offPath,
      );
      bus.on("MessageSent", "notifications.new-message", (e) => service.newMessage(e), offPath);
      bus.on("DigestReady", "notifications.digest-ready", ({ userId }) => service.digestReady(userId), offPath);
    },
  };
}
export type { NotificationsService };
