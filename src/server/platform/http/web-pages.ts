import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { GeneralText } from "#shared/messages";
import type { RenderRead, RenderRequest, RenderResult } from "#shared/server-render";

/** The build's list of each route's scripts (scripts/vite-route-preloads.ts writes it). */
type RoutePreloads = { routes: { path: string; modules: string[] }[] };
/** The web app's server renderer (src/web/entry-server.tsx, built into dist/web-ssr). */
export type WebRenderer = { render(request: RenderRequest): Promise<RenderResult> };

export type PageAnswer =
  | { kind: "redirect"; location: string }
  /** A visitor over the render limit (`mayRender` said no): nothing was rendered. */
  | { kind: "limited" }
  | { kind: "page"; status: number; body: Buffer; encoding: "br" | "gzip" | null; personal: boolean };

type Encoded = { identity: Buffer; gzip: Buffer; br: Buffer };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Only the build's own asset names (hashed, under /assets/) are written into HTML. */
const safeModule = (href: string) => /^\/assets\/[\w.-]+\.js$/.test(href);

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.split(";").map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith("q="));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

function pick(encoded: Encoded, acceptEncoding: string | undefined): { body: Buffer; encoding: "br" | "gzip" | null } {
  const accepts = acceptedEncodings(acceptEncoding);
  if (accepts.has("br")) return { body: encoded.br, encoding: "br" };
  if (accepts.has("gzip")) return { body: encoded.gzip, encoding: "gzip" };
  return { body: encoded.identity, encoding: null };
}

/** index.html cut at its marks (src/web/index.html): what the server fills in per page. */
function splitTemplate(index: string) {
  const cut = (text: string, open: string, close: string) => {
    const start = text.indexOf(open);
    const end = text.indexOf(close, start);
    if (start < 0 || end < 0) throw new Error(`index.html has no ${open}…${close} marks`);
    return [text.slice(0, start), text.slice(end + close.length)] as const;
  };
  const [beforeHead, afterHead] = cut(index, "<!--page-head-->", "<!--/page-head-->");
  const [beforeBody, afterBody] = cut(afterHead, "<!--page-body-->", "<!--/page-body-->");
  const bodyEnd = afterBody.lastIndexOf("</body>");
  return { beforeHead, beforeBody, afterBody: afterBody.slice(0, bodyEnd), end: afterBody.slice(bodyEnd) };
}

export type WebPagesOptions = {
  webRoot: string;
  renderer: WebRenderer;
  origin: string;
  /** The longest a page waits for its first data before it is sent without it. */
  dataWithinMs?: number;
};

/**
 * Every page of the web app, rendered on the server by React (the app's own renderer, see
 * WebRenderer) into the build's index.html, with the route's scripts named for preloading.
 * A visitor's page is the same for every visitor: the app's fixed pages are kept a minute with
 * their gzip and brotli twins (see keepable). A member's page holds their data: made for that
 * request only, never kept anywhere (`private, no-store`).
 */
