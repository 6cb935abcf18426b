import type { Feature, Platform } from "../../platform/feature.js";
import { createPagesRepository } from "./pages.repository.js";
import { pagesRoutes } from "./pages.routes.js";

/** Static and marketing content the server keeps: the FAQ. */
export function createPagesFeature(p: Platform): Feature<Record<string, never>> {
  return { name: "pages", service: {}, routes: pagesRoutes(createPagesRepository(p.db)) };
}
