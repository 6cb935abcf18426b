import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { subscriptionStatusSchema } from "#shared/subscriptions";
import { requireUser } from "../../platform/http/identity.js";
import type { SubscriptionsService } from "./subscriptions.service.js";

export function subscriptionsRoutes(service: SubscriptionsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    // The spec's check-subscription: the caller's own plan (the user comes from the session).
    r.get("/api/subscription", { preHandler: requireUser, schema: { tags: ["subscriptions"], response: { 200: subscriptionStatusSchema } } }, async (request) =>
      service.status(request.user!.id),
    );
  };
}
