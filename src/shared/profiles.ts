import * as z from "zod/mini";
import { publicIdentitySchema } from "./identity.js";

/*
 * Profiles: the labels every page shows, the answers' contracts and small helpers. The contracts
 * are written with zod's mini build, so a page that only shows or parses a profile does not
 * carry full zod; what a member may type (with the spec's messages) is in profile-fields.ts.
 */

/** One stored set of genders (docs/spec/owner-decisions.md); quick setup offers the first three. */
export const genders = ["man", "woman", "non-binary", "prefer-not-to-say"] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = {
  man: "Man",
  woman: "Woman",
  "non-binary": "Non-binary",
  "prefer-not-to-say": "Prefer not to say",
};

/** Relationship intent (`looking_for`), separate from the genders one is interested in. */
export const intents = ["relationship", "casual", "friends", "unsure"] as const;
export type Intent = (typeof intents)[number];
export const intentLabels: Record<Intent, string> = {
  relationship: "Long-term relationship",
  casual: "Casual dating",
  friends: "New friends",
  unsure: "Not sure yet",
};

/** Genders a person can be interested in; an empty list means anyone. */
export const interestedInGenders = ["man", "woman", "non-binary"] as const;
export type InterestedIn = (typeof interestedInGenders)[number];
/** The same genders said as people one is interested in (editor, quick setup, search). */
export const interestedInLabels: Record<InterestedIn, string> = {
  man: "Men",
  woman: "Women",
  "non-binary": "Non-binary people",
};

/**
 * The prompts a member may answer (up to ProfileLimits.promptsMax), in our own words. Stored by
 * id, so a prompt's wording can be polished without touching anyone's answer.
 */
export const profilePrompts = {
  sunday: "A perfect Sunday looks like…",
  going_well: "I'll know it's going well when…",
  green_flag: "A green flag I look for…",
  geek_out: "I could talk for hours about…",
  simple_pleasure: "My simplest pleasure…",
  first_date: "My idea of a great first date…",
  teach_me: "Ask me to teach you…",
  dinner_debate: "An opinion I'll defend over dinner…",
  together: "Together we could…",
  comfort: "My comfort food, no shame…",
  learning: "Something I'm learning right now…",
  this_year: "This year I want to…",
} as const;
export type PromptId = keyof typeof profilePrompts;
export const promptIds = Object.keys(profilePrompts) as PromptId[];
export const isPromptId = (id: string): id is PromptId => Object.hasOwn(profilePrompts, id);

export const promptAnswerSchema = z.object({ prompt: z.enum(promptIds), answer: z.string() });
export type PromptAnswer = z.infer<typeof promptAnswerSchema>;

/*
 * Response contracts. Fastify serializes every answer through these, so a field that is not
 * listed here never leaves the server; the web app parses answers with the same schemas.
 */
/** `in_review`: held by the photo review for a moderator; only its owner sees it until then. */
export const photoSchema = z.object({
  id: z.string(),
  url: z.string(),
  created_at: z.string(),
  in_review: z.boolean(),
});
export type Photo = z.infer<typeof photoSchema>;

/** The signed-in user's own profile, every field. */
export const ownProfileSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  age: z.nullable(z.int()),
  date_of_birth: z.nullable(z.string()),
  gender: z.nullable(z.enum(genders)),
  height: z.nullable(z.int()),
  location: z.nullable(z.string()),
  occupation: z.nullable(z.string()),
  education: z.nullable(z.string()),
  looking_for: z.nullable(z.enum(intents)),
  interested_in: z.nullable(z.array(z.enum(interestedInGenders))),
  interests: z.array(z.string()),
  prompts: z.array(promptAnswerSchema),
  photos: z.array(photoSchema),
  avatar_url: z.nullable(z.string()),
  zip_code: z.nullable(z.string()),
  distance_preference: z.int(),
  age_preference_min: z.int(),
  age_preference_max: z.int(),
  ...publicIdentitySchema,
  identities_shown: z.boolean(),
  orientations_shown: z.boolean(),
  pronouns_shown: z.boolean(),
  /** The onboarding step reached (1-6); null once setup is done (shared/onboarding.ts). */
  onboarding_step: z.nullable(z.int()),
  last_online: z.nullable(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
  /** Whether the member holds the Verified mark (photo verification). */
  verified: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** What another member may see: no birth date, zip, coordinates, preferences or timestamps. */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.nullable(z.string()),
  age: z.nullable(z.int()),
  photos: z.array(z.string()),
  avatar_url: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  interests: z.array(z.string()),
  prompts: z.array(promptAnswerSchema),
  location: z.nullable(z.string()),
  occupation: z.nullable(z.string()),
  education: z.nullable(z.string()),
  looking_for: z.nullable(z.enum(intents)),
  /** Only what they chose to show (shared/identity.ts). */
  ...publicIdentitySchema,
  /** Their Unlocked Beyond badge: an active plan, not hidden by them (from the server's entitlements). */
  beyond_badge: z.boolean(),
  /** Their Verified mark: a live selfie matched their photos (photo verification). */
  verified: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export { lastOnlineSchema } from "./session.js";

/** Complete enough for the quiz (part 2 /quick-start): name, gender and looking_for. */
export function isProfileComplete(
  p: { name: string | null; gender: string | null; looking_for: string | null } | null | undefined,
): boolean {
  return Boolean(p?.name && p.gender && p.looking_for);
}

/**
 * Quick setup opens while any of these is missing: a gender, who they'd like to meet, a place
 * (a location or a zip: onboarding asks for the zip, and a member who gave it has a place).
 */
export function needsQuickSetup(
  p: Pick<OwnProfile, "gender" | "interested_in" | "location" | "zip_code"> | null | undefined,
): boolean {
  return Boolean(p) && (!p!.gender || p!.interested_in === null || (!p!.location && !p!.zip_code));
}

/** A location that is itself a US zip (5 or 9 digits) fills the zip field. */
export function zipFromLocation(location: string): string | null {
  const m = location.trim().match(/^(\d{5})(?:-?(\d{4}))?$/);
  return m ? (m[2] ? `${m[1]}-${m[2]}` : m[1]!) : null;
}
