import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { overlayParamsSchema, perkSettingsSchema, perkSettingsUpdateSchema } from "#shared/perks";
import { requireUser, signedIn } from "../../platform/http/identity.js";
import type { PerksService } from "./perks.service.js";

/** /api/perks: the member's perk choices, and the onboarding overlays they have seen. */
export function perksRoutes(service: PerksService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ["perks"];
    const answer = { 200: perkSettingsSchema };

    r.get("/api/perks", { onRequest: requireUser, schema: { tags, response: answer } }, async (request) =>
      service.settings(signedIn(request).id),
    );
    r.patch(
      "/api/perks",
      { onRequest: requireUser, schema: { tags, body: perkSettingsUpdateSchema, response: answer } },
      async (request) => service.update(signedIn(request).id, request.body),
    );
    r.post(
      "/api/perks/overlays/:name/seen",
      { onRequest: requireUser, schema: { tags, params: overlayParamsSchema, response: answer } },
      async (request) => service.overlaySeen(signedIn(request).id, request.params.name),
    );
    r.post(
      "/api/perks/overlays/replay",
      { onRequest: requireUser, schema: { tags, response: answer } },
      async (request) => service.replayOverlays(signedIn(request).id),
    );
  };
}
