import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownAnswersSchema, questionListSchema, quizSubmissionSchema, quizSubmittedSchema } from "#shared/quiz";
import { okResponseSchema } from "#shared/auth";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { QuizService } from "./quiz.service.js";

/** The question bank is public (visitors take the quiz in demo mode); answers are the owner's only. */
export function quizRoutes(service: QuizService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["quiz"];

    r.get("/api/questions", { schema: { tags, response: { 200: questionListSchema } } }, async () => ({
      questions: await service.questions(),
    }));

    r.get(
      "/api/quiz/answers",
      { onRequest: requireUser, schema: { tags, response: { 200: ownAnswersSchema } } },
      async (request) => ({
        answers: await service.ownAnswers(signedIn(request).id),
      }),
    );

    // The quiz in progress, saved as the member goes (a later PUT replaces it; submitting ends it).
    r.get(
      "/api/quiz/draft",
      { onRequest: requireUser, schema: { tags, response: { 200: ownAnswersSchema } } },
      async (request) => ({ answers: await service.draft(signedIn(request).id) }),
    );
    r.put(
      "/api/quiz/draft",
      { onRequest: requireUser, schema: { tags, body: quizSubmissionSchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await service.saveDraft(signedIn(request).id, request.body.answers);
        return { ok: true as const };
      },
    );

    r.post(
      "/api/quiz",
      { onRequest: requireUser, schema: { tags, body: quizSubmissionSchema, response: { 200: quizSubmittedSchema } } },
      async (request) => {
        await service.submit(signedIn(request), request.body.answers);
        return { ok: true as const, redirect_to: "/matches" as const };
      },
    );
  };
}
