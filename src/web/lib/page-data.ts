import type { QueryClient } from "@tanstack/react-query";
import {
  createContext,
  RouterContextProvider,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type Params,
} from "react-router";
import { authQueries } from "./session";

/**
 * What a page's loader reads with, on either side (ADR 0201): the same route modules run in the
 * server's render (entry-server.tsx) and in the browser's router (app/router.tsx); only this differs.
 */
export type PageData = {
  /** The page's query cache: the request's own on the server, the tab's in the browser. */
  client: QueryClient;
  /**
   * Who is asking: a session whose `user` is null for a visitor; undefined when it is not known
   * (the server could not read it in time, or the browser has not read it yet).
   */
  session(): Promise<KnownSession | undefined>;
  /**
   * The page's first reads. The server waits for them within its bound, so the page arrives drawn;
   * the browser only starts them (beside the page's code) and lets the page draw them loading, so
   * a navigation inside the app never waits for data.
   */
  settle(reads: Promise<unknown>[]): Promise<void>;
};

const readSession = (client: QueryClient) => client.getQueryData(authQueries.session().queryKey);
export type KnownSession = NonNullable<ReturnType<typeof readSession>>;

const pageDataContext = createContext<PageData>();

/** The router's per-request context holding `data`: `requestContext` on the server, `getContext` in the browser. */
export function pageContext(data: PageData): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(pageDataContext, data);
  return context;
}

/**
 * Without the middleware flag React Router types a loader's context loosely; ours is always the
 * provider `pageContext` made (both routers are given one).
 */
export const pageDataOf = (args: LoaderFunctionArgs): PageData =>
  (args.context as unknown as RouterContextProvider).get(pageDataContext);

/** What a page's first reads are chosen by. */
export type FirstReadsArgs = { client: QueryClient; url: URL; params: Params; member: boolean; session: KnownSession };

/**
 * A page's loader that starts the reads its first screen draws: only what is cheap to read and what
 * the first screen shows, so the page arrives drawn and does not move when its data comes.
 * Everything else the page reads itself. Nothing is read before the session is known. `reads` may
 * throw a redirect (a page the member has no business on), or load the code that names the reads
 * (a part of the page in a chunk of its own, so visitors never download it).
 */
export function firstReads(
  reads: (args: FirstReadsArgs) => Promise<unknown>[] | Promise<Promise<unknown>[]>,
): LoaderFunction {
  return async (args) => {
    const data = pageDataOf(args);
    const session = await data.session();
    if (session)
      await data.settle(
        await reads({
          client: data.client,
          url: new URL(args.request.url),
          params: args.params,
          member: Boolean(session.user),
          session,
        }),
      );
    return null;
  };
}

/** The browser's side: the tab's cache, read as it stands; the reads only started. */
export function browserPageData(client: QueryClient): PageData {
  return {
    client,
    session: async () => readSession(client),
    settle: async (reads) => {
      // Their errors reach the page through its own queries; here they are only started.
      for (const read of reads) read.catch(() => undefined);
    },
  };
}
