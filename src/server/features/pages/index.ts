import type { Feature, Platform } from "../../platform/feature.js";
import { createPagesRepository } from "./pages.repository.js";
import { pagesRoutes } from "./pages.routes.js";
import { createPagesService, type PagesService } from "./pages.service.js";

/** Static and marketing content the server keeps: the FAQ. */
export function createPagesFeature(p: Platform): Feature<PagesService> {
  const service = createPagesService(createPagesRepository(p.db));
  return { name: "pages", service, routes: pagesRoutes(service) };
}
