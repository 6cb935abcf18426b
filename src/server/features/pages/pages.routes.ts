import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../../db/types.js";
import { createPagesRepository } from "./pages.repository.js";

export async function pagesRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }) {
  const repo = createPagesRepository(db);
  app.get("/api/faqs", { schema: { tags: ["pages"] } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    const rows = await repo.listFaqs();
    return { faqs: rows.map((f) => ({ id: f.id, topic: f.topic, question: f.question, answer: f.answer })) };
  });
}
