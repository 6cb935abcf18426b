import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { okResponseSchema } from "#shared/auth";
import { quizPackListSchema, quizPackParamsSchema, quizPackSchema, quizSubmissionSchema } from "#shared/quiz";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { QuizPacks } from "./quiz-packs.service.js";

/** /api/quiz/packs: the deeper quizzes, each pack's questions and answers, its draft and its submission. */
export function quizPacksRoutes(packs: QuizPacks) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["quiz"];
    const one = { tags, params: quizPackParamsSchema };
    r.get(
      "/api/quiz/packs",
      { onRequest: requireUser, schema: { tags, response: { 200: quizPackListSchema } } },
      async (request) => packs.list(signedIn(request).id),
    );
    r.get(
      "/api/quiz/packs/:pack",
      { onRequest: requireUser, schema: { ...one, response: { 200: quizPackSchema } } },
      async (request) => packs.pack(signedIn(request).id, request.params.pack),
    );
    r.put(
      "/api/quiz/packs/:pack/draft",
      { onRequest: requireUser, schema: { ...one, body: quizSubmissionSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await packs.saveDraft(signedIn(request).id, request.params.pack, request.body.answers);
        return { ok: true as const };
      },
    );
    r.post(
      "/api/quiz/packs/:pack",
      { onRequest: requireUser, schema: { ...one, body: quizSubmissionSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await packs.submit(signedIn(request).id, request.params.pack, request.body.answers);
        return { ok: true as const };
      },
    );
  };
}
