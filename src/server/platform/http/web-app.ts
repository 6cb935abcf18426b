import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SignedInUser } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import { GeneralText } from "#shared/messages";
import type { RenderRead } from "#shared/server-render";
import { errorBody } from "./errors.js";
import { hasCredential, type ResolveUser } from "./identity.js";
import type { PageReads } from "./page-reads.js";
import { toHeaders } from "./request.js";
import { loadWebPages, type WebRenderer } from "./web-pages.js";

export type WebAppOptions = {
  /** The browser build (dist/web): index.html, assets and their .br/.gz twins. */
  webRoot: string;
  /** The server renderer's module (dist/web-ssr/entry-server.js). */
  rendererPath: string;
  /** The public origin, for the absolute links in a page's card. */
  origin: string;
  /** The API's GETs a page may read (page-reads.ts), and who is asking, as the API resolves them. */
  reads: PageReads;
  identity: ResolveUser;
  /**
   * Whether one more page may be rendered for `who` (the platform's limiter): `ip:…` for a
   * visitor, before rendering; `user:…` for a member, before the page's reads.
   */
  mayRender?: (who: string) => Promise<boolean>;
};

/**
 * The API's GETs as the person asking for the page (ADR 0201): resolved once, on the first read,
 * through the same identity as the API's own requests, then each read calls its route's handler
 * (page-reads.ts) with the same schemas and serializer, without a request of its own. The cookies
 * those reads set (a session renewed or ended by the session read) are collected into
 * `setCookies`, for the page's own answer: the browser keeps them as if it had read itself.
 */
function readAs(
  request: FastifyRequest,
  { reads, identity, mayRender }: Pick<WebAppOptions, "reads" | "identity" | "mayRender">,
  setCookies: string[],
): RenderRead {
  let asker: Promise<{ user: SignedInUser | undefined; allowed: boolean }> | undefined;
  const whoIsAsking = async () => {
    const user = hasCredential(request)
      ? (identity.cached(request) ?? (await identity.resolve(request)) ?? undefined)
      : undefined;
    // A member's renders are counted as a visitor's are (a visitor's before the render, web-pages.ts).
    const allowed = !user || !mayRender || (await mayRender(`user:${user.id}`));
    return { user, allowed };
  };
  let headers: Headers | undefined;
  const headersOf = () => (headers ??= toHeaders(request));
  return async (apiPath) => {
    const { user, allowed } = await (asker ??= whoIsAsking());
    if (!allowed)
      return { status: 429, body: JSON.stringify(errorBody(ErrorCodes.rateLimited, GeneralText.rateLimited)) };
    return reads.read(
      apiPath,
      { user, headers: headersOf, setCookies: (cookies) => setCookies.push(...cookies) },
      request,
    );
  };
}

/**
 * The web app: its built files (hashed assets cached for a year, the rest revalidated), and every
 * other GET outside /api rendered on the server by React (web-pages.ts), or, without a server
 * build, the build's index.html for the browser to render.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webRoot, rendererPath, origin, reads, identity, mayRender }: WebAppOptions,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    // The build writes .br and .gz twins; the client's accept-encoding picks one (vary is set).
    preCompressed: true,
    // Vite's hashed bundles never change under a name; everything else is revalidated.
    setHeaders: (res, file) =>
      res.header(
        "cache-control",
        file.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      ),
  });
  if (!fs.existsSync(rendererPath))
    throw new Error(`No server build of the web app at ${rendererPath}: run npm run build`);
  const renderer = (await import(pathToFileURL(rendererPath).href)) as WebRenderer;
  const pages = loadWebPages({ webRoot, renderer, origin });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const read = request.method === "GET" || request.method === "HEAD";
    // A photo that is not there (or a made-up media path) is a plain 404, never a page: an <img>
    // or a cache given the app's HTML with a 200 would keep it as the photo.
    if (pathname.startsWith("/api/") || pathname === "/api" || pathname.startsWith("/media/") || !read) {
      return reply.status(404).send(errorBody(ErrorCodes.notFound, `No route for ${request.method} ${pathname}`));
    }
    reply.header("vary", "accept-encoding, cookie");
    const setCookies: string[] = [];
    let answer;
    try {
      answer = await pages.page(request.url, {
        hasCredential: hasCredential(request),
        read: readAs(request, { reads, identity, mayRender }, setCookies),
        acceptEncoding: request.headers["accept-encoding"],
        // Messages of errors thrown by our components: no personal data, never the page's content.
        onFailures: (failures) => request.log.error({ failures }, "parts of the page failed to render on the server"),
        ...(mayRender ? { mayRender: () => mayRender(`ip:${request.ip}`) } : {}),
      });
    } catch (err) {
      request.log.error({ err }, "page render failed");
      return reply
        .status(500)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(pages.failed(request.id));
    }
    if (setCookies.length > 0) reply.header("set-cookie", setCookies);
    if (answer.kind === "redirect") return reply.header("cache-control", "no-store").redirect(answer.location, 302);
    if (answer.kind === "limited")
      return reply
        .status(429)
        .header("content-type", "text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .header("retry-after", "60")
        .send(pages.tooMany());
    // A member's page holds their data: no cache anywhere keeps it. A visitor's is revalidated.
    reply
      .status(answer.status)
      .header("content-type", "text/html; charset=utf-8")
      .header("cache-control", answer.personal ? "private, no-store" : "no-cache");
    if (answer.encoding) reply.header("content-encoding", answer.encoding);
    return reply.send(answer.body);
  });
}
