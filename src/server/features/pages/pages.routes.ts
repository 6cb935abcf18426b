import type { FastifyInstance } from "fastify";
import { faqListSchema } from "#shared/pages";
import { openRead } from "../../platform/http/page-reads.js";
import type { PagesService } from "./pages.service.js";

export function pagesRoutes(service: PagesService) {
  return async (app: FastifyInstance) => {
    openRead(
      app,
      "/api/faqs",
      { tags: ["pages"], response: { 200: faqListSchema } },
      async () => ({ faqs: await service.faqs() }),
      // The same for everyone, and rarely edited.
      { cacheControl: "public, max-age=300" },
    );
  };
}
