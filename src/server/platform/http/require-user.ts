import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { SignedInUser } from "../../../shared/auth.js";
import { ErrorCodes } from "../../../shared/errors.js";
import { AuthText } from "../../../shared/messages.js";
import { AppError } from "./errors.js";
import { toHeaders } from "./request.js";

declare module "fastify" {
  interface FastifyRequest {
    user?: SignedInUser;
  }
}

/** A preHandler that admits only signed-in users and puts the user on `request.user`. */
export function createRequireUser(currentUser: (headers: Headers) => Promise<SignedInUser | null>): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const user = await currentUser(toHeaders(request));
    if (!user) throw new AppError(401, ErrorCodes.unauthorized, AuthText.signInRequired);
    request.user = user;
  };
}
