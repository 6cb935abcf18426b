import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  changeEmailSchema,
  changePasswordSchema,
  dataExportSchema,
  dataExportsSchema,
  deleteAccountSchema,
  exportParamsSchema,
  revokedSchema,
  sessionParamsSchema,
  sessionsSchema,
} from "#shared/account";
import { messageResponseSchema, okMessageResponseSchema, okResponseSchema } from "#shared/auth";
import { RateLimits } from "#shared/limits";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import { byUser, type RateLimitGuard } from "../../platform/http/rate-limit.js";
import type { IdempotencyGuard } from "../../platform/idempotency/idempotency.js";
import { expiredCookie, setCookies, toHeaders } from "../../platform/http/request.js";
import type { AccountService } from "./account.service.js";
import type { ExportsService } from "./exports.service.js";

/** The browser's session cookie, under either name better-auth gives it (plain, or __Secure- on https). */
const SESSION_COOKIES = [
  "better-auth.session_token",
  "__Secure-better-auth.session_token",
  "better-auth.session_data",
  "__Secure-better-auth.session_data",
];

/**
 * /settings: the member's password, email, sessions, and deleting the account. What checks the
 * password is rate limited per member (a stolen session cannot try passwords at will).
 */
export function accountRoutes({
  account,
  exports,
  rateLimit,
  once,
}: {
  account: AccountService;
  exports: ExportsService;
  rateLimit: RateLimitGuard;
  once: IdempotencyGuard;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["account"];
    const limited = rateLimit("account-change", RateLimits.accountChangesPerUser, byUser);

    r.post(
      "/api/account/password",
      {
        onRequest: requireUser,
        preHandler: limited,
        schema: { tags, body: changePasswordSchema, response: { 200: okMessageResponseSchema } },
      },
      async (request, reply) => {
        const { body, setCookies: cookies } = await account.changePassword(
          signedIn(request).id,
          request.body,
          toHeaders(request),
        );
        setCookies(reply, cookies);
        return body;
      },
    );
    r.post(
      "/api/account/email",
      {
        onRequest: requireUser,
        preHandler: limited,
        schema: { tags, body: changeEmailSchema, response: { 200: messageResponseSchema } },
      },
      async (request) => account.changeEmail(signedIn(request).id, request.body, toHeaders(request)),
    );
    r.get(
      "/api/account/sessions",
      { onRequest: requireUser, schema: { tags, response: { 200: sessionsSchema } } },
      async (request) => account.sessions(signedIn(request).id, toHeaders(request)),
    );
    r.delete(
      "/api/account/sessions/:id",
      { onRequest: requireUser, schema: { tags, params: sessionParamsSchema, response: { 200: revokedSchema } } },
      async (request) => account.revokeSession(signedIn(request).id, request.params.id, toHeaders(request)),
    );
    r.delete(
      "/api/account/sessions",
      { onRequest: requireUser, schema: { tags, response: { 200: revokedSchema } } },
      async (request) => account.revokeOtherSessions(signedIn(request).id, toHeaders(request)),
    );
    r.post(
      "/api/account/exports",
      {
        onRequest: requireUser,
        ...once(rateLimit("data-export", RateLimits.exportsPerUser, byUser)),
        schema: { tags, response: { 202: dataExportSchema } },
      },
      async (request, reply) => reply.status(202).send(await exports.request(signedIn(request).id)),
    );
    r.get(
      "/api/account/exports",
      { onRequest: requireUser, schema: { tags, response: { 200: dataExportsSchema } } },
      async (request) => ({
        exports: await exports.list(signedIn(request).id),
      }),
    );
    // A file, not JSON: its contract is the zip itself (content-type and disposition below).
    r.get(
      "/api/account/exports/:id/download",
      { onRequest: requireUser, config: { notJson: "file" }, schema: { tags, params: exportParamsSchema } },
      async (request, reply) => {
        const { data, filename } = await exports.download(signedIn(request).id, request.params.id);
        return reply
          .header("content-type", "application/zip")
          .header("content-disposition", `attachment; filename="${filename}"`)
          .header("cache-control", "private, no-store")
          .send(data);
      },
    );
    r.delete(
      "/api/account",
      {
        onRequest: requireUser,
        preHandler: limited,
        schema: { tags, body: deleteAccountSchema, response: { 200: okResponseSchema } },
      },
      async (request, reply) => {
        await account.deleteAccount(signedIn(request).id, request.body.password, toHeaders(request));
        setCookies(reply, SESSION_COOKIES.map(expiredCookie));
        return { ok: true as const };
      },
    );
  };
}
