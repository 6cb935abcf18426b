import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router";
import type { RenderRequest, RenderResult } from "#shared/server-render";
import { Providers } from "./app/providers";
import { createQueryClient } from "./lib/query-client";
import { appRoutes, requireAuthRouteId } from "./app/router";
import { pageHeadTags } from "./app/ssr/head-tags";
import { serializeState } from "./app/ssr/state";
import { authQueries } from "./lib/session";
import { pageContext, type KnownSession, type PageData } from "./lib/page-data";
import { setTransport } from "./lib/api";
import { earlySubmitsScriptUrl, heldFormMarker } from "./lib/early-submits";
import { PageHeadContext, pageTitle, type PageHead } from "./lib/use-document-title";

/**
 * The web app rendered on the server (React Router's data router: `createStaticHandler`, then
 * `StaticRouterProvider`; see docs/adr/0200-web-pages-are-react-rendered-on-the-server.md). Each
 * page's loader names the reads its first screen draws (lib/page-data.ts, ADR 0201): the same
 * route modules run here and in the browser.
 * Built into dist/web-ssr by Vite; the server calls `render` for every page request
 * (src/server/platform/http/web-app.ts and web-pages.ts).
 * One handler for the process: it only matches routes and loads each lazy page module once.
 */
const handler = createStaticHandler(appRoutes());

/** Waits for `reads` at most `ms`: a slow read leaves its part of the page to the browser. */
async function within(reads: Promise<unknown>[], ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.allSettled(reads), new Promise((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

/**
 * The whole page, with every part that loads its code on demand (React.lazy) included: prerender
 * waits for them, where renderToString would leave them to the browser and React would report
 * the boundary as a recoverable error on hydration. Bounded like the data: what has not come
 * by then is left for the browser to render.
 */
async function renderAll(page: ReactNode, failures: string[]): Promise<string> {
  // React outlines a Suspense boundary bigger than progressiveChunkSize (12,800 bytes by default)
  // and completes it with an inline script, which our CSP refuses: every page is one chunk.
  const { prelude } = await prerender(page, {
    signal: AbortSignal.timeout(renderWithinMs),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // A part that throws is left for the browser to render (React marks its boundary); the server logs it.
    onError: (error) => void failures.push(error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
  });
  return new Response(prelude).text();
}
const renderWithinMs = 2_000;

/** The route the address landed on, and whether it needs an account. */
function routeOf(context: StaticHandlerContext) {
  const leaf = context.matches[context.matches.length - 1]?.route;
  return { path: leaf?.path ?? "*", needsAccount: context.matches.some((m) => m.route.id === requireAuthRouteId) };
}

/**
 * Who is signed in, as the page's own first request would say; undefined when it cannot be read
 * in time (the page then renders as loading its session, and the browser asks).
 */
async function readSession(
  client: QueryClient,
  { hasCredential, dataWithinMs }: RenderRequest,
): Promise<KnownSession | undefined> {
  if (!hasCredential) return client.setQueryData(authQueries.session().queryKey, { user: null });
  const session = client.fetchQuery(authQueries.session()).catch(() => undefined);
  await within([session], dataWithinMs);
  return client.getQueryData(authQueries.session().queryKey);
}

/**
 * A page with a form that holds a press made before hydration (lib/early-submits.ts) names the
 * tiny script that holds it: async, so it never delays the paint, and from our origin, so the CSP
 * runs it (no inline script). It comes long before the app's ~150 kB of modules.
 */
const earlySubmits = (html: string) =>
  html.includes(heldFormMarker) ? `\n    <script async src="${earlySubmitsScriptUrl}"></script>` : "";

export async function render(request: RenderRequest): Promise<RenderResult> {
  // The origin and the path as sent: a path like `//elsewhere/x` stays a path of ours (as the
  // browser's router will read it), never another host.
  const url = new URL(request.origin + request.url);

  // This page's own cache, reading through this request's session only (lib/api.ts).
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  setTransport(client, async (path) => {
    const { status, body } = await request.read(path);
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  });
  // Read once, by the first loader that asks (the guard's, a page's) or after them for the nav bar.
  let session: Promise<KnownSession | undefined> | undefined;
  const data: PageData = {
    client,
    session: () => (session ??= readSession(client, request)),
    settle: (reads) => within(reads, request.dataWithinMs),
  };
  // The loaders run: a redirect (a guarded page, setup already done) ends here; a page's status
  // (404 for no page, or a console page to anyone but a moderator) comes from its loader.
  const context = await handler.query(new Request(url), { requestContext: pageContext(data) });
  if (context instanceof Response) return { kind: "redirect", location: context.headers.get("location") ?? "/" };
  if (context.errors) throw new Error(`A loader failed: ${Object.keys(context.errors).join(", ")}`);
  const route = routeOf(context);
  const known = await data.session();
  // What failed or has not come in time is left out: the page draws it as loading, and the
  // browser asks for it after hydration, exactly as the server rendered it.
  const unfinished = client.getQueryCache().findAll({ predicate: (query) => query.state.status !== "success" });
  for (const query of unfinished) client.getQueryCache().remove(query);

  // The innermost page that names itself wins (the layout renders before its page).
  let head: PageHead = { title: pageTitle() };
  const setHead = (named: PageHead) =>
    (head = { title: named.title, description: named.description ?? head.description });
  const router = createStaticRouter(handler.dataRoutes, context);
  const failures: string[] = [];
  const html = await renderAll(
    <StrictMode>
      <PageHeadContext value={setHead}>
        <Providers client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </PageHeadContext>
    </StrictMode>,
    failures,
  );
  const state = serializeState({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrate(client),
  });
  client.clear();
  const isPublic = !route.needsAccount;
  return {
    kind: "page",
    // From a loader: no page at this address, or a console page asked for by anyone but a moderator.
    status: context.statusCode === 404 ? 404 : 200,
    route: route.path,
    head:
      pageHeadTags(
        head,
        isPublic ? { url: new URL(url.pathname, request.origin).href, origin: request.origin } : undefined,
      ) + earlySubmits(html),
    html,
    state,
    personal: Boolean(known?.user) || request.hasCredential,
    complete: known !== undefined && unfinished.length === 0 && failures.length === 0,
    failures,
  };
}
