import path from "node:path";
import type { Plugin } from "vite";
import { pageRoutes } from "../src/web/app/page-routes.js";

/** Written next to index.html; the server reads it at start (src/server/platform/http/web-pages.ts). */
export const routePreloadsFile = "route-preloads.json";

export type RoutePreloads = { routes: { path: string; modules: string[] }[] };

type Chunk = { type: "chunk"; fileName: string; isEntry: boolean; facadeModuleId: string | null; imports: string[] };

/**
 * Lists, per route of src/web/app/page-routes.ts, the scripts its page needs beyond the app's
 * entry (the page's chunk and every chunk it imports statically). Vite preloads only the entry's
 * own imports; a lazy page's chunk is otherwise found only after the entry has downloaded and run,
 * one more round trip before the first screen (on slow 4G, ~0.5 s of Largest Contentful Paint).
 */
export function routePreloads(webRoot: string): Plugin {
  return {
    name: "unlocked:route-preloads",
    apply: "build",
    enforce: "post",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & Chunk => item.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const withImports = (start: string, into = new Set<string>()) => {
        if (into.has(start)) return into;
        into.add(start);
        for (const next of byFile.get(start)?.imports ?? []) withImports(next, into);
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) this.error("route-preloads: the build has no entry chunk");
      const loadedByEntry = withImports(entry.fileName);

      const routes = pageRoutes.map(({ path: routePath, page }) => {
        const moduleId = path.resolve(webRoot, `${page}.tsx`);
        const chunk = chunks.find((c) => c.facadeModuleId === moduleId);
        if (!chunk) this.error(`route-preloads: no chunk for ${page} (route ${routePath})`);
        const modules = [...withImports(chunk.fileName)]
          .filter((file) => !loadedByEntry.has(file))
          .map((file) => `/${file}`);
        return { path: routePath, modules };
      });
      const preloads: RoutePreloads = { routes };
      this.emitFile({ type: "asset", fileName: routePreloadsFile, source: JSON.stringify(preloads) });
    },
  };
}
