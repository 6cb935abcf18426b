import type { FastifyInstance, RouteOptions } from "fastify";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A route that answers with something other than JSON (a redirect, an HTML page). */
    notJson?: "redirect" | "html" | "file" | "text";
  }
}

/**
 * Every JSON route declares its response schema (so Fastify's serializer drops any field that is
 * not listed: a privacy guarantee). Records the API routes that don't, for the contract test.
 */
export function trackRoutesWithoutContract(app: FastifyInstance): string[] {
  const missing: string[] = [];
  app.addHook("onRoute", (route: RouteOptions) => {
    const url = route.url;
    if (
      !url.startsWith("/api/") ||
      url.startsWith("/api/docs") ||
      route.config?.notJson ||
      (route as { websocket?: boolean }).websocket
    )
      return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === "HEAD")) return;
    if (!route.schema?.response) missing.push(`${methods.join(",")} ${url}`);
  });
  return missing;
}
