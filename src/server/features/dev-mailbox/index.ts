import type { Feature, Platform } from "../../platform/feature.js";
import type { DevOutboxRepository } from "../../platform/mail/dev-outbox.repository.js";
import { devMailboxRoutes } from "./dev-mailbox.routes.js";

/** The development mailbox at /dev/mailbox; app.ts mounts it only in development with the dev outbox. */
export function createDevMailboxFeature(p: Platform, outbox: DevOutboxRepository): Feature<Record<string, never>> {
  return { name: "dev-mailbox", service: {}, routes: devMailboxRoutes({ outbox, tasks: p.tasks }) };
}
