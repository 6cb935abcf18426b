import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { messageResponseSchema } from "#shared/auth";
import { RateLimits, VerificationLimits } from "#shared/limits";
import { VerificationText } from "#shared/messages";
import {
  frameAnswerSchema,
  reviewRequestSchema,
  verificationCheckParamsSchema,
  verificationCheckSchema,
  verificationStatusSchema,
} from "#shared/verification";
import { ErrorCodes } from "#shared/errors";
import { DomainError } from "../../platform/errors.js";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { byUser, type RateLimitGuard } from "../../platform/http/rate-limit.js";
import type { VerificationService } from "./verification.service.js";
import { memberRead } from "../../platform/http/page-reads.js";

/** The picture types a camera frame comes as (the browser's canvas.toBlob). */
const frameTypes = ["image/jpeg", "image/webp", "image/png"];

/** /api/verification: the member's own mark, and the live check that earns it. */
export function verificationRoutes(service: VerificationService, rateLimit: RateLimitGuard) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["verification"];
    // A frame is the request's body as it is, no form around it: in this plugin only.
    app.addContentTypeParser(
      frameTypes,
      { parseAs: "buffer", bodyLimit: VerificationLimits.frameBytesMax },
      (_req, body, done) => done(null, body),
    );

    memberRead(app, "/api/verification", { tags, response: { 200: verificationStatusSchema } }, async ({ user }) =>
      service.status(user.id),
    );
    r.post(
      "/api/verification/checks",
      {
        onRequest: requireUser,
        preHandler: rateLimit(
          "verification-checks",
          RateLimits.verificationChecksPerUser,
          byUser,
          VerificationText.tooMany,
        ),
        schema: { tags, response: { 201: verificationCheckSchema } },
      },
      async (request, reply) => reply.code(201).send(await service.start(signedIn(request).id)),
    );
    r.post(
      "/api/verification/checks/:id/frames",
      {
        onRequest: requireUser,
        schema: {
          tags,
          params: verificationCheckParamsSchema,
          consumes: frameTypes,
          response: { 200: frameAnswerSchema },
        },
      },
      async (request) => {
        // Fastify reads text and JSON bodies itself: only a picture reaches the check.
        if (!Buffer.isBuffer(request.body))
          throw new DomainError("unsupported", ErrorCodes.validation, VerificationText.frameType);
        return service.frame(signedIn(request).id, request.params.id, request.body);
      },
    );
    // The check's own pictures, sent back for a moderator: up to four frames, base64 in JSON.
    r.post(
      "/api/verification/checks/:id/review",
      {
        onRequest: requireUser,
        bodyLimit: 4 * Math.ceil(VerificationLimits.frameBytesMax / 3) * 4 + 1024,
        schema: {
          tags,
          params: verificationCheckParamsSchema,
          body: reviewRequestSchema,
          response: { 201: messageResponseSchema },
        },
      },
      async (request, reply) => {
        const frames = request.body.frames.map((f) => Buffer.from(f, "base64"));
        await service.requestReview(signedIn(request).id, request.params.id, frames);
        return reply.code(201).send({ message: VerificationText.review.sent });
      },
    );
  };
}
