import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { distanceRequestSchema, distanceResponseSchema } from "#shared/distance";
import { distanceBetweenZips } from "./distance.service.js";

/** Matching's routes; discovery, likes and matches join these. */
export function matchingRoutes() {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["matching"];

    // Public, like the calculator on /feature-test: zip centroids are public facts, and no
    // member's location is involved.
    r.post("/api/distance", { schema: { tags, body: distanceRequestSchema, response: { 200: distanceResponseSchema } } }, async (request) =>
      distanceBetweenZips(request.body.zipCode1, request.body.zipCode2),
    );
  };
}
