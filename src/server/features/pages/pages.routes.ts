import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { faqListSchema } from "../../../shared/pages.js";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import { createPagesRepository } from "./pages.repository.js";

export async function pagesRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const repo = createPagesRepository(db);
  app.withTypeProvider<ZodTypeProvider>().get("/api/faqs", { schema: { tags: ["pages"], response: { 200: faqListSchema } } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    const rows = await repo.listFaqs();
    return { faqs: rows.map((f) => ({ id: f.id, topic: f.topic, question: f.question, answer: f.answer })) };
  });
}
