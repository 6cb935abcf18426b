import type { Feature, Platform } from "../../platform/feature.js";
import { createInvitationsRepository } from "./invitations.repository.js";
import { invitationsRoutes } from "./invitations.routes.js";
import { createInvitationsService, type InvitationsService } from "./invitations.service.js";

/** Invitations from the home page's invite card: a real mail, limited per sender. */
export function createInvitationsFeature(p: Platform): Feature<InvitationsService> {
  const repo = createInvitationsRepository(p.db);
  const service = createInvitationsService({ repo, mailer: p.mailer, appUrl: p.config.appUrl });
  return {
    name: "invitations",
    exportOf: repo.exportRows,
    service,
    routes: invitationsRoutes(service, p.rateLimit),
  };
}
