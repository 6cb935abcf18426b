import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { callConfigSchema } from "#shared/video-calls";
import type { Feature, Platform } from "../../platform/feature.js";
import { requireUser } from "../../platform/http/identity.js";
import { createVideoCallsRepository } from "./video-calls.repository.js";
import { createVideoCallsService, type VideoCallsService } from "./video-calls.service.js";

type Deps = Pick<Parameters<typeof createVideoCallsService>[0], "partnerIn" | "entitled">;

/** Video calls (Plus and Beyond): signalling over the realtime channel, and the ICE servers a call uses. */
export function createVideoCallsFeature(p: Platform, deps: Deps): Feature<VideoCallsService> {
  const service = createVideoCallsService({ bus: p.bus, repo: createVideoCallsRepository(p.db), now: p.now, ...deps });
  return {
    name: "video-calls",
    service,
    routes: async (app: FastifyInstance) => {
      app
        .withTypeProvider<ZodTypeProvider>()
        .get(
          "/api/calls/config",
          { onRequest: requireUser, schema: { tags: ["video-calls"], response: { 200: callConfigSchema } } },
          async () => ({
            ice_servers: p.config.iceServers,
          }),
        );
    },
  };
}
export type { VideoCallsService };
