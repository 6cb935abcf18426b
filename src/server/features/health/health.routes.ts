import type { FastifyInstance } from "fastify";
import type { DatabaseKind } from "../../db/database.js";

type Deps = { databaseKind: DatabaseKind; migration: () => Promise<string | null> };

export async function healthRoutes(app: FastifyInstance, { databaseKind, migration }: Deps) {
  app.get("/api/health", { schema: { tags: ["health"] } }, async () => ({
    status: "ok",
    database: databaseKind,
    migration: await migration(),
  }));
}
