import type { ProfileForm } from "#shared/profile-fields";
import type { OwnProfile } from "#shared/profiles";

/** Editor inputs → schema values: integers parse, and an empty or invalid number becomes undefined. */
export function toInt(value: unknown): number | undefined {
  if (value === "" || value === null || value === undefined) return undefined;
  const n = Number(value);
  return Number.isInteger(n) ? n : undefined;
}

/** Empty text inputs and selects are stored as null, not as empty strings. */
export const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);

export function formFromProfile(p: OwnProfile): ProfileForm {
  return {
    name: p.name ?? "",
    bio: p.bio,
    date_of_birth: p.date_of_birth,
    gender: p.gender,
    height: p.height,
    location: p.location,
    occupation: p.occupation,
    education: p.education,
    looking_for: p.looking_for,
    interested_in: p.interested_in ?? [],
    interests: p.interests,
    prompts: p.prompts,
    zip_code: p.zip_code,
    distance_preference: p.distance_preference,
    age_preference_min: p.age_preference_min,
    age_preference_max: p.age_preference_max,
    gender_identities: p.gender_identities,
    orientations: p.orientations,
    pronouns: p.pronouns,
    identities_shown: p.identities_shown,
    orientations_shown: p.orientations_shown,
    pronouns_shown: p.pronouns_shown,
  };
}