export function loadWebPages({ webRoot, renderer, origin, dataWithinMs = 400 }: WebPagesOptions) {
  const template = splitTemplate(fs.readFileSync(path.join(webRoot, "index.html"), "utf8"));
  const preloadsPath = path.join(webRoot, "route-preloads.json");
  const preloads: RoutePreloads = fs.existsSync(preloadsPath)
    ? JSON.parse(fs.readFileSync(preloadsPath, "utf8"))
    : { routes: [] };
  const modulesOf = new Map(
    preloads.routes.map(({ path: route, modules }) => [
      route,
      modules
        .filter(safeModule)
        // Low, like the entry's own scripts: the stylesheet and font come first (scripts/vite-first-paint-order.ts).
        .map((href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${href}">`)
        .join("\n    "),
    ]),
  );
  /**
   * A visitor's page is kept only when it is one of the app's own fixed pages, asked for without a
   * query, found, and whole (every first read came, nothing failed to render): the kept pages are
   * then a few dozen, and made-up addresses (or a visitor whose reads were refused) cost their own
   * render only, never a page served to everyone.
   */
  const keepable = (url: string, page: Extract<RenderResult, { kind: "page" }>) =>
    !page.personal &&
    page.complete &&
    page.status === 200 &&
    !url.includes("?") &&
    !page.route.includes(":") &&
    page.route !== "*";
  // Bounded by count and by age.
  const visitorPages = new LRUCache<string, { status: number; encoded: Encoded }>({ max: 500, ttl: 60_000 });

  const documentOf = (page: Extract<RenderResult, { kind: "page" }>) =>
    template.beforeHead +
    page.head +
    // A long page may be painted while the browser is still parsing it: the nav bar drawn before
    // its last items were read, then moving (a layout shift the hydration test caught). The first
    // paint waits until the page's state, right after its body, is parsed (Chromium; others ignore it).
    `\n    <link rel="expect" href="#app-state" blocking="render">` +
    (modulesOf.get(page.route) ? `\n    ${modulesOf.get(page.route)}` : "") +
    template.beforeBody +
    page.html +
    template.afterBody +
    `<script type="application/json" id="app-state">${page.state}</script>\n  ` +
    template.end;

  return {
    /**
     * The page at `url` (path and query) for this request: `read` answers the API's GETs as the
     * person asking (their cookie), `hasCredential` says whether they present a session at all.
     */
    async page(
      url: string,
      request: {
        hasCredential: boolean;
        read: RenderRead;
        acceptEncoding: string | undefined;
        onFailures: (failures: string[]) => void;
        /**
         * Asked before a visitor's page is rendered (not when it is served from the kept ones):
         * each costs the server a render, and a query string makes any address a new one. A
         * member's renders read the API as them, under its per-member flood guard.
         */
        mayRender?: () => Promise<boolean>;
      },
    ): Promise<PageAnswer> {
      const kept = request.hasCredential ? undefined : visitorPages.get(url);
      if (kept)
        return { kind: "page", status: kept.status, personal: false, ...pick(kept.encoded, request.acceptEncoding) };
      if (!request.hasCredential && request.mayRender && !(await request.mayRender())) return { kind: "limited" };

      const result = await renderer.render({
        url,
        origin,
        hasCredential: request.hasCredential,
        read: request.read,
        dataWithinMs,
      });
      if (result.kind === "redirect") return result;
      if (result.failures.length > 0) request.onFailures(result.failures);
      const html = Buffer.from(documentOf(result));
      if (keepable(url, result)) {
        // Made once, then served to every visitor: worth the strongest compression.
        const encoded: Encoded = {
          identity: html,
          gzip: await gzip(html, { level: 9 }),
          br: await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        };
        visitorPages.set(url, { status: result.status, encoded });
        return { kind: "page", status: result.status, personal: false, ...pick(encoded, request.acceptEncoding) };
      }
      // Made for one answer (a member's page, or a visitor's that is not kept): brotli's quality 5
      // is most of quality 11's gain at a fraction of its time.
      const accepts = acceptedEncodings(request.acceptEncoding);
      if (accepts.has("br")) {
        const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
        return { kind: "page", status: result.status, personal: result.personal, body, encoding: "br" };
      }
      if (accepts.has("gzip"))
        return {
          kind: "page",
          status: result.status,
          personal: result.personal,
          body: await gzip(html),
          encoding: "gzip",
        };
      return { kind: "page", status: result.status, personal: result.personal, body: html, encoding: null };
    },

    /** The answer to a visitor over the render limit: plain words, no script (nothing more to render). */
    tooMany(): Buffer {
      return Buffer.from(
        `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
          `<meta name="viewport" content="width=device-width, initial-scale=1"><title>Too many requests · Unlocked</title></head>` +
          `<body><main id="main" style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif">` +
          `<h1>Too many requests</h1><p>${GeneralText.rateLimited}</p></main></body></html>`,
      );
    },

    /** The page for when rendering failed: the build's shell (the browser then renders the page itself), saying what happened. */
    failed(requestId: string): Buffer {
      const reference = requestId.replace(/[^\w-]/g, "");
      return Buffer.from(
        template.beforeHead +
          "<title>Something went wrong · Unlocked</title>" +
          template.beforeBody +
          `<main id="main" style="max-width:40rem;margin:4rem auto;padding:0 1rem;font-family:system-ui,sans-serif">` +
          `<h1>Something went wrong on our side</h1><p>Please try again in a moment. If it keeps happening, quote reference ${reference}.</p></main>` +
          template.afterBody +
          template.end,
      );
    },
  };
}
export type WebPages = ReturnType<typeof loadWebPages>;
