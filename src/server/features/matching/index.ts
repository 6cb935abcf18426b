import type { Feature } from "../../platform/feature.js";
import { matchingRoutes } from "./matching.routes.js";

/** Matching: the distance between zips today; discovery, likes, matches and search build on it. */
export function createMatchingFeature(): Feature<null> {
  return { name: "matching", service: null, routes: matchingRoutes() };
}
