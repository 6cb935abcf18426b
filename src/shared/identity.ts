import * as z from "zod/mini";

/**
 * Identity beyond the four genders discovery matches on (ADR 0504): precise gender identities,
 * orientations and pronouns, each from a list (no free text:
 * nothing here can carry a message), several at once, and each shown on the profile or kept
 * private as the member chooses. None of them narrows who can find the member; filters stay
 * two-way on `gender` and `interested_in`.
 */
export const genderIdentities = [
  "woman",
  "man",
  "cis-woman",
  "cis-man",
  "trans-woman",
  "trans-man",
  "transgender",
  "transfeminine",
  "transmasculine",
  "non-binary",
  "genderqueer",
  "genderfluid",
  "gender-nonconforming",
  "agender",
  "bigender",
  "pangender",
  "demigirl",
  "demiboy",
  "androgynous",
  "intersex",
  "two-spirit",
  "hijra",
  "questioning",
] as const;
export type GenderIdentity = (typeof genderIdentities)[number];
export const genderIdentityLabels: Record<GenderIdentity, string> = {
  woman: "Woman",
  man: "Man",
  "cis-woman": "Cis woman",
  "cis-man": "Cis man",
  "trans-woman": "Trans woman",
  "trans-man": "Trans man",
  transgender: "Transgender",
  transfeminine: "Transfeminine",
  transmasculine: "Transmasculine",
  "non-binary": "Non-binary",
  genderqueer: "Genderqueer",
  genderfluid: "Genderfluid",
  "gender-nonconforming": "Gender nonconforming",
  agender: "Agender",
  bigender: "Bigender",
  pangender: "Pangender",
  demigirl: "Demigirl",
  demiboy: "Demiboy",
  androgynous: "Androgynous",
  intersex: "Intersex",
  "two-spirit": "Two-Spirit",
  hijra: "Hijra",
  questioning: "Questioning",
};

export const orientations = [
  "straight",
  "gay",
  "lesbian",
  "bisexual",
  "pansexual",
  "queer",
  "asexual",
  "demisexual",
  "aromantic",
  "homoflexible",
  "heteroflexible",
  "omnisexual",
  "questioning",
] as const;
export type Orientation = (typeof orientations)[number];
export const orientationLabels: Record<Orientation, string> = {
  straight: "Straight",
  gay: "Gay",
  lesbian: "Lesbian",
  bisexual: "Bisexual",
  pansexual: "Pansexual",
  queer: "Queer",
  asexual: "Asexual",
  demisexual: "Demisexual",
  aromantic: "Aromantic",
  homoflexible: "Homoflexible",
  heteroflexible: "Heteroflexible",
  omnisexual: "Omnisexual",
  questioning: "Questioning",
};

export const pronounSets = [
  "she/her",
  "he/him",
  "they/them",
  "she/they",
  "he/they",
  "xe/xem",
  "ze/zir",
  "any pronouns",
  "ask me",
] as const;
export type Pronouns = (typeof pronounSets)[number];

export const IdentityLimits = { identitiesMax: 5, orientationsMax: 4 } as const;

export const IdentityText = {
  identityInvalid: "Choose identities from the list.",
  identitiesTooMany: `Choose up to ${IdentityLimits.identitiesMax} identities.`,
  orientationInvalid: "Choose orientations from the list.",
  orientationsTooMany: `Choose up to ${IdentityLimits.orientationsMax} orientations.`,
  pronounsInvalid: "Choose pronouns from the list.",
  repeated: "Each choice can be picked once.",
  identitiesLegend: "How you describe your gender (optional)",
  identitiesHint: "Pick any that fit. Who can find you still follows the gender above.",
  orientationsLegend: "Your orientation (optional)",
  pronounsLabel: "Pronouns (optional)",
  noPronouns: "Not shown",
  show: "Show on my profile",
  hiddenNote: "Kept private: only you see this.",
} as const;

const noRepeats = <T>(list: readonly T[]) => new Set(list).size === list.length;

/** The identity fields of a profile update (each optional; null or [] clears). */
export const identityFieldsSchema = {
  gender_identities: z.optional(
    z
      .array(z.enum(genderIdentities, { error: IdentityText.identityInvalid }))
      .check(
        z.maxLength(IdentityLimits.identitiesMax, IdentityText.identitiesTooMany),
        z.refine(noRepeats, IdentityText.repeated),
      ),
  ),
  orientations: z.optional(
    z
      .array(z.enum(orientations, { error: IdentityText.orientationInvalid }))
      .check(
        z.maxLength(IdentityLimits.orientationsMax, IdentityText.orientationsTooMany),
        z.refine(noRepeats, IdentityText.repeated),
      ),
  ),
  pronouns: z.optional(z.nullable(z.enum(pronounSets, { error: IdentityText.pronounsInvalid }))),
  identities_shown: z.optional(z.boolean()),
  orientations_shown: z.optional(z.boolean()),
  pronouns_shown: z.optional(z.boolean()),
};

/** What another member sees of these: only what the member chose to show (empty or null otherwise). */
export const publicIdentitySchema = {
  gender_identities: z.array(z.enum(genderIdentities)),
  orientations: z.array(z.enum(orientations)),
  pronouns: z.nullable(z.enum(pronounSets)),
};
