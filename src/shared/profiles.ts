import { z } from "zod";
import * as zm from "zod/mini";
import { ageOn, dateOfBirthSchema, isRealDate } from "./auth.js";
import { ProfileLimits as L } from "./limits.js";
import { ProfileText as T } from "./messages.js";
import { storableText } from "./text.js";

/** One stored set of genders (DECISIONS.md); quick setup offers the first three. */
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

const optionalText = (message: string) => storableText().trim().max(L.textMax, message).nullable().optional();

export const nameSchema = z
  .string({ error: T.nameRequired })
  .trim()
  .min(1, T.nameRequired)
  .max(L.nameMax, T.nameTooLong)
  .regex(/^[\p{L}\p{M}\s'’-]+$/u, T.nameChars);

export const interestSchema = storableText().trim().min(1, T.interestEmpty).max(L.interestMax, T.interestTooLong);

/** Interests as the editor keeps them: trimmed, empty ones dropped, at most 20, no duplicates. */
export const interestsSchema = z
  .array(z.string())
  .transform((list) => [...new Set(list.map((i) => i.trim()).filter(Boolean))])
  .pipe(z.array(interestSchema).max(L.interestsMax, T.interestsTooMany));

/** The one date-of-birth schema (auth.ts), plus the profile's own 18+ message. */
export const profileDateOfBirthSchema = dateOfBirthSchema.check(zm.refine((d: string) => !isRealDate(d) || ageOn(d, new Date()) >= L.ageMin, T.ageMin));

const intFrom = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * Every editable field of a profile (part 1 §3/§5). The server accepts any subset of it
 * (PATCH); the editor always sends the whole form, so `name` is required there.
 */
export const profileFieldsSchema = z.object({
  name: nameSchema,
  bio: storableText().trim().max(L.bioMax, T.bioTooLong).nullable().optional(),
  age: z.number().int().min(L.ageMin, T.ageMin).max(L.ageMax, T.ageMax).nullable().optional(),
  date_of_birth: zm.optional(zm.nullable(profileDateOfBirthSchema)),
  gender: z.enum(genders, { error: T.genderInvalid }).nullable().optional(),
  height: intFrom(L.heightMinCm, L.heightMaxCm, T.heightInvalid).nullable().optional(),
  location: optionalText(T.locationTooLong),
  occupation: optionalText(T.occupationTooLong),
  education: optionalText(T.educationTooLong),
  looking_for: z.enum(intents, { error: T.lookingForInvalid }).nullable().optional(),
  interested_in: z.array(z.enum(interestedInGenders, { error: T.genderInvalid })).max(3).nullable().optional(),
  interests: interestsSchema.optional(),
  zip_code: z.string().trim().max(L.zipMax, T.zipTooLong).nullable().optional(),
  distance_preference: intFrom(L.distanceMin, L.distanceMax, T.distanceRange).optional(),
  age_preference_min: intFrom(L.agePreferenceMin, L.agePreferenceMax, T.agePrefRange).optional(),
  age_preference_max: intFrom(L.agePreferenceMin, L.agePreferenceMax, T.agePrefRange).optional(),
});

const agePrefOrder = <T extends { age_preference_min?: number; age_preference_max?: number }>(p: T) =>
  p.age_preference_min === undefined || p.age_preference_max === undefined || p.age_preference_min <= p.age_preference_max;

export const profileUpdateSchema = profileFieldsSchema
  .partial()
  .strict()
  .refine(agePrefOrder, { message: T.agePrefOrder, path: ["age_preference_min"] });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The editor's form: name required, the rest optional. */
export const profileFormSchema = profileFieldsSchema.refine(agePrefOrder, {
  message: T.agePrefOrder,
  path: ["age_preference_min"],
});
export type ProfileForm = z.input<typeof profileFormSchema>;

/*
 * Response contracts. Fastify serializes every answer through these, so a field that is not
 * listed here never leaves the server; the web app parses answers with the same schemas.
 */
export const photoSchema = z.object({ id: z.string(), url: z.string(), created_at: z.string() });
export type Photo = z.infer<typeof photoSchema>;

/** The signed-in user's own profile, every field. */
export const ownProfileSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  bio: z.string().nullable(),
  age: z.number().int().nullable(),
  date_of_birth: z.string().nullable(),
  gender: z.enum(genders).nullable(),
  height: z.number().int().nullable(),
  location: z.string().nullable(),
  occupation: z.string().nullable(),
  education: z.string().nullable(),
  looking_for: z.enum(intents).nullable(),
  interested_in: z.array(z.enum(interestedInGenders)).nullable(),
  interests: z.array(z.string()),
  photos: z.array(photoSchema),
  avatar_url: z.string().nullable(),
  zip_code: z.string().nullable(),
  distance_preference: z.number().int(),
  age_preference_min: z.number().int(),
  age_preference_max: z.number().int(),
  last_online: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;

/** What another member may see: no birth date, zip, coordinates, preferences or timestamps. */
export const publicProfileSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  age: z.number().int().nullable(),
  photos: z.array(z.string()),
  avatar_url: z.string().nullable(),
  bio: z.string().nullable(),
  interests: z.array(z.string()),
  location: z.string().nullable(),
  occupation: z.string().nullable(),
  education: z.string().nullable(),
  looking_for: z.enum(intents).nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** PUT /api/profile/avatar: which of the member's own photos is the main one. */
export const setMainPhotoSchema = z.object({ photo_id: z.string().uuid(T.photoNotFound) });

export { lastOnlineSchema } from "./session.js";

/** Complete enough for the quiz (part 2 /quick-start): name, gender and looking_for. */
export function isProfileComplete(
  p: { name: string | null; gender: string | null; looking_for: string | null } | null | undefined,
): boolean {
  return Boolean(p?.name && p.gender && p.looking_for);
}

/** Quick setup opens while any of these is missing. */
export function needsQuickSetup(p: Pick<OwnProfile, "gender" | "interested_in" | "location"> | null | undefined): boolean {
  return Boolean(p) && (!p!.gender || p!.interested_in === null || !p!.location);
}

/** A location that is itself a US zip (5 or 9 digits) fills the zip field. */
export function zipFromLocation(location: string): string | null {
  const m = location.trim().match(/^(\d{5})(?:-?(\d{4}))?$/);
  return m ? (m[2] ? `${m[1]}-${m[2]}` : m[1]!) : null;
}
