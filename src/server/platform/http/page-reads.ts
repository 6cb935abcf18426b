import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import FindMyWay from "find-my-way";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import * as z from "zod/v4/core";
import type { SignedInUser } from "#shared/auth";
import { ErrorCodes } from "#shared/errors";
import { AuthText, GeneralText } from "#shared/messages";
import { errorAnswer, errorBody } from "./errors.js";
import { requireUser, signedIn } from "./identity.js";
import { setCookies, toHeaders } from "./request.js";
import { responseSerializerCompiler } from "./serializer.js";

/**
 * The reads a page rendered on the server makes (ADR 0201): the GETs of our API that a page's
 * loader names, each declared once with `memberRead` / `openRead`. Fastify serves it to the
 * browser; the server's renderer reads it here, calling the same handler with the same schemas
 * and the same response serializer, as the person asking for the page (resolved once per page,
 * through the same identity the API's hook uses), without an HTTP request of its own.
 */

/**
 * Who a read is made for, and what of their request it may use (the session read renews a
 * cookie). `headers` is built when asked: only the session read needs them.
 */
export type Asker<U> = {
  user: U;
  headers: () => Headers;
  setCookies: (cookies: string[]) => void;
};

type Schemas = { tags: string[]; params?: z.$ZodType; querystring?: z.$ZodType; response: { 200: z.$ZodType } };
type OutputOf<T> = T extends z.$ZodType ? z.output<T> : Record<string, never>;
export type ReadInput<S extends Schemas, U> = Asker<U> & {
  params: OutputOf<S["params"]>;
  query: OutputOf<S["querystring"]>;
};
type Handler<S extends Schemas, U> = (input: ReadInput<S, U>) => Promise<z.input<S["response"][200]>>;

type Read = {
  member: boolean;
  schema: Schemas;
  handler: (input: ReadInput<Schemas, SignedInUser | undefined>) => Promise<unknown>;
  serialize: (data: unknown) => string;
};

export type PageReads = {
  /**
   * The answer to GET `path` (path and query) for `asker`, as the API route would give it: the
   * same status and body for what a page draws, a 401 without a member, a 400 for input the
   * route's schemas refuse, a 404 for a path no read declares.
   */
  read(
    path: string,
    asker: Asker<SignedInUser | undefined>,
    request: { id: string; log: FastifyBaseLogger },
  ): Promise<{ status: number; body: string }>;
};
type Registry = PageReads & { add(url: string, read: Read): void };

declare module "fastify" {
  interface FastifyInstance {
    pageReads: Registry;
  }
}

const answer = (status: number, code: string, message: string) => ({
  status,
  body: JSON.stringify(errorBody(code, message)),
});

/** The registry, decorated on the app before the features register their routes (app.ts). */
export function registerPageReads(app: FastifyInstance): PageReads {
  const router = FindMyWay<FindMyWay.HTTPVersion.V1>();
  const reads: Registry = {
    add(url, read) {
      router.on("GET", url, () => undefined, read);
    },
    async read(path, asker, request) {
      const mark = path.indexOf("?");
      const [pathname, search] = mark < 0 ? [path, ""] : [path.slice(0, mark), path.slice(mark + 1)];
      const found = router.find("GET", pathname);
      const read = found?.store as Read | undefined;
      if (!found || !read) return answer(404, ErrorCodes.notFound, `No route for GET ${pathname}`);
      if (read.member && !asker.user) return answer(401, ErrorCodes.unauthorized, AuthText.signInRequired);
      const params = read.schema.params ? z.safeParse(read.schema.params, found.params) : { success: true, data: {} };
      const query = read.schema.querystring
        ? z.safeParse(read.schema.querystring, queryObject(search))
        : { success: true, data: {} };
      if (!params.success || !query.success) return answer(400, ErrorCodes.validation, GeneralText.invalidValue);
      try {
        const data = await read.handler({ ...asker, params: params.data as never, query: query.data as never });
        return { status: 200, body: read.serialize(data) };
      } catch (err) {
        // As the API answers (errors.ts); the page then draws this part loading, and the browser asks for it.
        const { status, body } = errorAnswer(err as Error, request);
        return { status, body: JSON.stringify(body) };
      }
    },
  };
  app.decorate("pageReads", reads);
  return reads;
}

/** A query string as Fastify's parser gives it to a schema: one value a string, a repeated one an array. */
function queryObject(search: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const had = out[key];
    out[key] = had === undefined ? value : Array.isArray(had) ? [...had, value] : [had, value];
  }
  return out;
}

/** What only the browser's answer carries. */
type RouteOptions = { cacheControl?: string };

function declare(
  app: FastifyInstance,
  url: string,
  member: boolean,
  schema: Schemas,
  handler: Read["handler"],
  { cacheControl }: RouteOptions = {},
) {
  app.pageReads.add(url, {
    member,
    schema,
    handler,
    serialize: responseSerializerCompiler({ schema: schema.response[200], method: "GET", url, httpStatus: "200" }),
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    // Not async: the handler's own promise is the answer (one promise fewer on every read, ADR 0130).
    .get(url, { ...(member ? { onRequest: requireUser } : {}), schema }, (request, reply) => {
      if (cacheControl) reply.header("cache-control", cacheControl);
      return handler({
        user: member ? signedIn(request) : request.user,
        headers: () => toHeaders(request),
        setCookies: (cookies) => setCookies(reply, cookies),
        params: request.params as never,
        query: request.query as never,
      });
    });
}

/** A GET for a signed-in member (401 to anyone else, before anything is read), that pages may read. */
export function memberRead<S extends Schemas>(
  app: FastifyInstance,
  url: string,
  schema: S,
  handler: Handler<S, SignedInUser>,
  options?: RouteOptions,
): void {
  declare(app, url, true, schema, handler as Read["handler"], options);
}

/** A GET open to visitors too (`user` is then undefined), that pages may read. */
export function openRead<S extends Schemas>(
  app: FastifyInstance,
  url: string,
  schema: S,
  handler: Handler<S, SignedInUser | undefined>,
  options?: RouteOptions,
): void {
  declare(app, url, false, schema, handler as Read["handler"], options);
}
