import * as z from "zod/mini";
import { ModerationLimits } from "./limits.js";
import { promptAnswerSchema, intents } from "./profiles.js";
import { reportReasons } from "./safety.js";
import { storableText } from "./text.js";

/*
 * Trust and safety (ADR 0318, 0320, 0325): what a moderator decides, what the console shows and
 * what members are told. Contracts for /api/moderation/* (moderators only), /api/notices and
 * /api/appeals, and every word the member or the moderator reads.
 */

export const caseKinds = ["reports", "photo", "appeal", "verification"] as const;
export type CaseKind = (typeof caseKinds)[number];

/** Text a moderator may take off a profile (a photo is removed by its id). */
export const removableFields = ["bio", "occupation", "education", "prompts"] as const;
export type RemovableField = (typeof removableFields)[number];
export const removableFieldLabels: Record<RemovableField, string> = {
  bio: "Bio",
  occupation: "Occupation",
  education: "Education",
  prompts: "Prompt answers",
};

const reason = z.pipe(
  z.pipe(
    storableText(),
    z.transform((s: string) => s.trim()),
  ),
  z
    .string()
    .check(
      z.minLength(1, "Say why: the member and the audit log read it."),
      z.maxLength(ModerationLimits.reasonMax, `A reason is at most ${ModerationLimits.reasonMax} characters.`),
    ),
);

/** A moderator's decision on a case; every one is written to the audit log with its reason. */
export const moderationActionSchema = z.discriminatedUnion("action", [
  z.strictObject({ action: z.literal("dismiss"), reason }),
  z.strictObject({ action: z.literal("warn"), reason }),
  z.strictObject({ action: z.literal("remove_photo"), reason, photo_id: z.string().check(z.maxLength(100)) }),
  z.strictObject({ action: z.literal("remove_field"), reason, field: z.enum(removableFields) }),
  z.strictObject({
    action: z.literal("suspend"),
    reason,
    days: z
      .int()
      .check(
        z.gte(1, "Suspend for at least one day."),
        z.lte(ModerationLimits.suspensionDaysMax, `Suspend for at most ${ModerationLimits.suspensionDaysMax} days.`),
      ),
  }),
  // A ban cannot be taken back by accident: the moderator's own password, asked again.
  z.strictObject({ action: z.literal("ban"), reason, password: z.string().check(z.minLength(1), z.maxLength(200)) }),
  z.strictObject({ action: z.literal("lift"), reason }),
  z.strictObject({ action: z.literal("uphold"), reason }),
  z.strictObject({ action: z.literal("approve_photo"), reason }),
  // A verification review: the pictures of the member's live check show the person in their photos.
  // `photo_ids`: the member's photos the moderator compared them with (the mark follows those).
  z.strictObject({
    action: z.literal("confirm_verification"),
    reason,
    photo_ids: z.array(z.string().check(z.maxLength(100))).check(z.maxLength(50)),
  }),
]);
export type ModerationActionInput = z.input<typeof moderationActionSchema>;
export type ModerationAction = ModerationActionInput["action"];

export const moderationActionLabels: Record<ModerationAction, string> = {
  dismiss: "Dismiss",
  warn: "Warn",
  remove_photo: "Remove photo",
  remove_field: "Remove text",
  suspend: "Suspend",
  ban: "Ban",
  lift: "Lift suspension or ban",
  uphold: "Uphold decision",
  approve_photo: "Approve photo",
  confirm_verification: "Confirm verification",
};

/** The reported member's profile as it stood when reported (kept with the report as evidence). */
export const profileSnapshotSchema = z.object({
  name: z.nullable(z.string()),
  age: z.nullable(z.int()),
  location: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  occupation: z.nullable(z.string()),
  education: z.nullable(z.string()),
  looking_for: z.nullable(z.enum(intents)),
  interests: z.array(z.string()),
  prompts: z.array(promptAnswerSchema),
});
export type ProfileSnapshot = z.infer<typeof profileSnapshotSchema>;

const restrictionSchema = z.object({
  id: z.string(),
  kind: z.enum(["suspension", "ban"]),
  reason: z.string(),
  starts_at: z.string(),
  ends_at: z.nullable(z.string()),
});
export type Restriction = z.infer<typeof restrictionSchema>;

export const caseSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(caseKinds),
  subject_id: z.string(),
  /** Their current name, or the name in the newest evidence once the account is gone. */
  subject_name: z.nullable(z.string()),
  subject_deleted: z.boolean(),
  reasons: z.array(z.enum(reportReasons)),
  report_count: z.int(),
  urgent: z.boolean(),
  /** Held from discovery, nearby and search until a moderator decides. */
  hidden: z.boolean(),
  opened_at: z.string(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;
export const caseQueueSchema = z.object({ cases: z.array(caseSummarySchema) });
export const caseQueueQuerySchema = z.object({ reason: z.optional(z.enum(reportReasons)) });

export const evidenceReportSchema = z.object({
  id: z.string(),
  reason: z.enum(reportReasons),
  description: z.nullable(z.string()),
  created_at: z.string(),
  /** Null once the reporter deleted their account. */
  reporter_id: z.nullable(z.string()),
  counts_toward_hold: z.boolean(),
  profile: z.nullable(profileSnapshotSchema),
  /** Evidence copies of their photos, served to moderators only. */
  photos: z.array(z.string()),
  /** The conversation up to the report, as the reporter saw it. */
  messages: z.array(z.object({ from: z.enum(["reporter", "reported"]), text: z.string(), sent_at: z.string() })),
});
export type EvidenceReport = z.infer<typeof evidenceReportSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  reason: z.string(),
  moderator_id: z.nullable(z.string()),
  created_at: z.string(),
});

