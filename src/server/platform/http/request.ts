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
