import { z } from "zod";
import * as zm from "zod/mini";
import { ageOn, dateOfBirthSchema, isRealDate } from "./auth.js";
import { ProfileLimits as L } from "./limits.js";
import { ProfileText as T } from "./messages.js";
import { genders, interestedInGenders, intents } from "./profiles.js";
import { storableText } from "./text.js";

/*
 * What a member may type into a profile, with the spec's messages: the server checks every
 * update against these and the editor's form validates with the same ones.
 */

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

/** PUT /api/profile/avatar: which of the member's own photos is the main one. */
export const setMainPhotoSchema = z.object({ photo_id: z.string().uuid(T.photoNotFound) });
