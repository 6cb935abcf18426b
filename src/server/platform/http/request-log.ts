import { LogController, type FastifyReply, type FastifyRequest } from "fastify";

/**
 * One log line per request (ADR 0108). It names the route pattern, never the raw URL: reset
 * tokens travel in a path (/api/auth/reset-password/:token) and confirmation tokens in a query.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? "(no route)",
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }
}
