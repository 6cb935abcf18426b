import type { GenderIdentity, Orientation, Pronouns } from "#shared/identity";
import type { ProfileRow } from "./profiles.repository.js";

/** A member's identity fields as they set them (their own profile, the export). */
export function ownIdentity(row: ProfileRow) {
  return {
    gender_identities: row.gender_identities as GenderIdentity[],
    orientations: row.orientations as Orientation[],
    pronouns: row.pronouns as Pronouns | null,
    identities_shown: row.identities_shown,
    orientations_shown: row.orientations_shown,
    pronouns_shown: row.pronouns_shown,
  };
}

/**
 * What another member sees of them: only what the member chose to show. A hidden field is empty
 * rather than absent, so nothing in the answer's shape tells that something was hidden.
 */
export function shownIdentity(row: ProfileRow) {
  return {
    gender_identities: row.identities_shown ? (row.gender_identities as GenderIdentity[]) : [],
    orientations: row.orientations_shown ? (row.orientations as Orientation[]) : [],
    pronouns: row.pronouns_shown ? (row.pronouns as Pronouns | null) : null,
  };
}
