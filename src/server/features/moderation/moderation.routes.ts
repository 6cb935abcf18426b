import type { FastifyInstance, preValidationAsyncHookHandler } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod/mini";
import { messageResponseSchema, okResponseSchema } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import { RateLimits } from "#shared/limits";
import {
  appealSchema,
  caseDetailSchema,
  caseQueueQuerySchema,
  caseQueueSchema,
  moderationActionSchema,
  moderatorStatusSchema,
  noticesSchema,
} from "#shared/moderation";
import { reportSchema } from "#shared/safety";
import { errorBody } from "../../platform/http/errors.js";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { byIp, byUser, type RateLimitGuard } from "../../platform/http/rate-limit.js";
import { toHeaders } from "../../platform/http/request.js";
import type { IdempotencyGuard } from "../../platform/idempotency/idempotency.js";
import type { FileStorage } from "../../platform/storage/file-storage.js";
import type { DecisionsService } from "./decisions.service.js";
import type { MembersService } from "./members.service.js";
import type { ReportsService } from "./reports.service.js";
import { openRead } from "../../platform/http/page-reads.js";

type Deps = {
  reports: ReportsService;
  decisions: DecisionsService;
  members: MembersService;
  evidence: FileStorage;
  rateLimit: RateLimitGuard;
  once: IdempotencyGuard;
};

const caseParams = z.object({ caseId: z.string().check(z.maxLength(100)) });
const evidenceParams = z.object({
  reportId: z.string().check(z.maxLength(100)),
  position: z.coerce.number().check(z.int(), z.gte(0), z.lte(99)),
});
const pictureParams = z.object({
  caseId: z.string().check(z.maxLength(100)),
  position: z.coerce.number().check(z.int(), z.gte(0), z.lte(9)),
});
const noticeParams = z.object({ noticeId: z.string().check(z.maxLength(100)) });

export function moderationRoutes({ reports, decisions, members, evidence, rateLimit, once }: Deps) {
  /**
   * Moderators only. To anyone else, visitors included, the console's routes answer exactly as a
   * path that does not exist: nothing tells a member there is a console to try.
   */
  // Before validation: a body or query a non-moderator sends is never checked against the
  // console's schemas, whose errors would describe it.
  const requireModerator: preValidationAsyncHookHandler = async (request, reply) => {
    if (request.user && (await decisions.isModerator(request.user.id))) return;
    const path = request.url.split("?")[0] ?? "";
    return reply.status(404).send(errorBody(ErrorCodes.notFound, `No route for ${request.method} ${path}`));
  };

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["moderation"];

    // ---- members
    r.post(
      "/api/reports",
      {
        onRequest: requireUser,
        ...once(rateLimit("report", RateLimits.reportsPerUser, byUser)),
        schema: { tags, body: reportSchema, response: { 201: okResponseSchema } },
      },
      async (request, reply) => {
        await reports.report(signedIn(request).id, request.body);
        return reply.status(201).send({ ok: true as const });
      },
    );
    r.get(
      "/api/notices",
      { onRequest: requireUser, schema: { tags, response: { 200: noticesSchema } } },
      async (request) => members.notices(signedIn(request).id),
    );
    r.post(
      "/api/notices/:noticeId/seen",
      { onRequest: requireUser, schema: { tags, params: noticeParams, response: { 200: okResponseSchema } } },
      async (request) => {
        await members.seen(signedIn(request).id, request.params.noticeId);
        return { ok: true as const };
      },
    );
    // Signed out by definition (a suspended member has no session): limited like sign-in.
    r.post(
      "/api/appeals",
      {
        preHandler: rateLimit("appeal", RateLimits.signInPerIp, byIp),
        schema: { tags, body: appealSchema, response: { 201: messageResponseSchema } },
      },
      async (request, reply) => reply.status(201).send(await members.appeal(request.body, request.ip)),
    );

    // ---- the console
    // Asked by the web app on the console's pages: a visitor is simply not a moderator.
    openRead(app, "/api/moderation/me", { tags, response: { 200: moderatorStatusSchema } }, async ({ user }) => ({
      moderator: user ? await decisions.isModerator(user.id) : false,
    }));
    r.get(
      "/api/moderation/cases",
      {
        preValidation: requireModerator,
        schema: { tags, querystring: caseQueueQuerySchema, response: { 200: caseQueueSchema } },
      },
      async (request) => decisions.queue(signedIn(request).id, request.query),
    );
    r.get(
      "/api/moderation/cases/:caseId",
      { preValidation: requireModerator, schema: { tags, params: caseParams, response: { 200: caseDetailSchema } } },
      async (request) => decisions.detail(request.params.caseId, signedIn(request).id),
    );
    r.post(
      "/api/moderation/cases/:caseId/actions",
      {
        preValidation: requireModerator,
        schema: { tags, params: caseParams, body: moderationActionSchema, response: { 200: caseDetailSchema } },
      },
      async (request) =>
        decisions.decide(signedIn(request).id, request.params.caseId, request.body, toHeaders(request)),
    );
    // A file, not JSON: an evidence copy of a reported member's photo, for moderators' eyes only.
    r.get(
      "/api/moderation/evidence/:reportId/:position",
      { preValidation: requireModerator, config: { notJson: "file" }, schema: { tags, params: evidenceParams } },
      async (request, reply) => {
        const photo = await decisions.evidencePhoto(
          request.params.reportId,
          request.params.position,
          signedIn(request).id,
        );
        const data = photo ? await evidence.get(photo.storage_key) : null;
        if (!data) return reply.status(404).send(errorBody(ErrorCodes.notFound, "No such evidence photo"));
        return reply.header("content-type", "image/webp").header("cache-control", "private, no-store").send(data);
      },
    );
    // A verification review's pictures of the member's live check: moderators' eyes only, never cached.
    r.get(
      "/api/moderation/cases/:caseId/pictures/:position",
      { preValidation: requireModerator, config: { notJson: "file" }, schema: { tags, params: pictureParams } },
      async (request, reply) => {
        const { caseId, position } = request.params;
        const picture = await decisions.casePicture(caseId, position, signedIn(request).id);
        const data = picture ? await evidence.get(picture.storage_key) : null;
        if (!data) return reply.status(404).send(errorBody(ErrorCodes.notFound, "No such picture"));
        return reply.header("content-type", "image/webp").header("cache-control", "private, no-store").send(data);
      },
    );
  };
}
