import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { distanceRequestSchema, distanceResponseSchema } from "#shared/distance";
import {
  decisionResultSchema,
  decisionSchema,
  discoveryQuerySchema,
  discoveryResponseSchema,
  likedYouSchema,
  likesCountSchema,
  undoPassResultSchema,
  undoPassSchema,
  matchListSchema,
  matchParamsSchema,
  personFitSchema,
  personParamsSchema,
} from "#shared/matching";
import { okResponseSchema } from "#shared/auth";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { IdempotencyGuard } from "../../platform/idempotency/idempotency.js";
import { distanceBetweenZips } from "./distance.service.js";
import type { DiscoveryService } from "./discovery.service.js";
import type { MatchingService } from "./matching.service.js";
import { memberRead } from "../../platform/http/page-reads.js";

export function matchingRoutes(service: MatchingService, discovery: DiscoveryService, once: IdempotencyGuard) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["matching"];

    // Public, like the calculator on /feature-test: zip centroids are public facts, and no
    // member's location is involved.
    r.post(
      "/api/distance",
      { schema: { tags, body: distanceRequestSchema, response: { 200: distanceResponseSchema } } },
      async (request) => distanceBetweenZips(request.body.zipCode1, request.body.zipCode2),
    );

    r.post(
      "/api/likes",
      {
        onRequest: requireUser,
        ...once(),
        schema: { tags, body: decisionSchema, response: { 200: decisionResultSchema } },
      },
      async (request) =>
        service.decide(signedIn(request).id, request.body.user_id, request.body.kind, request.body.part),
    );

    r.post(
      "/api/likes/undo",
      { onRequest: requireUser, schema: { tags, body: undoPassSchema, response: { 200: undoPassResultSchema } } },
      async (request) => service.undoPass(signedIn(request).id, request.body.user_id),
    );

    memberRead(
      app,
      "/api/discover",
      { tags, querystring: discoveryQuerySchema, response: { 200: discoveryResponseSchema } },
      async ({ user, query }) => discovery.discover(user.id, query),
    );
    memberRead(app, "/api/discover/nearby", { tags, response: { 200: discoveryResponseSchema } }, async ({ user }) =>
      discovery.nearby(user.id),
    );
    memberRead(
      app,
      "/api/people/:id/fit",
      { tags, params: personParamsSchema, response: { 200: personFitSchema } },
      async ({ user, params }) => {
        const relation = await service.relationTo(user.id, params.id);
        return { ...relation, compatibility: await discovery.compatibilityWith(user.id, params.id) };
      },
    );
    memberRead(app, "/api/likes/received", { tags, response: { 200: likedYouSchema } }, async ({ user }) =>
      service.likedYou(user.id),
    );
    memberRead(app, "/api/likes/received/count", { tags, response: { 200: likesCountSchema } }, async ({ user }) =>
      service.likesCount(user.id),
    );
    memberRead(app, "/api/matches", { tags, response: { 200: matchListSchema } }, async ({ user }) =>
      service.matches(user.id),
    );
    r.delete(
      "/api/matches/:matchId",
      { onRequest: requireUser, schema: { tags, params: matchParamsSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await service.unmatch(signedIn(request).id, request.params.matchId);
        return { ok: true as const };
      },
    );
  };
}
