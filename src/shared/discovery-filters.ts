/*
 * Discovery's filters without zod, so the search dialog and the home search (in the first
 * screen's chunk) can name them without loading the schemas.
 */

/** The search dialog's "Show me" (part 1 §2): filters on gender; "all" is no gender filter. */
export const genderPreferences = ["men", "women", "non-binary", "all"] as const;
export type GenderPreference = (typeof genderPreferences)[number];
export const genderPreferenceLabels: Record<GenderPreference, string> = {
  men: "Men",
  women: "Women",
  "non-binary": "Non-binary people",
  all: "Everyone",
};

/** The filters as they travel in /matches' address (every one optional). */
export type DiscoveryFilters = {
  preference?: GenderPreference | undefined;
  zip?: string | undefined;
  age_min?: number | undefined;
  age_max?: number | undefined;
  distance?: number | undefined;
  intent?: string | undefined;
  interests?: string | undefined;
  has_photo?: "true" | "false" | undefined;
  verified?: "true" | "false" | undefined;
};

/** The filters that count towards a free member's limit (search text and the cursor do not). */
export function chosenFilters(q: DiscoveryFilters): string[] {
  const chosen: string[] = [];
  if (q.preference && q.preference !== "all") chosen.push("gender");
  if (q.age_min !== undefined || q.age_max !== undefined) chosen.push("age");
  if (q.distance !== undefined || q.zip) chosen.push("distance");
  if (q.intent) chosen.push("intent");
  if (q.interests?.split(",").some((i) => i.trim())) chosen.push("interests");
  if (q.has_photo === "true") chosen.push("photo");
  if (q.verified === "true") chosen.push("verified");
  return chosen;
}
