import type { FastifyRequest } from "fastify";
import type { ResolveUser } from "../../platform/http/identity.js";
import { toHeaders } from "../../platform/http/request.js";
import { credentialOf, type AuthService } from "./auth.service.js";

/**
 * Who an HTTP request is, for the platform's identity hook and the pages rendered on the server
 * (`cached` from this process's few-second session cache, `resolve` asking the session store),
 * and for the realtime feature, the session a socket opened with, asked again while it lives.
 */
export function createRequestIdentity(service: Pick<AuthService, "cachedUser" | "signedInUser" | "currentUserId">) {
  const credential = (request: FastifyRequest) => credentialOf(request.headers.authorization, request.headers.cookie);
  const identity: ResolveUser = {
    cached: (request) => service.cachedUser(credential(request)),
    resolve: (request) => service.signedInUser(credential(request), () => toHeaders(request)),
  };
  return {
    identity,
    /** The socket's own request is kept: its headers and credential are read once, at the upgrade. */
    sessionOf(request: FastifyRequest) {
      const headers = toHeaders(request);
      const given = credential(request);
      return {
        cached: async () => (await service.signedInUser(given, () => headers))?.id ?? null,
        fresh: () => service.currentUserId(headers),
      };
    },
  };
}
export type RequestIdentity = ReturnType<typeof createRequestIdentity>;
