import type { ApiErrorBody } from "#shared/errors";
import { GeneralText } from "#shared/messages";

/** A 4xx/5xx from our server, carrying the spec's message for the toast. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Any schema that parses (a zod schema from src/shared): answers are checked, never cast. */
export type Contract<T> = { parse(data: unknown): T };

/** The server answered with something its contract does not allow: treated like a server error. */
export class ContractError extends ApiError {}

/**
 * Who carries a query's requests. In the browser, fetch. On the server, the renderer hands each
 * page's own QueryClient a reader bound to that one request (entry-server.tsx): the transport is
 * found through the client the query runs in (TanStack passes it to every queryFn), never through
 * module state, so two members' pages rendered at once can never read with each other's session.
 */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;
const transports = new WeakMap<object, Transport>();

/** Every query of `client` reads through `transport` (the server renderer's, per request). */
export function setTransport(client: object, transport: Transport): void {
  transports.set(client, transport);
}

/**
 * Whether a query runs in the server's render (its client has the server's transport). A query
 * that stands in a default for a failed read in the browser (the plan counts as free) fails there
 * instead: the page then leaves it to the browser rather than rendering the default as the answer.
 */
export const readingOnServer = (client: object | undefined): boolean => Boolean(client && transports.has(client));

export type ApiInit = {
  method?: string;
  /** JSON, or a Blob sent as its own type. */
  body?: unknown;
  /** The QueryClient a queryFn runs in (its context's `client`), which may carry its own transport. */
  client?: object;
  /** A write the member may repeat: the server answers a repeat of this key instead of acting twice. */
  idempotencyKey?: string;
};

/**
 * A new key for one write the member makes (ADR 0434): 128 random
 * bits, from `getRandomValues`, which (unlike `randomUUID`) every page has, secure context or not.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const keys = new WeakMap<object, string>();
/**
 * The key of one call of a mutation: TanStack hands a call's retries the very same variables
 * object, so they share its key, and every new call (new variables) gets a new one.
 */
export function keyOf(variables: object): string {
  let key = keys.get(variables);
  if (!key) keys.set(variables, (key = newIdempotencyKey()));
  return key;
}

/** Retries a write that never got an answer (offline, connection dropped): its key makes a repeat harmless. */
export const retryUnanswered = (failures: number, err: unknown): boolean =>
  failures < 2 && err instanceof ApiError && err.status === 0;

export async function api<T>(path: string, contract: Contract<T>, init: ApiInit = {}): Promise<T> {
  const send = (init.client && transports.get(init.client)) ?? fetch;
  // A picture (a camera frame) goes as it is, typed as itself; anything else as JSON.
  const picture = typeof Blob !== "undefined" && init.body instanceof Blob ? init.body : undefined;
  let res: Response;
  try {
    res = await send(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      credentials: "include",
      headers: {
        ...(init.body === undefined ? {} : { "content-type": picture ? picture.type : "application/json" }),
        ...(init.idempotencyKey ? { "idempotency-key": init.idempotencyKey } : {}),
      },
      body: picture ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
  } catch {
    throw new ApiError(0, "NETWORK", GeneralText.offline);
  }
  const text = await res.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page, say: not ours, so no message of ours to show.
    data = undefined;
  }
  if (!res.ok) {
    const err = (data as ApiErrorBody | undefined)?.error;
    const message = err?.message ?? GeneralText.unexpected;
    // A server error names its request, so a member can quote it when they report the problem.
    const reference = res.status >= 500 && err?.request_id ? ` ${GeneralText.reference(err.request_id)}` : "";
    throw new ApiError(res.status, err?.code ?? "UNKNOWN", message + reference, err?.fields);
  }
  try {
    return contract.parse(data);
  } catch {
    throw new ContractError(res.status, "CONTRACT", GeneralText.unexpected);
  }
}

export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : GeneralText.unexpected;
}
