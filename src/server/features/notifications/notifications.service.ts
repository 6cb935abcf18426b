import { randomUUID } from "node:crypto";
import { ErrorCodes } from "#shared/errors";
import {
  NotificationErrors,
  NotificationText,
  isBrowserPushService,
  type NotificationKind,
  type NotificationSettings,
  type PushPayload,
  type PushSubscriptionInput,
} from "#shared/notifications";
import { DomainError } from "../../platform/errors.js";
import type { PushSender } from "../../platform/push/push-sender.js";
import type { NotificationsRepository } from "./notifications.repository.js";

type Deps = {
  repo: NotificationsRepository;
  push: PushSender;
  /** Realtime: the member has a page open (in any process), which already shows what happened. */
  hasOpenPage: (userId: string) => Promise<boolean>;
  /** Messaging: the text of a message, for a preview the recipient allowed. */
  messageText: (messageId: string) => Promise<string | null>;
  /** Profiles: the name a notification may show. */
  nameOf: (userId: string) => Promise<string | null>;
  log: (event: string, details: Record<string, unknown>) => void;
  /** Outside production any https push service is accepted (a test's own); in production only the browsers' own. */
  anyPushService: boolean;
};

const PREVIEW_CHARS = 120;

/**
 * Web push for new matches and messages, to members who turned it on and have no page of ours
 * open in any server process (an open page already shows it: never a second notification for the
 * same thing; platform/realtime/presence.ts). The service worker also stays silent while one of
 * our pages is visible, for when Redis was away and another process's page went unseen.
 */
export function createNotificationsService({
  repo,
  push,
  hasOpenPage,
  messageText,
  nameOf,
  log,
  anyPushService,
}: Deps) {
  async function deliver(userId: string, payload: PushPayload): Promise<number> {
    let sent = 0;
    for (const target of await repo.subscriptionsOf(userId)) {
      try {
        if ((await push.send(target, payload)) === "gone") await repo.deleteEndpoint(target.endpoint);
        else sent += 1;
      } catch (err) {
        // The push service's host, never the endpoint (it identifies the browser).
        log("push.failed", { user: userId, service: new URL(target.endpoint).host, error: String(err) });
      }
    }
    return sent;
  }

  return {
    settings: (userId: string) => repo.settings(userId),
    saveSettings: (userId: string, changes: Partial<NotificationSettings>) => repo.saveSettings(userId, changes),
    publicKey: () => push.publicKey,

    async subscribe(userId: string, sub: PushSubscriptionInput): Promise<void> {
      if (!anyPushService && !isBrowserPushService(sub.endpoint)) {
        throw new DomainError("invalid", ErrorCodes.validation, NotificationErrors.unknownPushService, {
          endpoint: NotificationErrors.unknownPushService,
        });
      }
      const saved = await repo.saveSubscription(userId, randomUUID(), {
        endpoint: sub.endpoint,
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
      });
      if (saved === "taken")
        throw new DomainError("conflict", ErrorCodes.pushEndpointTaken, NotificationErrors.endpointTaken);
    },
    unsubscribe: (userId: string, endpoint: string) => repo.deleteSubscription(userId, endpoint),

    /** Whether the member takes this kind of notification (by push or mail). */
    wants: async (userId: string, kind: NotificationKind) => (await repo.settings(userId))[kind],

    async newMatch(matchId: string, userIds: readonly string[]): Promise<void> {
      for (const userId of userIds) {
        if ((await hasOpenPage(userId)) || !(await repo.settings(userId)).matches) continue;
        await deliver(userId, { ...NotificationText.newMatch, url: "/matches", tag: `match-${matchId}` });
      }
    },

    async digestReady(userId: string): Promise<void> {
      if ((await hasOpenPage(userId)) || !(await repo.settings(userId)).digest) return;
      await deliver(userId, { ...NotificationText.digestReady, url: "/ai-digest", tag: "ai-digest" });
    },

    async newMessage(e: { matchId: string; messageId: string; senderId: string; recipientId: string }): Promise<void> {
      if (await hasOpenPage(e.recipientId)) return;
      const settings = await repo.settings(e.recipientId);
      if (!settings.messages) return;
      let body: string = NotificationText.newMessage.body;
      let title: string = NotificationText.newMessage.title;
      if (settings.message_previews) {
        const [text, name] = await Promise.all([messageText(e.messageId), nameOf(e.senderId)]);
        if (name) title = name;
        if (text) body = text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1)}…` : text;
      }
      // One notification per conversation (the tag): a newer message replaces the older one.
      await deliver(e.recipientId, { title, body, url: "/messages", tag: `conversation-${e.matchId}` });
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
