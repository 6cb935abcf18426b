import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { faqListSchema } from "#shared/pages";
import type { PagesService } from "./pages.service.js";

export function pagesRoutes(service: PagesService) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get("/api/faqs", { schema: { tags: ["pages"], response: { 200: faqListSchema } } }, async (_request, reply) => {
        reply.header("cache-control", "public, max-age=300");
        return { faqs: await service.faqs() };
      });
  };
}
