import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import * as zm from "zod/mini";
import { okResponseSchema } from "#shared/auth";
import {
  momentInputSchema,
  momentSchema,
  momentUpdateSchema,
  promptInputSchema,
  promptUpdateSchema,
  savedMatchInputSchema,
  savedMatchSchema,
  savedMatchUpdateSchema,
  savedPromptSchema,
  vaultItemParamsSchema,
  vaultKinds,
  vaultSchema,
} from "#shared/memory-vault";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { MemoryVaultService } from "./memory-vault.service.js";

/** /api/memory-vault: the whole vault, and an item of each list saved, edited or removed. */
export function memoryVaultRoutes(service: MemoryVaultService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["memory-vault"];
    const base = "/api/memory-vault";
    const item = { onRequest: requireUser, schema: { tags, params: vaultItemParamsSchema } };

    r.get(base, { onRequest: requireUser, schema: { tags, response: { 200: vaultSchema } } }, async (request) =>
      service.vault(signedIn(request).id),
    );
    r.get(
      `${base}/favorites`,
      { onRequest: requireUser, schema: { tags, response: { 200: z.object({ match_ids: z.array(z.string()) }) } } },
      async (request) => ({
        match_ids: await service.favouriteMatchIds(signedIn(request).id),
      }),
    );

    r.post(
      `${base}/matches`,
      { onRequest: requireUser, schema: { tags, body: savedMatchInputSchema, response: { 201: savedMatchSchema } } },
      async (request, reply) =>
        reply.status(201).send(await service.saveMatch(signedIn(request).id, request.body.match_id, request.body.note)),
    );
    r.patch(
      `${base}/matches/:id`,
      { ...item, schema: { ...item.schema, body: savedMatchUpdateSchema, response: { 200: savedMatchSchema } } },
      async (request) => service.updateMatchNote(signedIn(request).id, request.params.id, request.body.note),
    );

    r.post(
      `${base}/prompts`,
      { onRequest: requireUser, schema: { tags, body: promptInputSchema, response: { 201: savedPromptSchema } } },
      async (request, reply) => reply.status(201).send(await service.savePrompt(signedIn(request).id, request.body)),
    );
    r.patch(
      `${base}/prompts/:id`,
      { ...item, schema: { ...item.schema, body: promptUpdateSchema, response: { 200: savedPromptSchema } } },
      async (request) => service.updatePrompt(signedIn(request).id, request.params.id, request.body),
    );

    r.post(
      `${base}/moments`,
      { onRequest: requireUser, schema: { tags, body: momentInputSchema, response: { 201: momentSchema } } },
      async (request, reply) => reply.status(201).send(await service.addMoment(signedIn(request).id, request.body)),
    );
    r.patch(
      `${base}/moments/:id`,
      { ...item, schema: { ...item.schema, body: momentUpdateSchema, response: { 200: momentSchema } } },
      async (request) => service.updateMoment(signedIn(request).id, request.params.id, request.body),
    );

    r.delete(
      `${base}/:kind/:id`,
      {
        onRequest: requireUser,
        schema: {
          tags,
          params: zm.extend(vaultItemParamsSchema, { kind: z.enum(vaultKinds) }),
          response: { 200: okResponseSchema },
        },
      },
      async (request) => {
        await service.remove(signedIn(request).id, request.params.kind, request.params.id);
        return { ok: true as const };
      },
    );
  };
}