export const caseDetailSchema = z.object({
  case: caseSummarySchema,
  status: z.enum(["open", "closed"]),
  reports: z.array(evidenceReportSchema),
  /** A held photo's case: the photo, and what the classifier said. */
  photo: z.nullable(z.object({ id: z.string(), url: z.string(), status: z.string() })),
  appeal: z.nullable(z.object({ text: z.string(), created_at: z.string(), restriction: restrictionSchema })),
  /** A verification review: the pictures of each step of the member's live check (moderators only). */
  verification: z.nullable(z.object({ pictures: z.array(z.string()) })),
  /** The member as they are now (null once deleted): what a removal can still take away. */
  current: z.nullable(
    z.object({
      photos: z.array(z.object({ id: z.string(), url: z.string(), in_review: z.boolean() })),
      fields: z.array(z.enum(removableFields)),
      restriction: z.nullable(restrictionSchema),
    }),
  ),
  audit: z.array(auditEntrySchema),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const moderatorStatusSchema = z.object({ moderator: z.boolean() });

/** What a member is told: a warning, that their report was reviewed, an outcome about them. */
export const noticeSchema = z.object({
  id: z.string(),
  kind: z.enum(["warning", "report_reviewed", "outcome"]),
  text: z.string(),
  created_at: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticesSchema = z.object({ notices: z.array(noticeSchema) });

/** A suspended or banned member's one appeal per decision, sent with the credentials they signed in with. */
export const appealSchema = z.strictObject({
  email: z.string().check(z.maxLength(320)),
  password: z.string().check(z.maxLength(200)),
  text: z.pipe(
    z.pipe(
      storableText(),
      z.transform((s: string) => s.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(1, "Tell us why the decision should change."),
        z.maxLength(ModerationLimits.appealMax, `An appeal is at most ${ModerationLimits.appealMax} characters.`),
      ),
  ),
});
export type AppealInput = z.input<typeof appealSchema>;

/** The /appeal form: the request's rules, and what to say beside an empty email or password. */
export const appealFormSchema = z.object({
  email: appealSchema.shape.email.check(z.refine((v) => v.trim() !== "", "Enter the email of your account.")),
  password: appealSchema.shape.password.check(z.refine((v) => v !== "", "Enter your password.")),
  text: appealSchema.shape.text,
});

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export const ModerationText = {
  notFound: "That case could not be found.",
  closed: "This case is already closed.",
  notApplicable: "That action does not fit this case.",
  photoGone: "That photo is no longer on the profile.",
  photosChanged: "The member's photos changed since you opened this case. Look again before you decide.",
  nothingToLift: "This member has no suspension or ban to lift.",
  wrongPassword: "That password is not right.",
  memberGone: "This member deleted their account; only dismissing the case is left.",
  /** Told to a member whose report was reviewed, whatever was decided about the other person. */
  reportReviewed: "Thank you for your report. Our team has reviewed it and taken any action needed.",
  warning: (reason: string) => `A warning from the Unlocked team: ${reason}`,
  photoRemoved: (reason: string) => `A photo was removed from your profile: ${reason}`,
  fieldRemoved: (label: string, reason: string) =>
    `Your ${label.toLowerCase()} was removed from your profile: ${reason}`,
  photoApproved: "Your photo was reviewed and is now on your profile.",
  photoRefusedAfterReview: (reason: string) => `A photo you added was reviewed and removed: ${reason}`,
  lifted: "Your suspension was lifted. Welcome back.",
  appealUpheld: "Your appeal was reviewed; the decision stands.",
  verificationConfirmed:
    "A moderator reviewed your check and confirmed it's you: your profile now shows the Verified mark.",
  verificationRefused: (reason: string) =>
    `A moderator reviewed your check and couldn't confirm it's you: ${reason} You can take the check again.`,
  verificationCaseGone: "The member deleted their account; the pictures of their check were deleted with it.",
  suspended: (r: { reason: string; ends_at: string }) =>
    `Your account is suspended until ${day(r.ends_at)}. Reason: ${r.reason}`,
  banned: (r: { reason: string }) => `Your account has been banned. Reason: ${r.reason}`,
  bannedEmail: "This email address cannot be used for a new account.",
  appealSent: "Your appeal was sent. A moderator will review it.",
  /** While the account is under a distributed password guess: the same words for a right and a wrong password. */
  appealSentIfRight: "If your email and password were right, your appeal was sent. A moderator will review it.",
  appealTwice: "You have already appealed this decision.",
  noDecision: "There is no decision on this account to appeal.",
  noticeTitle: {
    warning: "A warning about your account",
    report_reviewed: "Report reviewed",
    outcome: "About your profile",
  },
} as const;
