import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ageVerificationResponseSchema,
  ageVerificationStatusSchema,
  ageVerificationSchema,
  messageResponseSchema,
  okMessageResponseSchema,
  okResponseSchema,
  sessionResponseSchema,
  signInResponseSchema,
  forgotPasswordSchema,
  resendConfirmationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "#shared/auth";
import { RateLimits } from "#shared/limits";
import { AuthText, AuthToasts } from "#shared/messages";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { byIp, type RateLimitGuard } from "../../platform/http/rate-limit.js";
import { sendWebResponse, setCookies, toHeaders } from "../../platform/http/request.js";
import type { Auth } from "./auth.js";
import type { AuthService } from "./auth.service.js";
import { openRead } from "../../platform/http/page-reads.js";

type Deps = { auth: Auth; service: AuthService; rateLimit: RateLimitGuard; appUrl: string };

/** A client that keeps its session as a bearer token says so on sign-in: `x-auth-transport: bearer`. */
const BEARER_REQUEST_HEADER = "x-auth-transport";

export function authRoutes({ auth, service, rateLimit, appUrl }: Deps) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["auth"];
    const tooMany = AuthText.tooManyAttempts;

    openRead(app, "/api/auth/session", { tags, response: { 200: sessionResponseSchema } }, async (asker) => {
      const { body, setCookies: cookies } = await service.session(asker.headers());
      asker.setCookies(cookies);
      return body;
    });

    r.post(
      "/api/auth/sign-up",
      {
        preHandler: rateLimit("sign-up", RateLimits.signUpPerIp, byIp, tooMany),
        schema: { tags, body: signUpSchema, response: { 201: messageResponseSchema } },
      },
      async (request, reply) => {
        await service.signUp(
          { email: request.body.email, password: request.body.password, dateOfBirth: request.body.date_of_birth },
          toHeaders(request),
        );
        return reply.status(201).send({ message: AuthToasts.checkEmail.description });
      },
    );

    r.post(
      "/api/auth/sign-in",
      {
        preHandler: rateLimit("sign-in", RateLimits.signInPerIp, byIp, tooMany),
        schema: { tags, body: signInSchema, response: { 200: signInResponseSchema, 202: messageResponseSchema } },
      },
      async (request, reply) => {
        const result = await service.signIn(request.body, request.ip, toHeaders(request));
        // Under a distributed guess: one more step, by mail (auth.service.ts).
        if (result.linkSent) return reply.status(202).send(result.linkSent);
        const { body, setCookies: cookies, bearerToken } = result;
        setCookies(reply, cookies);
        // Only a client that asks for it (the native shell without cookies) gets the token in a
        // header: a browser's page never sees its session token, which stays an HttpOnly cookie.
        if (request.headers[BEARER_REQUEST_HEADER] === "bearer" && bearerToken)
          reply.header("set-auth-token", bearerToken);
        return body;
      },
    );

    r.post("/api/auth/sign-out", { schema: { tags, response: { 200: okResponseSchema } } }, async (request, reply) => {
      const { body, setCookies: cookies } = await service.signOut(toHeaders(request), request.user?.id);
      setCookies(reply, cookies);
      return body;
    });

    r.post(
      "/api/auth/forgot-password",
      {
        preHandler: rateLimit("reset", RateLimits.resetPerIp, byIp, tooMany),
        schema: { tags, body: forgotPasswordSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => service.forgotPassword(request.body.email),
    );

    r.post(
      "/api/auth/resend-confirmation",
      {
        preHandler: rateLimit("resend-confirmation", RateLimits.resendConfirmationPerIp, byIp, tooMany),
        schema: { tags, body: resendConfirmationSchema, response: { 200: okMessageResponseSchema } },
      },
      async (request) => service.resendConfirmation(request.body.email),
    );

    r.post(
      "/api/auth/reset-password",
      {
        preHandler: rateLimit("reset", RateLimits.resetPerIp, byIp, tooMany),
        schema: { tags, body: resetPasswordSchema, response: { 200: okResponseSchema } },
      },
      async (request) => service.resetPassword(request.body.token, request.body.new_password),
    );

    r.post(
      "/api/auth/age-verification",
      {
        onRequest: requireUser,
        schema: { tags, body: ageVerificationSchema, response: { 200: ageVerificationResponseSchema } },
      },
      async (request) => service.verifyAge(signedIn(request).id, request.body.date_of_birth),
    );
    r.get(
      "/api/auth/age-verification",
      { onRequest: requireUser, schema: { tags, response: { 200: ageVerificationStatusSchema } } },
      async (request) => service.ageVerificationStatus(signedIn(request).id),
    );

    // The links our mails carry are better-auth's own endpoints: they check the token,
    // set the session cookie (confirmation) and redirect into the app.
    const passThrough = async (request: FastifyRequest, reply: Parameters<typeof sendWebResponse>[0]) => {
      const url = new URL(request.url, "http://internal");
      const response = await auth.handler(
        new Request(new URL(url.pathname + url.search, appUrl), { headers: toHeaders(request) }),
      );
      return sendWebResponse(reply, response);
    };
    // Redirects, not JSON: they answer 302 with a Location, so they declare no response body.
    // Our mails name one of our own paths to land on; anything else (another origin, `//host`, a
    // character a Location header cannot carry) is refused before the token is looked at: one once
    // confirmed the address and made a session, then failed to redirect (a 500, no cookie).
    const ownPath = z.string().regex(/^\/(?!\/)[\x21-\x7E]*$/);
    r.get(
      "/api/auth/verify-email",
      {
        config: { notJson: "redirect" },
        schema: { tags, querystring: z.object({ token: z.string(), callbackURL: ownPath.optional() }) },
      },
      passThrough,
    );
    // The one-time sign-in link mailed while an account is under a distributed guess (auth.service.ts).
    r.get(
      "/api/auth/magic-link/verify",
      {
        config: { notJson: "redirect" },
        schema: {
          tags,
          querystring: z.object({
            token: z.string(),
            callbackURL: ownPath.optional(),
            errorCallbackURL: ownPath.optional(),
          }),
        },
      },
      passThrough,
    );
    r.get(
      "/api/auth/reset-password/:token",
      { config: { notJson: "redirect" }, schema: { tags, params: z.object({ token: z.string() }) } },
      passThrough,
    );
  };
}
