import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponseSchema } from "#shared/auth";
import {
  notificationSettingsSchema,
  notificationSettingsUpdateSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "#shared/notifications";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { NotificationsService } from "./notifications.service.js";

/** /settings' Notifications: the member's choices, and this browser's push subscription. */
export function notificationsRoutes(service: NotificationsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["notifications"];
    r.get(
      "/api/notifications/settings",
      { onRequest: requireUser, schema: { tags, response: { 200: notificationSettingsSchema } } },
      async (request) => service.settings(signedIn(request).id),
    );
    r.patch(
      "/api/notifications/settings",
      {
        onRequest: requireUser,
        schema: { tags, body: notificationSettingsUpdateSchema, response: { 200: notificationSettingsSchema } },
      },
      async (request) => service.saveSettings(signedIn(request).id, request.body),
    );
    r.get("/api/push/key", { schema: { tags, response: { 200: pushKeySchema } } }, async () => ({
      public_key: service.publicKey(),
    }));
    r.post(
      "/api/push/subscriptions",
      { onRequest: requireUser, schema: { tags, body: pushSubscriptionSchema, response: { 201: okResponseSchema } } },
      async (request, reply) => {
        await service.subscribe(signedIn(request).id, request.body);
        return reply.status(201).send({ ok: true as const });
      },
    );
    r.delete(
      "/api/push/subscriptions",
      { onRequest: requireUser, schema: { tags, body: pushUnsubscribeSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await service.unsubscribe(signedIn(request).id, request.body.endpoint);
        return { ok: true as const };
      },
    );
  };
}
