import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ownAnswersSchema, questionListSchema, quizSubmissionSchema, quizSubmittedSchema } from "#shared/quiz";
import { okResponseSchema } from "#shared/auth";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { QuizService } from "./quiz.service.js";
import { memberRead, openRead } from "../../platform/http/page-reads.js";

/** The question bank is public (visitors take the quiz in demo mode); answers are the owner's only. */
export function quizRoutes(service: QuizService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["quiz"];

    openRead(app, "/api/questions", { tags, response: { 200: questionListSchema } }, async () => ({
      questions: await service.questions(),
    }));

    memberRead(app, "/api/quiz/answers", { tags, response: { 200: ownAnswersSchema } }, async ({ user }) => ({
      answers: await service.ownAnswers(user.id),
    }));

    // The quiz in progress, saved as the member goes (a later PUT replaces it; submitting ends it).
    memberRead(app, "/api/quiz/draft", { tags, response: { 200: ownAnswersSchema } }, async ({ user }) => ({
      answers: await service.draft(user.id),
    }));
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
