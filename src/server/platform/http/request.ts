import type { FastifyReply, FastifyRequest } from "fastify";

/** Fastify's request headers as WHATWG Headers, for libraries that speak fetch (better-auth). */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else headers.set(name, String(value));
  }
  return headers;
}

export function setCookies(reply: FastifyReply, cookies: string[]): void {
  if (cookies.length) reply.header("set-cookie", cookies);
}

/**
 * A Set-Cookie that makes the browser drop the cookie `name` set on path "/". A `__Secure-` name
 * is only accepted with `Secure`, so it carries it. Written here rather than by a cookie plugin:
 * the app reads no cookie through one, and a plugin's hooks would parse every request's cookies.
 */
export function expiredCookie(name: string): string {
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure-") ? "; Secure" : ""}`;
}

/** Sends a fetch Response (status, headers with every Set-Cookie, body) through Fastify. */
export async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
  });
  setCookies(reply, response.headers.getSetCookie());
  const body = await response.text();
  return reply.send(body);
}
