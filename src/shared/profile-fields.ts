import * as z from "zod/mini";
import { ageOn, dateOfBirthSchema, isRealDate } from "./auth.js";
import { ProfileLimits as L } from "./limits.js";
import { ProfileText as T } from "./messages.js";
import { identityFieldsSchema } from "./identity.js";
import { onboardingStepSchema } from "./onboarding.js";
import { genders, interestedInGenders, intents, promptIds } from "./profiles.js";
import { storableText } from "./text.js";

/*
 * What a member may type into a profile, with the spec's messages: the server checks every
 * update against these and the editor's form validates with the same ones. zod's mini build,
 * like auth.ts, so the editor's page does not carry full zod.
 */

const optionalText = (message: string) =>
  z.optional(z.nullable(storableText().check(z.trim(), z.maxLength(L.textMax, message))));

export const nameSchema = z
  .string({ error: T.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, T.nameRequired),
    z.maxLength(L.nameMax, T.nameTooLong),
    z.regex(/^[\p{L}\p{M}\s'’-]+$/u, T.nameChars),
  );

export const interestSchema = storableText().check(
  z.trim(),
  z.minLength(1, T.interestEmpty),
  z.maxLength(L.interestMax, T.interestTooLong),
);

/** Interests as the editor keeps them: trimmed, empty ones dropped, at most 20, no duplicates. */
export const interestsSchema = z.pipe(
  z.pipe(
    z.array(z.string()),
    z.transform((list: string[]) => [...new Set(list.map((i) => i.trim()).filter(Boolean))]),
  ),
  z.array(interestSchema).check(z.maxLength(L.interestsMax, T.interestsTooMany)),
);

/** One answered prompt: a prompt from our list and the member's answer, trimmed. */
export const promptFieldSchema = z.object({
  prompt: z.enum(promptIds, { error: T.promptUnknown }),
  answer: storableText().check(
    z.trim(),
    z.minLength(1, T.promptAnswerEmpty),
    z.maxLength(L.promptAnswerMax, T.promptAnswerTooLong),
  ),
});

/** The member's answered prompts, in the order shown: at most three, each prompt once. */
export const promptsSchema = z.array(promptFieldSchema).check(
  z.maxLength(L.promptsMax, T.promptsTooMany),
  z.refine((list) => new Set(list.map((p) => p.prompt)).size === list.length, T.promptRepeated),
);

/** The one date-of-birth schema (auth.ts), plus the profile's own 18+ message. */
export const profileDateOfBirthSchema = dateOfBirthSchema.check(
  z.refine((d: string) => !isRealDate(d) || ageOn(d, new Date()) >= L.ageMin, T.ageMin),
);

const intFrom = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.minimum(min, message), z.maximum(max, message));

/**
 * Every editable field of a profile (part 1 §3/§5). The server accepts any subset of it
 * (PATCH); the editor always sends the whole form, so `name` is required there.
 */
export const profileFieldsSchema = z.object({
  name: nameSchema,
  bio: z.optional(z.nullable(storableText().check(z.trim(), z.maxLength(L.bioMax, T.bioTooLong)))),
  age: z.optional(z.nullable(z.int().check(z.minimum(L.ageMin, T.ageMin), z.maximum(L.ageMax, T.ageMax)))),
  date_of_birth: z.optional(z.nullable(profileDateOfBirthSchema)),
  gender: z.optional(z.nullable(z.enum(genders, { error: T.genderInvalid }))),
  height: z.optional(z.nullable(intFrom(L.heightMinCm, L.heightMaxCm, T.heightInvalid))),
  location: optionalText(T.locationTooLong),
  occupation: optionalText(T.occupationTooLong),
  education: optionalText(T.educationTooLong),
  looking_for: z.optional(z.nullable(z.enum(intents, { error: T.lookingForInvalid }))),
  interested_in: z.optional(
    z.nullable(z.array(z.enum(interestedInGenders, { error: T.genderInvalid })).check(z.maxLength(3))),
  ),
  interests: z.optional(interestsSchema),
  prompts: z.optional(promptsSchema),
  zip_code: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(L.zipMax, T.zipTooLong)))),
  distance_preference: z.optional(intFrom(L.distanceMin, L.distanceMax, T.distanceRange)),
  age_preference_min: z.optional(intFrom(L.agePreferenceMin, L.agePreferenceMax, T.agePrefRange)),
  age_preference_max: z.optional(intFrom(L.agePreferenceMin, L.agePreferenceMax, T.agePrefRange)),
  ...identityFieldsSchema,
});

const agePrefOrder = <T extends { age_preference_min?: number; age_preference_max?: number }>(p: T) =>
  p.age_preference_min === undefined ||
  p.age_preference_max === undefined ||
  p.age_preference_min <= p.age_preference_max;

export const profileUpdateSchema = z
  // The onboarding step a member has reached travels with the step's fields: saved together.
  .strictObject({ ...z.partial(profileFieldsSchema).shape, onboarding_step: z.optional(onboardingStepSchema) })
  .check(z.refine(agePrefOrder, { message: T.agePrefOrder, path: ["age_preference_min"] }));
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** The editor's form: name required, the rest optional. */
export const profileFormSchema = profileFieldsSchema.check(
  z.refine(agePrefOrder, {
    message: T.agePrefOrder,
    path: ["age_preference_min"],
  }),
);
export type ProfileForm = z.input<typeof profileFormSchema>;

/** PUT /api/profile/avatar: which of the member's own photos is the main one. */
export const setMainPhotoSchema = z.object({ photo_id: z.string().check(z.uuid(T.photoNotFound)) });
