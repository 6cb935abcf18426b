import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ErrorCodes } from "#shared/errors";
import type { RenderRead } from "#shared/server-render";
import { errorBody } from "./errors.js";
import { hasCredential } from "./identity.js";
import { loadWebPages, type WebRenderer } from "./web-pages.js";

export type WebAppOptions = {
  /** The browser build (dist/web): index.html, assets and their .br/.gz twins. */
  webRoot: string;
  /** The server renderer's module (dist/web-ssr/entry-server.js). */
  rendererPath: string;
  /** The public origin, for the absolute links in a page's card. */
  origin: string;
  /** Whether a visitor at this address may have one more page rendered (the platform's limiter). */
  mayRender?: (ip: string) => Promise<boolean>;
};

/**
 * A GET of our own API as the person asking for the page: the same route, policy, contract and
 * visibility as the browser's own request would meet, through Fastify's inject (no socket). The
 * cookies those answers set (a session renewed or ended by the session read) are collected into
 * `setCookies`, for the page's own answer: the browser keeps them as if it had read itself.
 */
function readAs(app: FastifyInstance, request: FastifyRequest, setCookies: string[]): RenderRead {
  const headers: Record<string, string> = {};
  for (const name of ["cookie", "authorization", "user-agent", "accept-language"] as const) {
    const value = request.headers[name];
    if (typeof value === "string") headers[name] = value;
  }
  return async (apiPath) => {
    const answer = await app.inject({ method: "GET", url: apiPath, headers, remoteAddress: request.ip });
    const set = answer.headers["set-cookie"];
    if (set) setCookies.push(...(Array.isArray(set) ? set : [set]));
    return { status: answer.statusCode, body: answer.body };
  };
}

/**
 * The web app: its built files (hashed assets cached for a year, the rest revalidated), and every
 * other GET outside /api rendered on the server by React (web-pages.ts), or, without a server
 * build, the build's index.html for the browser to render.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { webRoot, rendererPath, origin, mayRender }: WebAppOptions,
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
        read: readAs(app, request, setCookies),
        acceptEncoding: request.headers["accept-encoding"],
        // Messages of errors thrown by our components: no personal data, never the page's content.
        onFailures: (failures) => request.log.error({ failures }, "parts of the page failed to render on the server"),
        ...(mayRender ? { mayRender: () => mayRender(request.ip) } : {}),
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
