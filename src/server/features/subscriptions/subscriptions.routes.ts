import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorCodes } from "#shared/errors";
import { RateLimits } from "#shared/limits";
import { AuthText } from "#shared/messages";
import {
  cancelRequestSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  receiptsSchema,
  subscriptionStatusSchema,
  testCheckoutSchema,
} from "#shared/subscriptions";
import { DomainError } from "../../platform/errors.js";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { byIp, type RateLimitGuard } from "../../platform/http/rate-limit.js";
import type { IdempotencyGuard } from "../../platform/idempotency/idempotency.js";
import type { CheckoutOutcome, CheckoutService } from "./checkout.service.js";
import type { PayPalEvent, PayPalWebhooks } from "./paypal-webhooks.js";
import type { SubscriptionsService } from "./subscriptions.service.js";
import { memberRead } from "../../platform/http/page-reads.js";

const tags = ["subscriptions"];
const paymentQuery = z.object({ payment: z.string().min(1).max(64) }).passthrough();

/** Where a browser lands after a checkout: /subscription shows the outcome (ADR 0306). */
const landing = (reply: FastifyReply, outcome: CheckoutOutcome) =>
  reply.redirect(`/subscription?checkout=${outcome}`, 303);

/** A browser that comes back signed out (another browser, an expired session) signs in first. */
function signedInOrAuth(request: FastifyRequest, reply: FastifyReply): string | null {
  if (request.user) return request.user.id;
  void reply.redirect("/auth", 303);
  return null;
}

type Options = {
  testCheckout: boolean;
  webhooks: PayPalWebhooks | null;
  rateLimit: RateLimitGuard;
  once: IdempotencyGuard;
};

export function subscriptionsRoutes(
  subscriptions: SubscriptionsService,
  checkout: CheckoutService,
  { testCheckout: testCheckoutEnabled, webhooks, rateLimit, once }: Options,
) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    // The spec's check-subscription: the caller's own plans (the user comes from the session).
    memberRead(app, "/api/subscription", { tags, response: { 200: subscriptionStatusSchema } }, async ({ user }) =>
      subscriptions.status(user.id),
    );

    r.post(
      "/api/subscription/cancel",
      {
        onRequest: requireUser,
        schema: { tags, body: cancelRequestSchema, response: { 200: subscriptionStatusSchema } },
      },
      async (request) => subscriptions.cancel(signedIn(request).id, request.body.plan),
    );

    // The spec's create-paypal-payment: a plan in, the approval link out.
    r.post(
      "/api/payments/checkout",
      {
        onRequest: requireUser,
        ...once(),
        schema: { tags, body: checkoutRequestSchema, response: { 200: checkoutResponseSchema } },
      },
      async (request) => {
        const { plan, userId } = request.body;
        if (userId !== undefined && userId !== signedIn(request).id)
          throw new DomainError("forbidden", ErrorCodes.forbidden, AuthText.notYours);
        return checkout.start(signedIn(request).id, plan);
      },
    );

    r.get(
      "/api/payments",
      { onRequest: requireUser, schema: { tags, response: { 200: receiptsSchema } } },
      async (request) => ({
        receipts: await checkout.receipts(signedIn(request).id),
      }),
    );

    // The provider sends the buyer's browser back here (PayPal appends its own query).
    r.get(
      "/api/payments/return",
      { config: { notJson: "redirect" }, schema: { tags, querystring: paymentQuery } },
      async (request, reply) => {
        const userId = signedInOrAuth(request, reply);
        if (!userId) return reply;
        const { payment, ...rest } = request.query as Record<string, string | undefined> & { payment: string };
        return landing(reply, await checkout.complete(userId, payment, rest));
      },
    );

    r.get(
      "/api/payments/cancel",
      { config: { notJson: "redirect" }, schema: { tags, querystring: paymentQuery } },
      async (request, reply) => {
        const userId = signedInOrAuth(request, reply);
        if (!userId) return reply;
        return landing(reply, await checkout.abandon(userId, request.query.payment));
      },
    );

    // PayPal's notifications: verified by PayPal before anything changes (a 400 otherwise).
    if (webhooks) {
      const webhookLimit = rateLimit("paypal-webhook", RateLimits.paymentWebhooksPerIp, byIp);
      r.post(
        "/api/payments/paypal/webhook",
        { preHandler: webhookLimit, schema: { tags, hide: true } },
        async (request, reply) => {
          const outcome = await webhooks.handle(request.headers, (request.body ?? {}) as PayPalEvent);
          if (outcome === "unverified")
            return reply.code(400).send({ error: { code: ErrorCodes.forbidden, message: "Unverified notification" } });
          // PayPal sends a notification again until it gets a 2xx: this one refers to a checkout
          // whose buyer is still on the way back.
          if (outcome === "retry")
            return reply
              .code(503)
              .header("retry-after", "60")
              .send({
                error: { code: ErrorCodes.paymentsUnavailable, message: "Not ready for this notification yet" },
              });
          return { ok: true };
        },
      );
    }

    // The built-in test checkout's approval page reads its payment (never in production).
    if (testCheckoutEnabled) {
      r.get(
        "/api/payments/test-checkout/:paymentId",
        {
          onRequest: requireUser,
          schema: { tags, params: z.object({ paymentId: z.string().max(64) }), response: { 200: testCheckoutSchema } },
        },
        async (request) => {
          const p = await checkout.pendingTestPayment(signedIn(request).id, request.params.paymentId);
          return {
            payment_id: p.id,
            plan: p.plan,
            amount_cents: p.amount_cents,
            currency: p.currency,
            status: p.status,
          };
        },
      );
    }
  };
}
