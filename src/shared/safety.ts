import * as z from "zod/mini";
import { SafetyLimits } from "./limits.js";
import { SafetyText } from "./messages.js";
import { storableText } from "./text.js";

/** Part 2 §3 safety_settings, with the spec's defaults (a new account's row has them). */
export const profileVisibilities = ["public", "matches_only", "private"] as const;
export const safetySettingsSchema = z.object({
  allow_messages_from_new_matches: z.boolean(),
  require_age_verification: z.boolean(),
  block_explicit_content: z.boolean(),
  location_sharing_enabled: z.boolean(),
  profile_visibility: z.enum(profileVisibilities),
});
export type SafetySettings = z.infer<typeof safetySettingsSchema>;

/** Part 2 §3's defaults: a new account's row (migration 0004), and what a visitor sees on /safety. */
export const defaultSafetySettings: SafetySettings = {
  allow_messages_from_new_matches: true,
  require_age_verification: true,
  block_explicit_content: true,
  location_sharing_enabled: false,
  profile_visibility: "public",
};
export const safetySettingsUpdateSchema = z.strictObject(z.partial(safetySettingsSchema).shape);
export type SafetySettingsUpdate = z.infer<typeof safetySettingsUpdateSchema>;

export const reportReasons = [
  "inappropriate_content",
  "harassment",
  "spam",
  "fake_profile",
  "underage",
  "other",
] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  inappropriate_content: "Inappropriate content",
  harassment: "Harassment",
  spam: "Spam",
  fake_profile: "Fake profile",
  underage: "Underage user",
  other: "Other",
};

export const reportSchema = z.object({
  reported_user_id: z.string().check(z.minLength(1), z.maxLength(100)),
  reason: z.enum(reportReasons, { error: SafetyText.reasonRequired.description }),
  /** Optional; trimmed; empty means none. */
  description: z.optional(
    z.pipe(
      z.pipe(
        storableText(),
        z.transform((s: string) => s.trim()),
      ),
      z.string().check(z.maxLength(SafetyLimits.reportDetailsMax, SafetyText.detailsTooLong)),
    ),
  ),
});
export type ReportInput = z.input<typeof reportSchema>;

export const blockSchema = z.object({ blocked_user_id: z.string().check(z.minLength(1), z.maxLength(100)) });
export type BlockInput = z.input<typeof blockSchema>;

/** /safety's list of the members one blocked, as they were when blocked (Unblock; ADR 0311). */
export const blockedMemberSchema = z.object({
  user_id: z.string(),
  name: z.nullable(z.string()),
  photo_url: z.nullable(z.string()),
  blocked_at: z.string(),
});
export type BlockedMember = z.infer<typeof blockedMemberSchema>;
export const blockedListSchema = z.object({ blocks: z.array(blockedMemberSchema) });
export const unblockParamsSchema = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)) });
