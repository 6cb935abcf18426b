import { atomicallyWith } from "../../platform/events/event-bus.js";
import type { Feature, Platform } from "../../platform/feature.js";
import { createEchoRepository } from "./echo.repository.js";
import { echoRoutes } from "./echo.routes.js";
import { createEchoService } from "./echo.service.js";
import { createConversationListRepository } from "./conversation-list.repository.js";
import { createMessagingRepository, createSendsRepository } from "./messaging.repository.js";
import { messagingRoutes } from "./messaging.routes.js";
import { createMessagingService, type MessagingService } from "./messaging.service.js";

type Deps = Pick<
  Parameters<typeof createMessagingService>[0],
  "partnerIn" | "matchesOf" | "isPremium" | "safetyOf" | "ageVerified" | "badgesAmong" | "verifiedAmong" | "cardsOf"
> & {
  /** Echo Amplified (subscriptions) and ending a match (matching), for Echo chats. */
  echoEntitled: (userId: string) => Promise<boolean>;
  unmatch: (userId: string, matchId: string) => Promise<void>;
};

/** Conversations inside a match, the free daily allowance, read receipts, and Echo chats. */
export function createMessagingFeature(
  p: Platform,
  { echoEntitled, unmatch, ...deps }: Deps,
): Feature<MessagingService> {
  const repo = createMessagingRepository(p.db);
  const echo = createEchoService({
    repo: createEchoRepository(p.db),
    bus: p.bus,
    now: p.now,
    entitled: echoEntitled,
    partnerIn: deps.partnerIn,
    unmatch,
    anyMessages: repo.anyMessages,
  });
  const lists = createConversationListRepository(p.db);
  // A send's transaction: its statements, and an Echo reflection day's claim, on one connection.
  const atomically = atomicallyWith(p.bus, (trx) => ({
    sends: createSendsRepository(trx),
    echo: createEchoRepository(trx),
  }));
  const service = createMessagingService({ repo, lists, bus: p.bus, atomically, now: p.now, echo, ...deps });
  return {
    exportOf: service.exportRows,
    name: "messaging",
    service,
    routes: async (app) => {
      await app.register(messagingRoutes(service));
      await app.register(echoRoutes(echo, async (userId) => (await deps.matchesOf(userId)).matches.map((m) => m.id)));
    },
  };
}
export type { MessagingService };
