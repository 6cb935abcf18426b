import type { Migration } from "kysely";
import * as m0001 from "./0001-accounts.js";
import * as m0002 from "./0002-mail-and-pages.js";
import * as m0003 from "./0003-profiles.js";
import * as m0004 from "./0004-foundation.js";
import * as m0005 from "./0005-quiz.js";
import * as m0006 from "./0006-likes-and-matches.js";
import * as m0007 from "./0007-discovery.js";
import * as m0008 from "./0008-discovery-walk.js";
import * as m0009 from "./0009-visibility-indexes.js";
import * as m0010 from "./0010-messaging.js";
import * as m0011 from "./0011-reports-and-blocks.js";
import * as m0012 from "./0012-location-sharing.js";
import * as m0013 from "./0013-memberships-and-payments.js";
import * as m0014 from "./0014-priority-matching.js";
import * as m0015 from "./0015-discovery-allowance.js";
import * as m0016 from "./0016-memory-vault.js";
import * as m0017 from "./0017-connection-dna.js";
import * as m0018 from "./0018-ai-digests.js";
import * as m0019 from "./0019-echo-chats.js";
import * as m0020 from "./0020-account-deletion.js";
import * as m0021 from "./0021-data-exports.js";
import * as m0022 from "./0022-notifications.js";
import * as m0023 from "./0023-faq-accuracy.js";
import * as m0024 from "./0024-video-calls.js";
import * as m0025 from "./0025-event-keys.js";
import * as m0026 from "./0026-idempotency-keys.js";
import * as m0027 from "./0027-report-messages.js";
import * as m0028 from "./0028-profile-prompts.js";
import * as m0029 from "./0029-quiz-drafts.js";
import * as m0030 from "./0030-discovery-rankings.js";
import * as m0031 from "./0031-discovery-wanted-by.js";
import * as m0032 from "./0032-message-client-key.js";
import * as m0033 from "./0033-match-memory.js";
import * as m0034 from "./0034-perk-settings.js";
import * as m0035 from "./0035-feature-flags.js";
import * as m0036 from "./0036-quiz-packs.js";
import * as m0037 from "./0037-moderation.js";
import * as m0038 from "./0038-faq-moderation.js";
import * as m0039 from "./0039-places-as-people-say-them.js";
import * as m0040 from "./0040-identity.js";
import * as m0041 from "./0041-answer-importance.js";
import * as m0043 from "./0043-onboarding-steps.js";
import * as m0044 from "./0044-discovery-listed.js";
import * as m0045 from "./0045-liked-parts.js";
import * as m0046 from "./0046-audit-log-no-truncate.js";
import * as m0047 from "./0047-photo-verification.js";
import * as m0048 from "./0048-verification-review.js";
import * as m0049 from "./0049-block-photo-source.js";

/** Every migration, in order. Add new ones at the end; never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  "0001-accounts": m0001,
  "0002-mail-and-pages": m0002,
  "0003-profiles": m0003,
  "0004-foundation": m0004,
  "0005-quiz": m0005,
  "0006-likes-and-matches": m0006,
  "0007-discovery": m0007,
  "0008-discovery-walk": m0008,
  "0009-visibility-indexes": m0009,
  "0010-messaging": m0010,
  "0011-reports-and-blocks": m0011,
  "0012-location-sharing": m0012,
  "0013-memberships-and-payments": m0013,
  "0014-priority-matching": m0014,
  "0015-discovery-allowance": m0015,
  "0016-memory-vault": m0016,
  "0017-connection-dna": m0017,
  "0018-ai-digests": m0018,
  "0019-echo-chats": m0019,
  "0020-account-deletion": m0020,
  "0021-data-exports": m0021,
  "0022-notifications": m0022,
  "0023-faq-accuracy": m0023,
  "0024-video-calls": m0024,
  "0025-event-keys": m0025,
  "0026-idempotency-keys": m0026,
  "0027-report-messages": m0027,
  "0028-profile-prompts": m0028,
  "0029-quiz-drafts": m0029,
  "0030-discovery-rankings": m0030,
  "0031-discovery-wanted-by": m0031,
  "0032-message-client-key": m0032,
  "0033-match-memory": m0033,
  "0034-perk-settings": m0034,
  "0035-feature-flags": m0035,
  "0036-quiz-packs": m0036,
  "0037-moderation": m0037,
  "0038-faq-moderation": m0038,
  "0039-places-as-people-say-them": m0039,
  "0040-identity": m0040,
  "0041-answer-importance": m0041,
  "0043-onboarding-steps": m0043,
  "0044-discovery-listed": m0044,
  "0045-liked-parts": m0045,
  "0046-audit-log-no-truncate": m0046,
  "0047-photo-verification": m0047,
  "0048-verification-review": m0048,
  "0049-block-photo-source": m0049,
};
